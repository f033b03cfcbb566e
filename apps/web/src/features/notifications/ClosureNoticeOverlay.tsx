// The closure notice of spec part 1 §2: an overlay over the whole app, shown when the global setting
// carries a text (VITE_CLOSURE_NOTICE at build time, e.g. "Asperity closes on 31 March 2027. Please
// download your files."), with a dismiss button. Dismissing hides it for this browser session;
// a different text shows again.
import { Box, Button, Paper, Typography } from '@mui/material';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';

const DISMISSED_KEY = 'asperity.closureNoticeDismissed';

export function configuredClosureNotice(): string {
  const text: unknown = import.meta.env.VITE_CLOSURE_NOTICE;
  return typeof text === 'string' ? text.trim() : '';
}

function wasDismissed(text: string): boolean {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) === text;
  } catch {
    return false;
  }
}

export interface ClosureNoticeOverlayProps {
  /** Tests pass a text; the app reads the setting. */
  readonly text?: string;
}

export function ClosureNoticeOverlay({ text = configuredClosureNotice() }: ClosureNoticeOverlayProps) {
  const [shown, setShown] = useState(() => text !== '' && !wasDismissed(text));
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
