// The staff exports (part 1 §4, §5, §9): users by feature and statistics per day, both CSV made by
// the server (byte-order mark, CRLF rows, quoted fields). The browser downloads them with the
// session cookie; the statistics dates must be valid ("Please enter a valid date.").
import { featureIds } from '@asperity/contract';
import { Box, Button, MenuItem, Paper, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { exportStatisticsUrl, exportUsersUrl } from './adminApi.ts';
import { isValidRange, statisticsRangeErrors } from './statisticsRange.ts';

function download(href: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = '';
  document.body.append(link);
  link.click();
  link.remove();
}

export function ExportsPanel() {
  const intl = useIntl();
  const [feature, setFeature] = useState<string>(featureIds[0] ?? '');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [tried, setTried] = useState(false);
  const errors = statisticsRangeErrors(from, to);
  const dateError = (error: string | undefined) =>
    tried && error ? intl.formatMessage({ id: `error.${error}` }) : ' ';
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 560 }}>
      <Paper variant="outlined" sx={{ p: 2 }} data-testid="export-users">
        <Typography variant="h6" gutterBottom>
          <FormattedMessage id="admin.export.users" />
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <TextField
            select
            size="small"
            label={intl.formatMessage({ id: 'admin.export.feature' })}
            value={feature}
            onChange={(e) => setFeature(e.target.value)}
            sx={{ minWidth: 260 }}
          >
            {featureIds.map((f) => (
              <MenuItem key={f} value={f}>
                {f}
              </MenuItem>
            ))}
          </TextField>
          <Button
            variant="contained"
            data-testid="export-users-download"
            onClick={() => download(exportUsersUrl(feature))}
          >
            <FormattedMessage id="admin.export.download" />
          </Button>
        </Box>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }} data-testid="export-statistics">
        <Typography variant="h6" gutterBottom>
          <FormattedMessage id="admin.export.statistics" />
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <TextField
            size="small"
            type="date"
            label={intl.formatMessage({ id: 'admin.export.from' })}
            value={from}
            onChange={(e) => setFrom(e.target.value)}
            error={tried && errors.from !== undefined}
            helperText={dateError(errors.from)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'export-from' } }}
          />
          <TextField
            size="small"
            type="date"
            label={intl.formatMessage({ id: 'admin.export.to' })}
            value={to}
            onChange={(e) => setTo(e.target.value)}
            error={tried && errors.to !== undefined}
            helperText={dateError(errors.to)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'export-to' } }}
          />
          <Button
            variant="contained"
            data-testid="export-statistics-download"
            onClick={() => {
              setTried(true);
              if (isValidRange(errors)) download(exportStatisticsUrl(from.trim(), to.trim()));
            }}
          >
            <FormattedMessage id="admin.export.download" />
          </Button>
        </Box>
      </Paper>
    </Box>
  );
}
