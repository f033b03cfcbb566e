// A read-only text (a link, an iframe snippet) with a button that copies it to the clipboard.
import ContentCopy from '@mui/icons-material/ContentCopy';
import { IconButton, InputAdornment, TextField, Tooltip } from '@mui/material';
import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { useToasts } from '../../../components/toasts/index.ts';

export interface CopyFieldProps {
  readonly label: string;
  readonly value: string;
  readonly testId: string;
  readonly multiline?: boolean;
}

export function CopyField({ label, value, testId, multiline = false }: CopyFieldProps) {
  const intl = useIntl();
  const { addToast } = useToasts();
  const input = useRef<HTMLInputElement | HTMLTextAreaElement>(null);
  const copyLabel = intl.formatMessage({ id: 'sharing.copy' });
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
    } catch {
      // No clipboard permission (plain http, an old browser): select the text for Ctrl+C instead.
      input.current?.select();
      document.execCommand('copy');
    }
    addToast('sharing.copied', { tag: 'sharing-copied', data: { type: 'success' } });
  };
  return (
    <TextField
      label={label}
      value={value}
      fullWidth
      size="small"
      multiline={multiline}
      inputRef={input}
      onFocus={(event) => event.target.select()}
      slotProps={{
        htmlInput: { readOnly: true, 'data-testid': testId },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <Tooltip title={copyLabel}>
                <IconButton
                  aria-label={copyLabel}
                  onClick={() => void copy()}
                  edge="end"
                  data-testid={`${testId}-copy`}
                >
                  <ContentCopy fontSize="small" />
                </IconButton>
              </Tooltip>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
