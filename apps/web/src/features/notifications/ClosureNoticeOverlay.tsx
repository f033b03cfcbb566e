// The closure notice of spec part 1 §2: an overlay over the whole app, shown when the global setting
// carries a text (e.g. "Asperity closes on 31 March 2027. Please download your files."), with a
// dismiss button. The setting lives on the server, where an admin sets or clears it at run time
// from the console (GET /api/config/closure-notice, read on every page load). Dismissing hides it
// for this browser session; a different text shows again.
import { CLOSURE_NOTICE_PATH, type ClosureNotice } from '@asperity/contract';
import { Box, Button, Paper, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useHttpClient } from '../../app/session/useHttpClient.ts';

const DISMISSED_KEY = 'asperity.closureNoticeDismissed';
export const CLOSURE_NOTICE_QUERY_KEY = ['closure-notice'] as const;

function wasDismissed(text: string): boolean {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) === text;
  } catch {
    return false;
  }
}

/** The overlay for the server's current closure notice; nothing while it loads, fails or is unset. */
export function ClosureNoticeOverlay() {
  const http = useHttpClient();
  const notice = useQuery({
    queryKey: CLOSURE_NOTICE_QUERY_KEY,
    queryFn: ({ signal }) => http.get<ClosureNotice>(CLOSURE_NOTICE_PATH, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const text = notice.data?.text?.trim() ?? '';
  // Keyed by the text: a changed notice starts undismissed.
  return text === '' ? null : <ClosureNoticeView key={text} text={text} />;
}

export function ClosureNoticeView({ text }: { readonly text: string }) {
  const [shown, setShown] = useState(() => !wasDismissed(text));
  if (!shown) return null;
  const dismiss = () => {
    try {
      sessionStorage.setItem(DISMISSED_KEY, text);
    } catch {
      // Storage refused (private mode): it is still hidden until the next page load.
    }
    setShown(false);
  };
  return (
    <Box
      data-testid="closure-notice"
      role="dialog"
      aria-modal="true"
      aria-labelledby="closure-notice-title"
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: (theme) => theme.zIndex.modal + 1,
        bgcolor: 'rgba(0,0,0,0.6)',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
      }}
    >
      <Paper sx={{ p: 3, maxWidth: 560 }}>
        <Typography id="closure-notice-title" variant="h6" component="h2" gutterBottom>
          <FormattedMessage id="closureNotice.title" />
        </Typography>
        <Typography data-testid="closure-notice-text" sx={{ whiteSpace: 'pre-line', mb: 2 }}>
          {text}
        </Typography>
        <Button variant="contained" onClick={dismiss} data-testid="closure-notice-dismiss" autoFocus>
          <FormattedMessage id="closureNotice.dismiss" />
        </Button>
      </Paper>
    </Box>
  );
}
