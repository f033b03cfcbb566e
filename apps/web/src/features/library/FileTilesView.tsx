// The tiles view: one card per folder and file in a responsive grid (16:9 tiles, spec part 1 §9).
// A tile shows the file's 3D preview (FilePreview.tsx) on a calm backdrop, with its format.
import FolderRounded from '@mui/icons-material/FolderRounded';
import { Box, Card, CardActionArea, Typography } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { fileHref, folderHref } from './fileLinks.ts';
import { FilePreview } from './FilePreview.tsx';
import { useFileFacts } from './FileFacts.tsx';
import { FileActions, type FileViewProps } from './FileListView.tsx';
import { MoreActionsButton } from './ItemActions.tsx';
import { SharedBadge } from '../sharing/SharedBadge.tsx';
import { ImportWarningBadge } from './ImportWarnings.tsx';

const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
} as const;

const backdrop = 'linear-gradient(135deg, #e8eef6 0%, #d7e3f1 45%, #c6d8ec 70%, #e3ebf5 100%)';

export function FileTilesView({ files, folders, actions }: FileViewProps) {
  const facts = useFileFacts();
  return (
    <Box sx={grid} data-testid="file-list" data-view="tiles">
      {folders.map((folder) => (
        <Card
          key={folder.guid}
          variant="outlined"
          sx={{ position: 'relative' }}
          data-testid="folder-item"
          data-name={folder.name}
        >
          <CardActionArea
            component={RouterLink}
            to={folderHref(folder.guid)}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1.5,
              p: 2,
              pr: 6,
              justifyContent: 'flex-start',
            }}
          >
            <FolderRounded color="primary" />
            {folder.token && <SharedBadge kind="folder" />}
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="subtitle2" noWrap>
                {folder.name}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                <FormattedMessage id="library.folder" />
              </Typography>
            </Box>
          </CardActionArea>
          <Box sx={{ position: 'absolute', right: 6, top: '50%', transform: 'translateY(-50%)' }}>
            <MoreActionsButton item={{ kind: 'folder', folder }} actions={actions} />
          </Box>
        </Card>
      ))}
      {files.map((file) => {
        const f = facts(file);
        return (
          <Card
            key={file.guid}
            variant="outlined"
            sx={{ position: 'relative', transition: 'box-shadow 120ms', '&:hover': { boxShadow: 3 } }}
            data-testid="file-item"
            data-name={file.name}
          >
            <CardActionArea component={RouterLink} to={fileHref(file)}>
              <Box
                sx={{
                  aspectRatio: '16 / 9',
                  background: backdrop,
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                  position: 'relative',
                  borderBottom: 1,
                  borderColor: 'divider',
                }}
              >
                <FilePreview file={file} size="tile" />
                <Box
                  component="span"
                  sx={{
                    position: 'absolute',
                    left: 10,
                    bottom: 8,
                    px: 0.75,
                    py: 0.25,
                    borderRadius: 1,
                    bgcolor: 'rgba(255,255,255,0.85)',
                    fontSize: 11,
                    fontWeight: 700,
                    letterSpacing: '0.04em',
                    color: 'primary.dark',
                  }}
                  title={file.format}
                >
                  {f.format}
                </Box>
              </Box>
              <Box sx={{ p: 1.5, pb: 5.5 }}>
                <Typography variant="subtitle2" noWrap title={file.name} data-testid="file-name">
                  {file.name}
                </Typography>
                <Typography
                  variant="caption"
                  color="text.secondary"
                  component="div"
                  noWrap
                  data-testid="file-size"
                  title={f.sizeParts}
                  sx={{ fontVariantNumeric: 'tabular-nums' }}
                >
                  {f.size} · {f.grid} · {f.pixelSize}
                </Typography>
                <Typography variant="caption" color="text.secondary" component="div" noWrap>
                  {f.modified}
                </Typography>
              </Box>
            </CardActionArea>
            {file.shared && (
              <Box
                sx={{
                  position: 'absolute',
                  top: 8,
                  left: 8,
                  bgcolor: 'background.paper',
                  borderRadius: 4,
                  display: 'flex',
                  p: 0.25,
                }}
              >
                <SharedBadge kind="file" />
              </Box>
            )}
            {f.warnings.length > 0 && (
              <Box
                sx={{ position: 'absolute', top: 8, right: 8, bgcolor: 'background.paper', borderRadius: 4 }}
              >
                <ImportWarningBadge warnings={f.warnings} />
              </Box>
            )}
            <Box sx={{ position: 'absolute', right: 6, bottom: 6 }}>
              <FileActions file={file} actions={actions} />
            </Box>
          </Card>
        );
      })}
    </Box>
  );
}
