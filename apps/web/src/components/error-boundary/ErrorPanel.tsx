// The generic failure of a page or panel (spec part 1 §8). In debug mode (`?debug=1`) clicking it
// expands the details, so a support request can quote them.
import { errorMessageId, GENERIC_ERROR_MESSAGE_ID } from '@asperity/contract';
import { Alert, AlertTitle, Box, Button } from '@mui/material';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { isChunkLoadError } from './ChunkLoadError.ts';
import { isDebugMode } from './debugMode.ts';

const CHUNK_LOAD_ERROR_ID = errorMessageId('chunk-load-error');

export interface ErrorPanelProps {
  readonly error: unknown;
}

function details(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}\n${error.stack ?? ''}`;
  return String(error);
}

export function ErrorPanel({ error }: ErrorPanelProps) {
  const [expanded, setExpanded] = useState(false);
  const debug = isDebugMode();
  const chunk = isChunkLoadError(error);
  return (
    <Alert
      data-testid="error-panel"
      data-error-kind={chunk ? 'chunk-load' : 'generic'}
      severity="error"
      sx={{ m: 2, cursor: debug ? 'pointer' : undefined }}
      onClick={debug ? () => setExpanded((value) => !value) : undefined}
      action={
        chunk ? (
          <Button color="inherit" size="small" onClick={() => window.location.reload()}>
            <FormattedMessage id="common.reload" />
          </Button>
        ) : undefined
      }
    >
      <AlertTitle>
        <FormattedMessage id={chunk ? CHUNK_LOAD_ERROR_ID : GENERIC_ERROR_MESSAGE_ID} />
      </AlertTitle>
      {debug && !expanded && (
        <Box component="span" sx={{ fontSize: '0.8rem', opacity: 0.8 }}>
          <FormattedMessage id="common.error.show_details" />
        </Box>
      )}
      {debug && expanded && (
        <Box
          component="pre"
          data-testid="error-details"
          sx={{ m: 0, mt: 1, fontSize: '0.75rem', whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
        >
          {details(error)}
        </Box>
      )}
    </Alert>
  );
}
