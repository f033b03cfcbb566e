// The library name of an uploaded file (spec part 1 §5 "Names of files and folders", issue 16 §4).
// The browser's file name is a suggestion from the client: instead of refusing an upload over its
// name, it is made acceptable — directory parts dropped, bidirectional controls removed (they make a
// name read differently from what it is), forbidden and control characters replaced by "_", reserved
// device names prefixed, overlong names shortened keeping the extension, and an empty result named
// "upload". Renames (PATCH) are validated strictly instead (imageNameSchema).
import { BIDI_CONTROL_CHARACTERS, ITEM_NAME_MAX_LENGTH, isAllowedItemName } from '@asperity/contract';

const FORBIDDEN = /[<>:"/\\|?*\p{Cc}]/gu;
const RESERVED_DEVICE_NAME = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])(\..*)?$/i;
/** Longer "extensions" are just part of the name. */
const MAX_EXTENSION_LENGTH = 16;
const FALLBACK = 'upload';

export function uploadFileName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  let name = base.normalize('NFC').replace(BIDI_CONTROL_CHARACTERS, '').replace(FORBIDDEN, '_').trim();
  if (RESERVED_DEVICE_NAME.test(name)) name = `_${name}`;
  if (name === '' || /^\.+$/.test(name)) name = FALLBACK;
  if (name.length > ITEM_NAME_MAX_LENGTH) name = shorten(name);
  // The rules above are those of isAllowedItemName; a name still refused means they drifted apart.
  return isAllowedItemName(name) ? name : FALLBACK;
}

/** Cuts the stem so the name fits, keeping a short extension; never splits a surrogate pair. */
function shorten(name: string): string {
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 && name.length - dot <= MAX_EXTENSION_LENGTH + 1 ? name.slice(dot) : '';
  const stem = [...name.slice(0, name.length - extension.length)];
  let kept = '';
  for (const char of stem) {
    if (kept.length + char.length + extension.length > ITEM_NAME_MAX_LENGTH) break;
    kept += char;
  }
  return `${kept.trimEnd()}${extension}`;
}
