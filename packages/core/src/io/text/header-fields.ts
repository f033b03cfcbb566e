// Key/value lines of text export headers: Gwyddion's ASCII export ("# Width: 5.000 µm", translated
// as "# Breite:", "# Höhe:" … — gwyddion modules/file/asciiexport.c writes the translated labels),
// "key=value" headers (matrix-2.txt: "h=650 w=650", "pixel size=3.69862e-007 m",
// "height conversion factor (-> m)=6.30079e-008") and "key: value" comments in general.
import { metresPerLengthUnit } from '../../units/length-units.ts';

/** Header fields with lower-case keys, in file order (first occurrence wins on lookup). */
export type HeaderFields = ReadonlyMap<string, string>;

/** Parses header lines into fields; lines without a separator are ignored. */
export function parseHeaderFields(lines: readonly string[]): HeaderFields {
  const fields = new Map<string, string>();
  const put = (key: string, value: string): void => {
    const k = key.trim().toLowerCase();
    if (k !== '' && !fields.has(k)) fields.set(k, value.trim());
  };
  for (const raw of lines) {
    const line = raw.replace(/^[#%!;]+/, '').trim();
    // Several short "k=v" pairs on one line ("h=650 w=650").
    if (line.length < 200 && /^(?:\w+\s*=\s*\S+\s*){2,}$/.test(line)) {
      for (const pair of line.matchAll(/(\w+)\s*=\s*(\S+)/g)) put(pair[1] ?? '', pair[2] ?? '');
      continue;
    }
    const colon = line.indexOf(':');
    const equals = line.indexOf('=');
    const cut = colon < 0 ? equals : equals < 0 ? colon : Math.min(colon, equals);
    if (cut > 0) put(line.slice(0, cut), line.slice(cut + 1));
  }
  return fields;
}

/** The first field present under any of the names. */
export function fieldOf(fields: HeaderFields, names: readonly string[]): string | undefined {
  for (const name of names) {
    const value = fields.get(name);
    if (value !== undefined) return value;
  }
  return undefined;
}

/** "12.34 µm" → 1.234e-5 (metres); undefined when the number or the length unit is missing. */
export function parseLength(value: string): number | undefined {
  // A decimal comma (localised Gwyddion: "Breite: 5,000 µm") when the number has no point.
  const text =
    /^[+-]?\d+,\d+/.test(value.trim()) && !/^[^\s]*\./.test(value.trim())
      ? value.trim().replace(',', '.')
      : value.trim();
  const match = /^([+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?)\s*(.*)$/.exec(text);
  if (!match) return undefined;
  const scale = metresPerLengthUnit(match[2] ?? '');
  const number = Number(match[1]);
  return scale === undefined || !Number.isFinite(number) ? undefined : number * scale;
}

/** Header fields as SurfaceFile metadata (lower-case keys, first occurrence). */
export function headerMetadata(lines: readonly string[]): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [key, value] of parseHeaderFields(lines)) metadata[key] = value;
  return metadata;
}
