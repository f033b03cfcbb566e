// A gallery item's comments (issue 17 item 3): everyone who may see the item reads them, oldest
// first; signed-in users write plain text (shown as text, never as markup); the item's author and
// staff delete them (the server says which, per comment: canDelete).
import { GALLERY_COMMENT_MAX_LENGTH, type GalleryComment } from '@asperity/contract';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import {
  Alert,
  Box,
  Button,
  IconButton,
  List,
  ListItem,
  ListItemAvatar,
  ListItemText,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useLocation } from 'react-router';
import { signInRedirect } from '../../app/router/signInRedirect.ts';
import { useHttpClient } from '../../app/session/useHttpClient.ts';
import { useSession } from '../../app/session/useSession.ts';
import { ProgressIndicator } from '../../components/progress/index.ts';
import { useErrorToast } from '../../components/toasts/index.ts';
import { galleryApi, galleryKeys } from './galleryApi.ts';
import { GalleryAuthorAvatar } from './GalleryTile.tsx';

export interface GalleryCommentsProps {
  readonly shareHash: string;
  /** Told the new count after a comment is added or deleted. */
  readonly onCount?: (count: number) => void;
}

export function GalleryComments({ shareHash, onCount }: GalleryCommentsProps) {
  const http = useHttpClient();
  const intl = useIntl();
  const location = useLocation();
  const queryClient = useQueryClient();
  const showError = useErrorToast();
  const session = useSession();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const key = galleryKeys.comments(shareHash);
  const comments = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => galleryApi.comments(http, shareHash, signal),
  });

  const update = (next: GalleryComment[]) => {
    queryClient.setQueryData(key, next);
    onCount?.(next.length);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') return;
    setBusy(true);
    try {
      const added = await galleryApi.addComment(http, shareHash, text.trim());
      update([...(queryClient.getQueryData<GalleryComment[]>(key) ?? []), added]);
      setText('');
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  };
  const remove = async (id: string) => {
    setBusy(true);
    try {
      await galleryApi.deleteComment(http, shareHash, id);
      update((queryClient.getQueryData<GalleryComment[]>(key) ?? []).filter((c) => c.id !== id));
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box data-testid="gallery-comments">
      <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
        <FormattedMessage id="gallery.item.comments" values={{ count: comments.data?.length ?? 0 }} />
      </Typography>
      {comments.isPending && <ProgressIndicator />}
      {comments.isError && (
        <Alert severity="error">
          <FormattedMessage id="gallery.item.commentsFailed" />
        </Alert>
      )}
      {comments.data && comments.data.length === 0 && (
        <Typography variant="body2" color="text.secondary" data-testid="gallery-comments-empty">
          <FormattedMessage id="gallery.item.noComments" />
        </Typography>
      )}
      {comments.data && comments.data.length > 0 && (
        <List dense disablePadding>
          {comments.data.map((comment) => (
            <ListItem
              key={comment.id}
              alignItems="flex-start"
              disableGutters
              data-testid="gallery-comment"
              secondaryAction={
                comment.canDelete && (
                  <Tooltip title={intl.formatMessage({ id: 'gallery.item.deleteComment' })}>
                    <IconButton
                      edge="end"
                      size="small"
                      disabled={busy}
                      aria-label={intl.formatMessage({ id: 'gallery.item.deleteComment' })}
                      onClick={() => void remove(comment.id)}
                      data-testid="gallery-comment-delete"
                    >
                      <DeleteOutline fontSize="small" />
                    </IconButton>
                  </Tooltip>
                )
              }
            >
              <ListItemAvatar sx={{ minWidth: 40, mt: 0.5 }}>
                <GalleryAuthorAvatar author={comment.author} size={28} />
              </ListItemAvatar>
              <ListItemText
                primary={
                  <>
                    <strong>{comment.author.username}</strong>
                    {' · '}
                    <FormattedDate value={comment.createdAt} dateStyle="medium" timeStyle="short" />
                  </>
                }
                secondary={comment.text}
                slotProps={{
                  primary: { variant: 'caption', color: 'text.secondary' },
                  secondary: {
                    variant: 'body2',
                    color: 'text.primary',
                    sx: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
                    'data-testid': 'gallery-comment-text',
                  } as Record<string, unknown>,
                }}
              />
            </ListItem>
          ))}
        </List>
      )}
      {session.user ? (
        <Stack component="form" spacing={1} onSubmit={(event) => void submit(event)} sx={{ mt: 1.5 }}>
          <TextField
            multiline
            minRows={2}
            size="small"
            label={intl.formatMessage({ id: 'gallery.item.writeComment' })}
            value={text}
            onChange={(event) => setText(event.target.value)}
            disabled={busy}
            slotProps={{
              htmlInput: { maxLength: GALLERY_COMMENT_MAX_LENGTH, 'data-testid': 'gallery-comment-input' },
            }}
          />
          <Box>
            <Button
              type="submit"
              variant="contained"
              size="small"
              disabled={busy || text.trim() === ''}
              data-testid="gallery-comment-send"
            >
              <FormattedMessage id="gallery.item.sendComment" />
            </Button>
          </Box>
        </Stack>
      ) : (
        <Typography variant="body2" sx={{ mt: 1.5 }}>
          <Button component={RouterLink} to={signInRedirect(location)} size="small">
            <FormattedMessage id="gallery.item.signInToComment" />
          </Button>
        </Typography>
      )}
    </Box>
  );
}
