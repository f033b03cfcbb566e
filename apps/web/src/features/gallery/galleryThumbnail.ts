// The picture a gallery tile shows (part 1 §3 publicThumbnailType, §9 tile 16:9 at 1024): the
// owner's choice, "auto" being the shaded 3D view of a measurement and the picture itself for a 2D
// image (which has no heights to shade).
import {
  TILE_ASPECT_RATIO,
  TILE_SIZE_PX,
  previewPath,
  type GalleryItem,
  type PreviewKind,
} from '@asperity/contract';

export function thumbnailKind(item: Pick<GalleryItem, 'publicThumbnailType' | 'twoD'>): PreviewKind {
  if (item.twoD) return '2d';
  return item.publicThumbnailType === '2d' ? '2d' : '3d';
}

export const TILE_BOX = {
  width: TILE_SIZE_PX,
  height: Math.round((TILE_SIZE_PX * TILE_ASPECT_RATIO.height) / TILE_ASPECT_RATIO.width),
};

/** The tile's picture; the item's forceReloadParam changes with the item, so no stale picture shows. */
export function thumbnailUrl(
  item: Pick<GalleryItem, 'shareHash' | 'publicThumbnailType' | 'twoD' | 'forceReloadParam'>,
  dpr: number,
  box: { readonly width: number; readonly height: number } = TILE_BOX,
): string {
  const query = new URLSearchParams({
    width: String(box.width),
    height: String(box.height),
    dpr: String(dpr),
    type: thumbnailKind(item),
    format: 'webp',
    reloadParam: item.forceReloadParam,
  });
  return `${previewPath(item.shareHash)}?${query.toString()}`;
}
