// The addresses of shared content (spec part 1 §2, part 2 §2, part 3 §2): /s/{hash}/{slug} for a
// 3D image, /2d-s/{hash}/{slug} for a 2D picture, /embed/{hash} for the embeddable viewer (and its
// lite autostart variant) and /shared-folder/{folderGuid}?token=… for a folder. The slug is
// decoration derived from the title (contract slugify); the hash alone identifies the file.
import { EMBED_HEIGHT_PX, EMBED_WIDTH_PX, embedPath, sharedFilePath, slugify } from '@asperity/contract';

export { sharedFolderPath } from '@asperity/contract';

/** `/s/{hash}/{slug}` (or `/2d-s/…`) for a title; without a slug when the title gives none. */
export function sharedFilePathFor(shareHash: string, title: string, twoD = false): string {
  return sharedFilePath(shareHash, slugify(title), twoD);
}

export interface EmbedOptions {
  /** The lite autostart variant: autostart=1, transparent=1, lite=1. */
  readonly lite?: boolean;
}

export function embedSrc(shareHash: string, options: EmbedOptions = {}): string {
  const path = embedPath(shareHash);
  return options.lite ? `${path}?autostart=1&transparent=1&lite=1` : path;
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The iframe snippet the share dialog offers (640×360, the spec's embed frame). */
export function embedSnippet(
  origin: string,
  shareHash: string,
  title: string,
  options: EmbedOptions = {},
): string {
  const src = `${origin}${embedSrc(shareHash, options)}`;
  return (
    `<iframe src="${escapeAttribute(src)}" width="${EMBED_WIDTH_PX}" height="${EMBED_HEIGHT_PX}" ` +
    `title="${escapeAttribute(title)}" style="border:0" allow="fullscreen" loading="lazy"></iframe>`
  );
}
