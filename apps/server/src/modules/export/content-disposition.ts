// The Content-Disposition of every download (RFC 6266 with RFC 8187 for the UTF-8 name): the
// browser saves the answer under `filename*` (any language's characters, percent-encoded), older
// clients under the ASCII `filename` fallback, in which anything outside printable ASCII, quotes
// and backslashes become '_'.

/** RFC 8187 attr-char: what may stand unencoded in `filename*`. */
const ATTR_CHAR = /[A-Za-z0-9!#$&+.^_`|~-]/;

function encodeExtValue(value: string): string {
  let out = '';
  for (const byte of new TextEncoder().encode(value)) {
    const char = String.fromCharCode(byte);
    out +=
      byte < 0x80 && ATTR_CHAR.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** `attachment; filename="…"; filename*=UTF-8''…` for a file name (no directory part). */
export function attachmentDisposition(fileName: string): string {
  const clean = fileName.replace(/[\r\n\\/]+/g, '_') || 'download';
  const ascii = clean.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeExtValue(clean)}`;
}
