// Link previews of shared files (issue 14 §7, beyond the spec): the oEmbed answer (https://oembed.com,
// type rich: the /embed iframe) and the Open Graph / Twitter card tags put into the /s/… page, so a
// pasted link unfurls with a title, a description and a picture in chat tools and wikis.
import {
  EMBED_HEIGHT_PX,
  EMBED_WIDTH_PX,
  SHARE_PATHS,
  embedPath,
  previewPath,
  sharedFilePath,
  type OEmbed,
} from '@asperity/contract';
import type { PublicCard } from './service.ts';

export const SITE_NAME = 'Asperity';
/** Card picture: the Open Graph recommended 1.91:1 size. */
const CARD_WIDTH = 1200;
const CARD_HEIGHT = 630;
const DESCRIPTION_MAX = 200;

/** /s/{hash}[/slug], /2d-s/{hash}[/slug] and /embed/{hash}: the share hash, or undefined. */
export function shareHashOfPath(path: string): string | undefined {
  return /^\/(?:s|2d-s|embed)\/([A-Za-z0-9_-]{16,128})(?:\/[^/]*)?\/?$/.exec(path)?.[1];
}

const escapeAttribute = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const shorten = (text: string): string => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= DESCRIPTION_MAX ? flat : `${flat.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…`;
};

/** The card picture: the file's preview, served through the same link (404 once it is removed). */
export function cardImageUrl(site: string, card: PublicCard, width: number, height: number): string {
  const type = card.twoD ? '2d' : '3d';
  return `${site}${previewPath(card.shareHash)}?width=${width}&height=${height}&type=${type}&format=jpeg`;
}

/** The oEmbed answer: the embeddable viewer in an iframe, 640×360 or smaller to fit maxwidth/maxheight. */
export function oembedOf(
  site: string,
  card: PublicCard,
  max: { readonly width?: number | undefined; readonly height?: number | undefined },
): OEmbed {
  const scale = Math.min(
    1,
    (max.width ?? Infinity) / EMBED_WIDTH_PX,
    (max.height ?? Infinity) / EMBED_HEIGHT_PX,
  );
  const width = Math.max(1, Math.floor(EMBED_WIDTH_PX * scale));
  const height = Math.max(1, Math.floor(EMBED_HEIGHT_PX * scale));
  const src = `${site}${embedPath(card.shareHash)}`;
  return {
    version: '1.0',
    type: 'rich',
    title: card.title,
    author_name: card.ownerName,
    author_url: `${site}/user/${encodeURIComponent(card.ownerName)}`,
    provider_name: SITE_NAME,
    provider_url: `${site}/`,
    html:
      `<iframe src="${escapeAttribute(src)}" width="${width}" height="${height}" ` +
      `title="${escapeAttribute(card.title)}" style="border:0" allow="fullscreen" allowfullscreen></iframe>`,
    width,
    height,
    thumbnail_url: cardImageUrl(site, card, EMBED_WIDTH_PX, EMBED_HEIGHT_PX),
    thumbnail_width: EMBED_WIDTH_PX,
    thumbnail_height: EMBED_HEIGHT_PX,
  };
}

/** The tags for the page's <head>: Open Graph, Twitter card and the oEmbed discovery link. */
export function cardHeadTags(site: string, card: PublicCard): string {
  const url = `${site}${sharedFilePath(card.shareHash, card.slug, card.twoD)}`;
  const description = shorten(card.descriptionText) || `${card.title}, shared by ${card.ownerName}`;
  const image = cardImageUrl(site, card, CARD_WIDTH, CARD_HEIGHT);
  const oembed = `${site}${SHARE_PATHS.oembed}?url=${encodeURIComponent(url)}&format=json`;
  const meta = (key: 'property' | 'name', name: string, content: string) =>
    `<meta ${key}="${name}" content="${escapeAttribute(content)}">`;
  return [
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:title', card.title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    meta('property', 'og:image:width', String(CARD_WIDTH)),
    meta('property', 'og:image:height', String(CARD_HEIGHT)),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', card.title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
    `<link rel="alternate" type="application/json+oembed" href="${escapeAttribute(oembed)}" title="${escapeAttribute(card.title)}">`,
  ].join('\n');
}

/** index.html with the card's title and tags (the page stays the same single-page app). */
export function withCard(html: string, site: string, card: PublicCard): string {
  const title = `<title>${escapeAttribute(card.title)} · ${SITE_NAME}</title>`;
  const titled = /<title>[^<]*<\/title>/i.test(html) ? html.replace(/<title>[^<]*<\/title>/i, title) : html;
  return titled.replace(/<\/head>/i, `${cardHeadTags(site, card)}\n</head>`);
}
