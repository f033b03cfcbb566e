// What the shared viewer adds for a gallery item (issue 17 item 3): the author (to their public
// profile), the description (the sharing rich-text renderer: elements, never HTML), categories (each
// opens the gallery filtered by it), technology, views, a like toggle (one per signed-in user; a
// signed-out visitor signs in first), the comments and, for staff, curation.
import { type GalleryCategory, type SharedFile } from '@asperity/contract';
import Favorite from '@mui/icons-material/Favorite';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { Box, Button, Chip, Divider, Link, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { signInRedirect } from '../../app/router/signInRedirect.ts';
import { useHttpClient } from '../../app/session/useHttpClient.ts';
import { useSession } from '../../app/session/useSession.ts';
import { useErrorToast } from '../../components/toasts/index.ts';
import { profileApi, publicProfileQueryKey } from '../profile/profileApi.ts';
import { UserAvatar } from '../profile/UserAvatar.tsx';
import { RichTextView } from '../sharing/rich-text/RichTextView.tsx';
import { galleryApi } from './galleryApi.ts';
import { searchOfFilters, DEFAULT_FILTERS } from './galleryQuery.ts';
import { GalleryComments } from './GalleryComments.tsx';
import { GalleryStaffActions } from './GalleryStaffActions.tsx';

/** Whether the shared file is (or, for staff and its owner, was) a gallery item. */
export const isGalleryItem = (shared: SharedFile | null | undefined): shared is SharedFile =>
  shared !== null && shared !== undefined && (shared.publiclyShared || shared.staffHidden === true);

export const categoryLink = (category: GalleryCategory): string =>
  `/gallery?${searchOfFilters({ ...DEFAULT_FILTERS, category })}`;

export const profileLink = (username: string): string => `/user/${encodeURIComponent(username)}`;

export interface GalleryItemPanelProps {
  readonly shared: SharedFile;
  /** The 3D viewer shows the description in its own about box; the panel can leave it out. */
  readonly showDescription?: boolean;
  /** Told the likes and comments after the visitor changed them (the viewer's button shows them). */
  readonly onCounts?: (counts: { readonly likes: number; readonly comments: number }) => void;
}

export function GalleryItemPanel({ shared, showDescription = true, onCounts }: GalleryItemPanelProps) {
  const http = useHttpClient();
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const showError = useErrorToast();
  const [like, setLikeState] = useState({ liked: shared.liked ?? false, likes: shared.likes ?? 0 });
  const [comments, setComments] = useState(shared.comments ?? 0);
  const setLike = (next: { liked: boolean; likes: number }) => {
    setLikeState(next);
    onCounts?.({ likes: next.likes, comments });
  };
  const [busy, setBusy] = useState(false);
  const author = useQuery({
    queryKey: publicProfileQueryKey(shared.ownerName),
    queryFn: ({ signal }) => profileApi.publicProfile(http, shared.ownerName, signal),
    retry: false,
  });
  const isStaff = session.user !== null && (session.user.isStaff || session.user.isAdmin);

  const toggleLike = async () => {
    if (!session.user) {
      await navigate(signInRedirect(location));
      return;
    }
    const before = like;
    const wanted = !like.liked;
    setLike({ liked: wanted, likes: like.likes + (wanted ? 1 : -1) });
    setBusy(true);
    try {
      setLike(await galleryApi.like(http, shared.shareHash, wanted));
    } catch (error) {
      setLike(before);
      showError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={2} data-testid="gallery-item" data-share-hash={shared.shareHash}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <UserAvatar
          avatar={author.data?.avatar ?? null}
          firstName={author.data?.firstName ?? shared.ownerName}
          size={40}
          testId="gallery-item-avatar"
        />
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Link
            component={RouterLink}
            to={profileLink(shared.ownerName)}
            variant="subtitle2"
            data-testid="gallery-item-author"
          >
            {author.data?.firstName ?? shared.ownerName}
          </Link>
          <Typography variant="body2" color="text.secondary">
            @{shared.ownerName}
          </Typography>
        </Box>
      </Stack>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          variant={like.liked ? 'contained' : 'outlined'}
          color="secondary"
          size="small"
          startIcon={like.liked ? <Favorite /> : <FavoriteBorder />}
          disabled={busy || session.status === 'loading'}
          onClick={() => void toggleLike()}
          aria-pressed={like.liked}
          data-testid="gallery-like"
          data-liked={like.liked ? 'true' : 'false'}
        >
          <FormattedMessage id={like.liked ? 'gallery.item.liked' : 'gallery.item.like'} />
          {' · '}
          <span data-testid="gallery-likes">
            <FormattedNumber value={like.likes} />
          </span>
        </Button>
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'text.secondary' }}>
          <VisibilityOutlined fontSize="small" />
          <Typography variant="body2" data-testid="gallery-views" data-views={shared.views}>
            <FormattedMessage id="gallery.item.views" values={{ count: shared.views }} />
          </Typography>
        </Stack>
      </Stack>
      {showDescription && shared.description && (
        <Box data-testid="gallery-item-description">
          <RichTextView document={shared.description} />
        </Box>
      )}
      <Box>
        <Typography variant="overline" component="h2" color="text.secondary">
          <FormattedMessage id="gallery.item.categories" />
        </Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }} data-testid="gallery-item-categories">
          {(shared.categories ?? []).map((category) => (
            <Chip
              key={category}
              size="small"
              clickable
              component={RouterLink}
              to={categoryLink(category)}
              label={<FormattedMessage id={`gallery.category.${category}`} />}
              data-category={category}
            />
          ))}
        </Stack>
      </Box>
      <Typography variant="body2" data-testid="gallery-item-technology">
        <FormattedMessage
          id="gallery.item.technology"
          values={{ technology: <FormattedMessage id={`sharing.technology.${shared.technology}`} /> }}
        />
      </Typography>
      {isStaff && <GalleryStaffActions shared={shared} />}
      <Divider />
      <GalleryComments
        shareHash={shared.shareHash}
        onCount={(count) => {
          setComments(count);
          onCounts?.({ likes: like.likes, comments: count });
        }}
      />
    </Stack>
  );
}
