// Names of library items (spec part 1 §5 "must not already exist in the folder"): compared without
// regard to case, as the file systems the names end up on when exported (Windows, macOS) do.

/** What two names are compared by: NFC-normalised, lower case. */
export const nameKey = (name: string): string => name.normalize('NFC').toLowerCase();

/**
 * `name`, or `name (2)`, `name (3)`, … (before a file's extension) — the first whose key is not in
 * `taken`. Copies get a free name rather than failing, so "copy here" always works.
 */
export function freeName(name: string, taken: ReadonlySet<string>, kind: 'file' | 'folder'): string {
  if (!taken.has(nameKey(name))) return name;
  const dot = kind === 'file' ? name.lastIndexOf('.') : -1;
  const stem = dot > 0 ? name.slice(0, dot) : name;
  const extension = dot > 0 ? name.slice(dot) : '';
  for (let n = 2; ; n++) {
    const candidate = `${stem} (${n})${extension}`;
    if (!taken.has(nameKey(candidate))) return candidate;
  }
}
