// The 2D editor's detail panel (spec part 3 §2): the picture's facts, its links (followed from here
// too) and, in edit mode, what can be done with the selected link; the total-focus image
// adjustments (brightness, contrast) open from here.
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import LinkOutlined from '@mui/icons-material/LinkOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import {
  Box,
  Button,
  Divider,
  Link,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import type { FileItem } from '@asperity/contract';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import type { PictureLink } from './PictureWithLinks.tsx';

export interface DetailPanelProps {
  readonly file: FileItem;
  readonly links: readonly PictureLink[];
  readonly editing: boolean;
  readonly selected: number | null;
  readonly busy: boolean;
  readonly onSelect: (index: number | null) => void;
  readonly onRetarget: (index: number) => void;
  readonly onRemove: (index: number) => void;
  readonly onAdjust: () => void;
  readonly linkLabel: (link: PictureLink, index: number) => string;
}

export function DetailPanel({
  file,
  links,
  editing,
  selected,
  busy,
  onSelect,
  onRetarget,
  onRemove,
  onAdjust,
  linkLabel,
}: DetailPanelProps) {
  const channel = file.channels[0];
  const fact = (labelId: string, value: React.ReactNode) => (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
      <Typography variant="body2" color="text.secondary">
        <FormattedMessage id={labelId} />
      </Typography>
      <Typography variant="body2" sx={{ textAlign: 'right', overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Stack>
  );
  const current = selected === null ? undefined : links[selected];
  return (
    <Box sx={{ p: 2 }} data-testid="editor2d-details">
      <Typography variant="subtitle1" component="h2" sx={{ overflowWrap: 'anywhere', mb: 1 }}>
        {file.name}
      </Typography>
      <Stack spacing={0.5}>
        {fact('editor2d.details.format', file.format)}
        {channel && fact('editor2d.details.pixels', `${channel.nx} × ${channel.ny}`)}
        {fact('editor2d.details.uploaded', <FormattedDate value={file.createdAt} dateStyle="medium" />)}
      </Stack>
      <Button
        startIcon={<TuneOutlined />}
        onClick={onAdjust}
        sx={{ mt: 2 }}
        variant="outlined"
        size="small"
        data-testid="editor2d-adjust"
      >
        <FormattedMessage id="editor2d.details.adjust" />
      </Button>
      <Divider sx={{ my: 2 }} />
      <Typography variant="subtitle2" component="h3">
        <FormattedMessage id="editor2d.links.title" values={{ count: links.length }} />
      </Typography>
      {editing && (
        <Typography variant="body2" color="text.secondary" sx={{ my: 1 }} data-testid="editor2d-draw-help">
          <FormattedMessage id="editor2d.links.drawHelp" />
        </Typography>
      )}
      {links.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          <FormattedMessage id={editing ? 'editor2d.links.noneEditing' : 'editor2d.links.none'} />
        </Typography>
      ) : (
        <List dense disablePadding data-testid="editor2d-link-list">
          {links.map((link, index) =>
            editing ? (
              <ListItemButton key={index} selected={selected === index} onClick={() => onSelect(index)}>
                <ListItemText primary={linkLabel(link, index)} />
              </ListItemButton>
            ) : (
              <ListItem key={index} disableGutters>
                <LinkOutlined fontSize="small" sx={{ mr: 1, color: 'text.secondary' }} />
                {link.href ? (
                  <Link component={RouterLink} to={link.href}>
                    {linkLabel(link, index)}
                  </Link>
                ) : (
                  <Typography variant="body2">{linkLabel(link, index)}</Typography>
                )}
              </ListItem>
            ),
          )}
        </List>
      )}
      {editing && current && selected !== null && (
        <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
          <Button
            size="small"
            disabled={busy}
            onClick={() => onRetarget(selected)}
            data-testid="editor2d-link-retarget"
          >
            <FormattedMessage id="editor2d.links.retarget" />
          </Button>
          <Button
            size="small"
            color="error"
            startIcon={<DeleteOutlined />}
            disabled={busy}
            onClick={() => onRemove(selected)}
            data-testid="editor2d-link-remove"
          >
            <FormattedMessage id="editor2d.links.remove" />
          </Button>
        </Stack>
      )}
    </Box>
  );
}
