// Slugs of shared-image links, /s/:shareHash/:slug (spec part 1 §2, part 2 §2, part 3 §2): the
// title lowercased and trimmed, whitespace turned into dashes, punctuation removed, repeated dashes
// collapsed. The slug is decoration (the share hash identifies the image), so it only has to be
// stable and URL-friendly; server (sitemaps, redirects) and web (links) must produce the same one.

/**
 * Decisions beyond the spec's four steps, each to keep the result usable in a URL:
 * - letters, marks and digits of every script are kept (a Japanese title keeps its words);
 * - symbols (`+`, `©`, emoji) are removed with the punctuation, hyphens inside words are kept;
 * - dashes at either end are dropped, so "(Draft) – ring" gives "draft-ring", not "-draft-ring".
 */
export function slugify(title: string): string {
  return title
    .normalize('NFC')
    .toLowerCase()
    .trim()
    .replace(/\s+/gu, '-')
    .replace(/[^\p{L}\p{M}\p{N}-]/gu, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '');
}
