// Import warnings (implausible sizes, unit slips, skipped channels…) in the user's language: a
// compact badge whose tooltip lists them, and the plain list the upload queue shows.
import WarningAmberRounded from '@mui/icons-material/WarningAmberRounded';
import { Box, Chip, Tooltip, Typography } from '@mui/material';
import { importWarningCodes } from '@asperity/core';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ImportWarning } from './uploadQueue.ts';

const KNOWN = new Set<string>(importWarningCodes);

export const warningMessageId = (code: string): string =>
  KNOWN.has(code) ? `library.warning.${code}` : 'library.warning.unknown';

export function ImportWarningList({ warnings }: { readonly warnings: readonly ImportWarning[] }) {
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.25, display: 'grid', gap: 0.5 }} data-testid="import-warnings">
      {warnings.map((warning, index) => (
        <Typography
          component="li"
          variant="body2"
          key={`${warning.code}-${index}`}
          data-code={warning.code}
          sx={{ color: 'inherit' }}
        >
          <FormattedMessage id={warningMessageId(warning.code)} />
          {warning.channel && (
            <Box component="span" sx={{ opacity: 0.75 }}>
              {' '}
              (<FormattedMessage id="library.warnings.channel" values={{ channel: warning.channel }} />)
            </Box>
          )}
        </Typography>
      ))}
    </Box>
  );
}

export function ImportWarningBadge({ warnings }: { readonly warnings: readonly ImportWarning[] }) {
  const intl = useIntl();
  if (warnings.length === 0) return null;
  const label = intl.formatMessage({ id: 'library.warnings.count' }, { count: warnings.length });
  return (
    <Tooltip
      arrow
      enterDelay={500}
      title={
        <Box sx={{ py: 0.5 }}>
          <Typography variant="subtitle2" sx={{ mb: 0.5 }}>
            <FormattedMessage id="library.warnings.title" />
          </Typography>
          <ImportWarningList warnings={warnings} />
        </Box>
      }
    >
      <Chip
        size="small"
        color="warning"
        variant="outlined"
        icon={<WarningAmberRounded />}
        label={warnings.length}
        aria-label={label}
        tabIndex={0}
        data-testid="warning-badge"
        onClick={(event) => event.stopPropagation()}
        sx={{ height: 22, '& .MuiChip-label': { px: 0.75, fontWeight: 600 } }}
      />
    </Tooltip>
  );
}
