import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { FILE_EXPORT_TYPES, type FileExportType } from '@asperity/contract';
import type { InfoMessageId } from './i18n/en.ts';

const exportTypeIds: Readonly<Record<FileExportType, InfoMessageId>> = {
  original: 'info.exportType.original',
  opengps: 'info.exportType.opengps',
  surf: 'info.exportType.surf',
  'filmetrics-binary': 'info.exportType.filmetrics-binary',
  'filmetrics-text': 'info.exportType.filmetrics-text',
  stereolithography: 'info.exportType.stereolithography',
  png: 'info.exportType.png',
};

/** The original first: it is the export people most need to know exists. */
const ORDER: readonly FileExportType[] = ['original', ...FILE_EXPORT_TYPES.filter((t) => t !== 'original')];

export function ExportFormatList() {
  return (
    <Box component="ul" data-testid="export-formats" sx={{ mt: 0, mb: 1.5, pl: 3 }}>
      {ORDER.map((type) => (
        <Typography key={type} component="li" sx={{ mb: 0.5 }}>
          <FormattedMessage id={exportTypeIds[type]} />
        </Typography>
      ))}
    </Box>
  );
}
