// The preview picture of shared content (spec part 1 §7 GET /api/file/preview/{fileGuid or
// shareHash}): by share hash, or by file guid with the folder's token.
import { PREVIEW_MAX_DPR, previewPath, type PreviewKind } from '@asperity/contract';
import type { ShareAccess } from './shareAccess.ts';

export interface PreviewBox {
  readonly width: number;
  readonly height: number;
}

export function sharedPreviewUrl(
  access: ShareAccess,
  box: PreviewBox,
  type: PreviewKind,
  dpr: number,
  reloadParam?: string,
): string {
  const query = new URLSearchParams({
    width: String(box.width),
    height: String(box.height),
    dpr: String(Math.min(PREVIEW_MAX_DPR, Math.max(1, Math.round(dpr)))),
    type,
    format: 'webp',
  });
  if (reloadParam) query.set('reloadParam', reloadParam);
  if (access.kind === 'folder') query.set('token', access.token);
  const id = access.kind === 'link' ? access.shareHash : access.fileGuid;
  return `${previewPath(id)}?${query.toString()}`;
}
