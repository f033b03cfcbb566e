// A file's preview picture for the library (spec part 1 §7, §9; issue 5 §5): tiles show the 3D
// preview at the tile size, the list a small thumbnail. The server renders one picture per
// responsive size and device pixel ratio, so `srcSet` offers 1×–3× and the browser picks; pictures
// load lazily as they scroll into view. A picture that fails shows the broken-image icon (§8).
import {
  PREVIEW_MAX_DPR,
  THUMBNAIL_SIZE_PX,
  TILE_ASPECT_RATIO,
  TILE_SIZE_PX,
  previewPath,
  type FileItem,
  type PreviewKind,
} from '@asperity/contract';
import BrokenImageOutlined from '@mui/icons-material/BrokenImageOutlined';
import { Box } from '@mui/material';
import { useState } from 'react';

export type FilePreviewSize = 'tile' | 'thumbnail';

const boxes: Record<FilePreviewSize, { width: number; height: number }> = {
  tile: {
    width: TILE_SIZE_PX,
    height: Math.round((TILE_SIZE_PX * TILE_ASPECT_RATIO.height) / TILE_ASPECT_RATIO.width),
  },
  thumbnail: { width: THUMBNAIL_SIZE_PX, height: THUMBNAIL_SIZE_PX },
};

/** The preview URL of a file at a size, type and device pixel ratio. */
export function previewUrl(file: FileItem, size: FilePreviewSize, type: PreviewKind, dpr: number): string {
  const { width, height } = boxes[size];
  const query = new URLSearchParams({
    width: String(width),
    height: String(height),
    dpr: String(dpr),
    type,
    format: 'webp',
    // A changed file gets a new URL, so no cached picture of its old content shows.
    reloadParam: file.modifiedAt,
  });
  return `${previewPath(file.guid)}?${query.toString()}`;
}

export interface FilePreviewProps {
  readonly file: FileItem;
  readonly size: FilePreviewSize;
  readonly type?: PreviewKind;
  /** CSS size of the element; the picture keeps its aspect ratio inside it. */
  readonly width?: number | string;
  readonly height?: number | string;
}

export function FilePreview({ file, size, type = '3d', width = '100%', height = '100%' }: FilePreviewProps) {
  const [broken, setBroken] = useState(false);
  if (broken) {
    return (
      <Box
        data-testid="file-preview-broken"
        sx={{ width, height, display: 'flex', alignItems: 'center', justifyContent: 'center' }}
      >
        <BrokenImageOutlined
          titleAccess={file.name}
          color="disabled"
          fontSize={size === 'tile' ? 'large' : 'small'}
        />
      </Box>
    );
  }
  const ratios = Array.from({ length: PREVIEW_MAX_DPR }, (_, k) => k + 1);
  return (
    <Box
      component="img"
      data-testid="file-preview"
      src={previewUrl(file, size, type, 1)}
      srcSet={ratios.map((dpr) => `${previewUrl(file, size, type, dpr)} ${dpr}x`).join(', ')}
      alt={file.name}
      loading="lazy"
      decoding="async"
      draggable={false}
      onError={() => setBroken(true)}
      sx={{ width, height, objectFit: 'contain', display: 'block' }}
    />
  );
}
