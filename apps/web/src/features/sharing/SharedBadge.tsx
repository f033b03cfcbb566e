// The share icon of library tiles and list rows: the file or folder is shared by link.
import LinkRounded from '@mui/icons-material/LinkRounded';
import { Tooltip } from '@mui/material';
import { useIntl } from 'react-intl';

export function SharedBadge({ kind }: { kind: 'file' | 'folder' }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: kind === 'file' ? 'sharing.badge.file' : 'sharing.badge.folder' });
  return (
    <Tooltip title={label}>
      <LinkRounded
        fontSize="small"
        color="primary"
        role="img"
        aria-label={label}
        aria-hidden={false}
        data-testid="shared-badge"
        sx={{ flex: 'none' }}
      />
    </Tooltip>
  );
}
