// The notifications area of the layout (spec part 1 §2): newest toast at the bottom.
import CloseIcon from '@mui/icons-material/Close';
import { Alert, Box, IconButton, type AlertColor } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ToastType } from './Toast.ts';
import { useToasts } from './useToasts.ts';

const severity: Record<ToastType, AlertColor> = { error: 'error', success: 'success', status: 'info' };

export function ToastArea() {
  const { toasts, removeToast } = useToasts();
  const intl = useIntl();
  return (
    <Box
      data-testid="toast-area"
      role="region"
      aria-live="polite"
      aria-label={intl.formatMessage({ id: 'toast.area' })}
      sx={{
        position: 'fixed',
        right: 16,
        bottom: 16,
        left: { xs: 16, sm: 'auto' },
        zIndex: (theme) => theme.zIndex.snackbar,
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        maxWidth: { sm: 420 },
        pointerEvents: 'none',
      }}
    >
      {toasts.map((toast) => {
        const type = toast.options.data?.type ?? 'status';
        return (
          <Alert
            key={toast.id}
            data-testid="toast"
            data-type={type}
            data-accent={toast.options.accent ? 'true' : 'false'}
            severity={severity[type]}
            variant="filled"
            role={type === 'error' ? 'alert' : 'status'}
            action={
              <IconButton
                size="small"
                color="inherit"
                aria-label={intl.formatMessage({ id: 'common.close' })}
                onClick={() => removeToast(toast.id)}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            }
            sx={{
              pointerEvents: 'auto',
              boxShadow: 3,
              transition: 'transform 120ms ease-out, outline-color 120ms ease-out',
              outline: '3px solid transparent',
              ...(toast.options.accent && {
                transform: 'scale(1.03)',
                outlineColor: 'rgba(255,255,255,0.8)',
              }),
            }}
          >
            <FormattedMessage id={toast.titleId} values={toast.options.values} />
            {toast.options.bodyId && (
              <Box component="span" sx={{ display: 'block', opacity: 0.9 }}>
                <FormattedMessage id={toast.options.bodyId} values={toast.options.values} />
              </Box>
            )}
          </Alert>
        );
      })}
    </Box>
  );
}
