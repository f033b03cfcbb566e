// A text export split into its header lines and its numeric data block: the common ground of text
// matrices, x/y/z point lists and x/z profiles. The data block is the first run of lines that hold
// the same number of numbers; a lone numeric line with another count before it (a point count such
// as the "23" of xy-2.txt) is header. After the block only blank or comment lines may follow: a
// ragged row is an error, never silently padded.
import { SurfaceError } from '../../surface/surface-error.ts';
import { MAX_POINTS, MAX_SIDE } from '../limits.ts';

export interface NumericTable {
  /** Trimmed non-blank lines before the data block. */
  readonly headerLines: readonly string[];
  /** Values per data row. */
  readonly columns: number;
  readonly rows: number;
  /** rows × columns values, row-major; NaN where the file writes NaN/NA/inf/empty. */
  readonly values: Float64Array;
}

const NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;
const INVALID_TOKENS = new Set([
  'nan',
  '-nan',
  '+nan',
  'na',
  'n/a',
  'inf',
  '-inf',
  '+inf',
  'infinity',
  '-infinity',
  '',
]);

/** 'space,' is whitespace-separated with decimal commas (Gwyddion's export in a German locale). */
type Separator = ';' | ',' | 'space' | 'space,';

/** Longest line accepted: a row of MAX_SIDE values of 40 characters each. */
const MAX_LINE_CHARS = MAX_SIDE * 40;

/** Parses one token; undefined when it is not a number (nor a recognised invalid marker). */
function parseToken(token: string, decimalComma: boolean): number | undefined {
  const t = decimalComma ? token.replace(',', '.') : token;
  if (NUMBER.test(t)) return Number(t);
  if (INVALID_TOKENS.has(t.toLowerCase())) return NaN;
  return undefined;
}

function splitLine(line: string, separator: Separator): string[] {
  const tokens =
    separator === 'space' || separator === 'space,'
      ? line.split(/\s+/)
      : line.split(separator).map((t) => t.trim());
  // Exporters end rows with a separator ("0.0,-0.00933,,"): trailing empty fields are not values.
  while (tokens.length > 1 && tokens[tokens.length - 1] === '') tokens.pop();
  return tokens;
}

/** The numbers of a line, or undefined when it is not a purely numeric line. */
function numbersOf(line: string, separator: Separator): number[] | undefined {
  if (line.length > MAX_LINE_CHARS) {
    throw new SurfaceError(
      'image-length-exceeded',
      `a text line of ${line.length} characters is longer than any row`,
    );
  }
  const tokens = splitLine(line, separator);
  if (tokens.length === 0) return undefined;
  const out: number[] = [];
  for (const token of tokens) {
    const v = parseToken(token, separator === ';' || separator === 'space,');
    if (v === undefined) return undefined;
    out.push(v);
  }
  return out;
}

const DECIMAL_COMMA_NUMBER = /^[+-]?(?:\d+,?\d*|,\d+)(?:[eE][+-]?\d+)?$/;

function separatorOf(line: string): Separator {
  if (line.includes(';')) return ';';
  if (!line.includes(',')) return 'space';
  // "1,5\t2,25": every whitespace-separated token is a number with a decimal comma.
  const words = line.split(/\s+/);
  if (
    words.length > 1 &&
    words.every((w) => DECIMAL_COMMA_NUMBER.test(w) || INVALID_TOKENS.has(w.toLowerCase()))
  ) {
    return 'space,';
  }
  return ',';
}

const isComment = (line: string): boolean => /^[#%!]/.test(line);

/** Splits a text export; SurfaceError('unsupported-image-type') when it holds no numeric block. */
export function parseNumericTable(text: string): NumericTable {
  const lines = text.split(/\r\n|\r|\n/);
  const headerLines: string[] = [];
  let i = 0;
  let separator: Separator = 'space';
  let first: number[] | undefined;
  // Find the first numeric line that the next non-blank line confirms (same count) or that is last.
  for (; i < lines.length; i++) {
    const line = (lines[i] as string).trim();
    if (line === '') continue;
    const sep = separatorOf(line);
    const numbers = isComment(line) ? undefined : numbersOf(line, sep);
    if (numbers !== undefined) {
      let next = i + 1;
      while (next < lines.length && (lines[next] as string).trim() === '') next++;
      const nextLine = next < lines.length ? (lines[next] as string).trim() : undefined;
      const nextNumbers = nextLine === undefined ? undefined : numbersOf(nextLine, sep);
      if (nextLine === undefined || nextNumbers?.length === numbers.length) {
        separator = sep;
        first = numbers;
        break;
      }
    }
    headerLines.push(line);
  }
  if (first === undefined) {
    throw new SurfaceError('unsupported-image-type', 'no block of numeric data found in the text');
  }
  const columns = first.length;
  let values = new Float64Array(Math.max(1024, columns * 16));
  let count = 0;
  const append = (numbers: readonly number[]): void => {
    if (count + numbers.length > MAX_POINTS) {
      throw new SurfaceError('image-length-exceeded', `more than ${MAX_POINTS} values in the text`);
    }
    if (count + numbers.length > values.length) {
      const grown = new Float64Array(Math.max(values.length * 2, count + numbers.length));
      grown.set(values.subarray(0, count));
      values = grown;
    }
    for (const v of numbers) values[count++] = v;
  };
  append(first);
  for (i++; i < lines.length; i++) {
    const line = (lines[i] as string).trim();
    // Blank lines separate scan lines in gnuplot-style exports; comments may annotate the data.
    if (line === '' || isComment(line)) continue;
    const numbers = numbersOf(line, separator);
    if (numbers === undefined) {
      throw new SurfaceError('corrupt-file', `line ${i + 1}: unexpected text after the numeric data`);
    }
    if (numbers.length !== columns) {
      throw new SurfaceError(
        'corrupt-file',
        `line ${i + 1}: ${numbers.length} values where the data has ${columns} columns`,
      );
    }
    append(numbers);
    if (count > MAX_POINTS) {
      throw new SurfaceError('image-length-exceeded', `more than ${MAX_POINTS} values in the text`);
    }
  }
  return { headerLines, columns, rows: count / columns, values: values.slice(0, count) };
}
