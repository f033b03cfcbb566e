// One gallery item as a 16:9 tile (part 1 §3 "Gallery item", §8 broken image, §9 ratio 16:9): the
// picture the owner chose, title, author with avatar or initials, likes, views, comments, the
// "can be saved" icon when visitors may save it, the 2D badge and when it last changed. The whole
// tile opens the shared viewer (/s/… or /2d-s/…).
import { avatarUrl, sharedFilePath, slugify, type GalleryItem } from '@asperity/contract';
import BrokenImageOutlined from '@mui/icons-material/BrokenImageOutlined';
import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutlineOutlined';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import LibraryAddOutlined from '@mui/icons-material/LibraryAddOutlined';
import StarRounded from '@mui/icons-material/StarRounded';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { Avatar, Box, Card, CardActionArea, Chip, Stack, Tooltip, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { FormattedDate, FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { thumbnailUrl } from './galleryThumbnail.ts';

export const galleryItemPath = (item: Pick<GalleryItem, 'shareHash' | 'title' | 'twoD'>): string =>
  sharedFilePath(item.shareHash, slugify(item.title), item.twoD);

function Stat({ icon, value, label }: { icon: ReactNode; value: number; label: string }) {
  return (
    <Tooltip title={label}>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }} aria-label={`${label}: ${value}`}>
        {icon}
        <Typography variant="caption">
          <FormattedNumber value={value} notation="compact" />
        </Typography>
      </Stack>
    </Tooltip>
  );
}

export function GalleryAuthorAvatar({ author, size = 24 }: { author: GalleryItem['author']; size?: number }) {
  const [failed, setFailed] = useState(false);
  const src = author.avatar && !failed ? avatarUrl(author.avatar) : undefined;
  return (
    <Avatar
      src={src}
      alt={author.username}
      slotProps={{ img: { onError: () => setFailed(true) } }}
      sx={{ width: size, height: size, fontSize: size / 2.4, bgcolor: 'primary.main' }}
      data-testid="gallery-author-avatar"
    >
      {author.initials}
    </Avatar>
  );
}

export function GalleryTile({ item }: { item: GalleryItem }) {
  const intl = useIntl();
  const [broken, setBroken] = useState(false);
  return (
    <Card
      variant="outlined"
      data-testid="gallery-tile"
      data-share-hash={item.shareHash}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardActionArea component={RouterLink} to={galleryItemPath(item)} sx={{ flex: 1 }}>
        <Box sx={{ position: 'relative', aspectRatio: '16 / 9', bgcolor: 'grey.900', overflow: 'hidden' }}>
          {broken ? (
            <Box
              data-testid="gallery-tile-broken"
              sx={{
                position: 'absolute',
                inset: 0,
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
              }}
            >
              <BrokenImageOutlined titleAccess={item.title} fontSize="large" sx={{ color: 'grey.500' }} />
            </Box>
          ) : (
            <Box
              component="img"
              src={thumbnailUrl(item, 1)}
              alt={item.title}
              loading="lazy"
              decoding="async"
              draggable={false}
              onError={() => setBroken(true)}
              sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
            />
          )}
          <Stack direction="row" spacing={0.5} sx={{ position: 'absolute', top: 8, left: 8 }}>
            {item.twoD && <Chip size="small" label="2D" color="secondary" data-testid="gallery-tile-2d" />}
            {item.staffPicked && (
              <Chip
                size="small"
                icon={<StarRounded />}
                label={<FormattedMessage id="gallery.tile.staffPicked" />}
                color="primary"
                data-testid="gallery-tile-staff-picked"
              />
            )}
          </Stack>
        </Box>
        <Box sx={{ p: 1.5 }}>
          <Typography
            variant="subtitle2"
            component="h3"
            noWrap
            title={item.title}
            data-testid="gallery-tile-title"
          >
            {item.title}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.5, minWidth: 0 }}>
            <GalleryAuthorAvatar author={item.author} />
            <Typography variant="body2" color="text.secondary" noWrap sx={{ flex: 1, minWidth: 0 }}>
              {item.author.username}
            </Typography>
            <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
              <FormattedDate value={item.modifiedAt} dateStyle="medium" />
            </Typography>
          </Stack>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mt: 1, color: 'text.secondary' }}>
            <Stat
              icon={<FavoriteBorder fontSize="inherit" />}
              value={item.likes}
              label={intl.formatMessage({ id: 'gallery.tile.likes' })}
            />
            <Stat
              icon={<VisibilityOutlined fontSize="inherit" />}
              value={item.views}
              label={intl.formatMessage({ id: 'gallery.tile.views' })}
            />
            <Stat
              icon={<ChatBubbleOutline fontSize="inherit" />}
              value={item.comments}
              label={intl.formatMessage({ id: 'gallery.tile.comments' })}
            />
            <Box sx={{ flex: 1 }} />
            {item.allowSaving && (
              <Tooltip title={intl.formatMessage({ id: 'gallery.tile.canBeSaved' })}>
                <LibraryAddOutlined
                  fontSize="small"
                  data-testid="gallery-tile-savable"
                  aria-label={intl.formatMessage({ id: 'gallery.tile.canBeSaved' })}
                />
              </Tooltip>
            )}
          </Stack>
        </Box>
      </CardActionArea>
    </Card>
  );
}
