// The text header of a Bruker/Veeco NanoScope file: lines "\Key: value" grouped in sections
// "\*Name", ending with "\*File list end". Values of type V carry a soft scale name, a hard scale
// per LSB and a hard value: "\@2:Z scale: V [Sens. Zsens] (0.0050354 V/LSB) 2.910461 V".
// Format description: Gwyddion module documentation for nanoscope.c and the NanoScope user
// manual's "File format" appendix (header key/value syntax, Ciao image list, soft/hard scales).
import { SurfaceError } from '../../surface/surface-error.ts';

export interface NanoscopeSection {
  readonly name: string;
  /** Keys as written, without the leading backslash, in file order. */
  readonly entries: ReadonlyArray<readonly [string, string]>;
  /** Lower-cased keys → value (first occurrence), for lookups that tolerate "Scan size"/"Scan Size". */
  readonly byKey: ReadonlyMap<string, string>;
}

export interface NanoscopeHeader {
  readonly sections: readonly NanoscopeSection[];
  /** Bytes up to and including the "\*File list end" line. */
  readonly length: number;
}

/** A number with the unit text written after it ("2.910461 V", "20.82646 nm/V"). */
export interface ValueWithUnit {
  readonly value: number;
  readonly unit: string;
}

/** A parsed "V"-type value: `V [soft scale] (hard scale unit/LSB) hard value unit`. */
export interface ScaledValue {
  readonly softScale?: string;
  readonly hardScale?: ValueWithUnit;
  readonly hardValue?: ValueWithUnit;
}

const END_MARKER = '\\*File list end';
/** No NanoScope header is longer than this; the end marker must appear before it. */
const MAX_HEADER_BYTES = 4 * 1024 * 1024;

/** Latin-1 text of `bytes[0, end)`; NanoScope headers are 8-bit (the degree sign is 0xBA). */
function latin1(bytes: Uint8Array, end: number): string {
  const parts: string[] = [];
  const chunk = 8192;
  for (let start = 0; start < end; start += chunk) {
    const piece = bytes.subarray(start, Math.min(end, start + chunk));
    parts.push(String.fromCharCode(...piece));
  }
  return parts.join('');
}

export function parseNanoscopeHeader(bytes: Uint8Array): NanoscopeHeader {
  const text = latin1(bytes, Math.min(bytes.length, MAX_HEADER_BYTES));
  const endAt = text.indexOf(END_MARKER);
  if (endAt < 0) {
    throw new SurfaceError('corrupt-file', 'NanoScope header: no "\\*File list end" line (file truncated?)');
  }
  const sections: { name: string; entries: [string, string][] }[] = [];
  for (const rawLine of text.slice(0, endAt).split(/\r?\n|\r/)) {
    // A \x1a (Ctrl-Z) pads the header after the end marker in some versions; never inside it.
    const line = rawLine.trim();
    if (line.startsWith('\\*')) {
      sections.push({ name: line.slice(2).trim(), entries: [] });
      continue;
    }
    if (!line.startsWith('\\')) continue;
    const body = line.slice(1);
    const colon = body.indexOf(': ');
    const [key, value] =
      colon >= 0
        ? [body.slice(0, colon).trim(), body.slice(colon + 2).trim()]
        : body.endsWith(':')
          ? [body.slice(0, -1).trim(), '']
          : [body.trim(), ''];
    const current = sections[sections.length - 1];
    if (current) current.entries.push([key, value]);
  }
  const endOfLine = text.indexOf('\n', endAt);
  return {
    sections: sections.map(({ name, entries }) => {
      const byKey = new Map<string, string>();
      for (const [key, value] of entries) {
        const lower = key.toLowerCase();
        if (!byKey.has(lower)) byKey.set(lower, value);
      }
      return { name, entries, byKey };
    }),
    length: endOfLine < 0 ? text.length : endOfLine + 1,
  };
}

/** "2.910461 V" → { value: 2.910461, unit: 'V' }; undefined unless it starts with a finite number. */
export function parseValueWithUnit(text: string): ValueWithUnit | undefined {
  const match = /^\s*([-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?)\s*(.*?)\s*$/.exec(text);
  if (!match) return undefined;
  const value = Number(match[1]);
  return Number.isFinite(value) ? { value, unit: match[2] ?? '' } : undefined;
}

/** Parses "V [soft] (hard/LSB) value unit" and the shorter "V value unit" of sensitivities. */
export function parseScaledValue(text: string): ScaledValue {
  const match = /^\s*[A-Z]?\s*(?:\[([^\]]*)\])?\s*(?:\(([^)]*)\))?\s*(.*)$/.exec(text);
  if (!match) return {};
  const softScale = match[1]?.trim();
  const hardScaleText = match[2];
  const hardScale = hardScaleText
    ? parseValueWithUnit(hardScaleText.replace(/\/\s*LSB\s*$/i, ''))
    : undefined;
  const hardValue = parseValueWithUnit(match[3] ?? '');
  return {
    ...(softScale ? { softScale } : {}),
    ...(hardScale ? { hardScale } : {}),
    ...(hardValue ? { hardValue } : {}),
  };
}

/** An S-type value `S [Height] "Height"`: the bracket tag and the quoted label (or a bare value). */
export function parseStringValue(text: string): { readonly tag?: string; readonly label?: string } {
  const tag = /\[([^\]]*)\]/.exec(text)?.[1]?.trim();
  // Files before v5 write the value bare ("\Image data: Height"): that text is the label.
  const label = /"([^"]*)"/.exec(text)?.[1]?.trim() ?? (/^[^[\]"]+$/.test(text) ? text.trim() : undefined);
  return { ...(tag ? { tag } : {}), ...(label ? { label } : {}) };
}
