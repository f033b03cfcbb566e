// What "a reader returned a valid SurfaceFile" means, checked field by field (DESIGN.md §3). Used by
// the invariant and fuzz tests, which hand readers every real file and thousands of broken ones: the
// result must be valid or the call must throw a catalogue SurfaceError — nothing else.
import {
  importWarningCodes,
  isSurfaceError,
  surfaceErrorCodes,
  type ImportWarningCode,
} from '../src/index.ts';

const channelKinds: readonly string[] = ['height', 'image', 'other'];

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const isPositiveInteger = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) > 0;
const isPositiveFinite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v > 0;

function channelProblems(channel: unknown, label: string): string[] {
  if (!isRecord(channel)) return [`${label} is not an object`];
  const problems: string[] = [];
  if (typeof channel.name !== 'string') problems.push(`${label}.name is not a string`);
  if (typeof channel.kind !== 'string' || !channelKinds.includes(channel.kind))
    problems.push(`${label}.kind ${String(channel.kind)} is not height | image | other`);
  if (typeof channel.zUnit !== 'string') problems.push(`${label}.zUnit is not a string`);
  if (channel.kind === 'height' && channel.zUnit !== 'm')
    problems.push(`${label} is a height channel with zUnit '${String(channel.zUnit)}' instead of 'm'`);
  const s = channel.surface;
  if (!isRecord(s)) return [...problems, `${label}.surface is not an object`];
  if (!isPositiveInteger(s.nx)) problems.push(`${label}.nx ${String(s.nx)} is not a positive integer`);
  if (!isPositiveInteger(s.ny)) problems.push(`${label}.ny ${String(s.ny)} is not a positive integer`);
  if (!isPositiveFinite(s.dx)) problems.push(`${label}.dx ${String(s.dx)} is not finite > 0`);
  if (!isPositiveFinite(s.dy)) problems.push(`${label}.dy ${String(s.dy)} is not finite > 0`);
  if (typeof s.x0 !== 'number' || !Number.isFinite(s.x0)) problems.push(`${label}.x0 is not finite`);
  if (typeof s.y0 !== 'number' || !Number.isFinite(s.y0)) problems.push(`${label}.y0 is not finite`);
  if (!isRecord(s.meta)) problems.push(`${label}.meta is not an object`);
  if (!(s.z instanceof Float64Array)) {
    problems.push(`${label}.z is not a Float64Array`);
  } else {
    if (isPositiveInteger(s.nx) && isPositiveInteger(s.ny) && s.z.length !== s.nx * s.ny)
      problems.push(`${label}.z has ${s.z.length} values for ${s.nx} × ${s.ny} points`);
    for (let i = 0; i < s.z.length; i++) {
      const v = s.z[i] as number;
      if (v === Infinity || v === -Infinity) {
        problems.push(`${label}.z[${i}] is ${v} (invalid points must be NaN)`);
        break;
      }
    }
  }
  if (channel.kind === 'image' || channel.image !== undefined) {
    const image = channel.image;
    if (!isRecord(image)) {
      problems.push(`${label} is an image channel without an image`);
    } else if (!isPositiveInteger(image.width) || !isPositiveInteger(image.height)) {
      problems.push(`${label}.image is ${String(image.width)} × ${String(image.height)}`);
    } else if (!(image.rgba instanceof Uint8Array) || image.rgba.length !== image.width * image.height * 4) {
      problems.push(`${label}.image.rgba is not a Uint8Array of width × height × 4 bytes`);
    }
  }
  return problems;
}

/** Every way `file` departs from a valid SurfaceFile; empty when it is valid. */
export function surfaceFileProblems(file: unknown): string[] {
  if (!isRecord(file)) return ['the result is not an object'];
  const problems: string[] = [];
  if (typeof file.format !== 'string' || file.format === '')
    problems.push('format is not a non-empty string');
  if (!Array.isArray(file.channels) || file.channels.length === 0) {
    problems.push('there is no channel');
  } else {
    file.channels.forEach((c: unknown, k: number) => problems.push(...channelProblems(c, `channel ${k}`)));
  }
  if (!Array.isArray(file.warnings)) {
    problems.push('warnings is not an array');
  } else {
    for (const w of file.warnings as unknown[]) {
      if (
        !isRecord(w) ||
        !importWarningCodes.includes(w.code as ImportWarningCode) ||
        typeof w.message !== 'string'
      )
        problems.push(`warning ${JSON.stringify(w)} has no catalogue code or message`);
    }
  }
  if (!isRecord(file.metadata) || Object.values(file.metadata).some((v) => typeof v !== 'string'))
    problems.push('metadata is not a record of strings');
  return problems;
}

/** Throws, naming every problem and the context (format, file, mutation), unless `file` is valid. */
export function assertValidSurfaceFile(file: unknown, context = ''): void {
  const problems = surfaceFileProblems(file);
  if (problems.length > 0)
    throw new Error(`${context ? `${context}: ` : ''}invalid SurfaceFile: ${problems.join('; ')}`);
}

/** Why `error` is not an acceptable failure (a SurfaceError with a catalogue code), or undefined if it is. */
export function unacceptableError(error: unknown): string | undefined {
  if (!isSurfaceError(error)) {
    const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    return `threw a non-SurfaceError (${detail})`;
  }
  if (!(surfaceErrorCodes as readonly string[]).includes(error.code))
    return `threw unknown code ${error.code}`;
  if (typeof error.reason !== 'string' || error.reason === '') return `threw ${error.code} without a reason`;
  return undefined;
}

/** Total points of a file (Σ nx·ny over its channels), for allocation bounds. */
export function totalPoints(file: { channels: readonly { surface: { nx: number; ny: number } }[] }): number {
  return file.channels.reduce((sum, c) => sum + c.surface.nx * c.surface.ny, 0);
}
