// The file name of a download (spec part 3 §7 "A generic file download reads the file name from the
// Content-Disposition header, falling back to the last path segment"): RFC 6266 with the RFC 8187
// `filename*` (UTF-8, percent-encoded) preferred over the plain `filename`.

/** `filename*=UTF-8''…` decoded; undefined when absent or not decodable. */
function extendedName(header: string): string | undefined {
  const match = /(?:^|;)\s*filename\*\s*=\s*([^;]+)/i.exec(header);
  const value = match?.[1]?.trim();
  if (!value) return undefined;
  const parts = /^([^']*)'[^']*'(.*)$/.exec(value);
  if (!parts) return undefined;
  const charset = (parts[1] ?? '').toLowerCase();
  const encoded = (parts[2] ?? '').replace(/^"|"$/g, '');
  try {
    if (charset === 'utf-8') return decodeURIComponent(encoded);
    // ISO-8859-1: each %XX is one character.
    if (charset === 'iso-8859-1')
      return encoded.replace(/%([0-9a-f]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  } catch {
    return undefined;
  }
  return undefined;
}

/** `filename="…"` (with \" escapes) or `filename=token`. */
function plainName(header: string): string | undefined {
  const quoted = /(?:^|;)\s*filename\s*=\s*"((?:[^"\\]|\\.)*)"/i.exec(header);
  if (quoted) return (quoted[1] ?? '').replace(/\\(.)/g, '$1');
  const token = /(?:^|;)\s*filename\s*=\s*([^";\s][^;]*)/i.exec(header);
  return token?.[1]?.trim();
}

/** Only the last segment of a name: a header naming "../x" must not pick a directory. */
const baseName = (name: string): string => name.split(/[\\/]/).pop() ?? '';

/** The file name a Content-Disposition header gives, if any. */
export function fileNameFromDisposition(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  const name = baseName(extendedName(header) ?? plainName(header) ?? '');
  return name === '' ? undefined : name;
}

/** The last path segment of a URL, decoded ('' for none). */
export function lastPathSegment(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '';
  const segment =
    path
      .split('/')
      .filter((s) => s !== '')
      .pop() ?? '';
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The download's name: from the header, else the URL's last segment, else "download". */
export function downloadName(header: string | null | undefined, url: string): string {
  return fileNameFromDisposition(header) ?? (lastPathSegment(url) || 'download');
}
