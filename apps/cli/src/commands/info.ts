// `asperity info FILE [--json]`: what the importer makes of an instrument file — format, channels,
// grid, units, valid points, Sq and the import warnings. The JSON form is what scripts and the
// reader tests compare against peer tools (MANIFEST.md §4 values are Sq of the valid points).
import { rmsAboutMean, type Channel, type SurfaceFile } from '@asperity/core';
import type { CliIo } from '../io.ts';
import type { CliCommand } from './command.ts';
import { fail, readInputFile } from './read-input.ts';

export interface ChannelInfo {
  name: string;
  kind: Channel['kind'];
  nx: number;
  ny: number;
  /** Metres per pixel. */
  dx: number;
  dy: number;
  zUnit: string;
  validPoints: number;
  /** RMS about the mean of the valid points, in zUnit (null when no point is valid). */
  Sq: number | null;
  warnings: string[];
}

export interface FileInfo {
  format: string;
  channels: ChannelInfo[];
  /** Warnings about the file as a whole (not tied to a channel). */
  warnings: string[];
}

function countValid(z: Float64Array): number {
  let n = 0;
  for (let i = 0; i < z.length; i++) if (Number.isFinite(z[i])) n++;
  return n;
}

export function fileInfo(file: SurfaceFile): FileInfo {
  const message = (w: SurfaceFile['warnings'][number]): string => `${w.code}: ${w.message}`;
  return {
    format: file.format,
    channels: file.channels.map((c) => {
      const sq = rmsAboutMean(c.surface.z);
      return {
        name: c.name,
        kind: c.kind,
        nx: c.surface.nx,
        ny: c.surface.ny,
        dx: c.surface.dx,
        dy: c.surface.dy,
        zUnit: c.zUnit,
        validPoints: countValid(c.surface.z),
        Sq: Number.isFinite(sq) ? sq : null,
        warnings: file.warnings.filter((w) => w.channel === c.name).map(message),
      };
    }),
    warnings: file.warnings
      .filter((w) => w.channel === undefined || !file.channels.some((c) => c.name === w.channel))
      .map(message),
  };
}

const g = (v: number | null): string => (v === null ? '–' : Number(v.toPrecision(6)).toString());

function printTable(info: FileInfo, path: string, io: CliIo): void {
  const header = ['#', 'channel', 'kind', 'nx × ny', 'dx × dy (m)', 'z unit', 'valid', 'Sq'];
  const rows = info.channels.map((c, k) => [
    String(k),
    c.name || '(unnamed)',
    c.kind,
    `${c.nx} × ${c.ny}`,
    `${g(c.dx)} × ${g(c.dy)}`,
    c.zUnit || '–',
    String(c.validPoints),
    c.Sq === null ? '–' : `${g(c.Sq)} ${c.zUnit}`.trim(),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] as string).length)));
  const line = (cells: string[]): string =>
    cells
      .map((cell, i) => cell.padEnd(widths[i] as number))
      .join('  ')
      .trimEnd();
  io.stdout(`${path}: format ${info.format}, ${info.channels.length} channel(s)\n`);
  io.stdout(`${line(header)}\n${rows.map(line).join('\n')}\n`);
  const warnings = [
    ...info.warnings,
    ...info.channels.flatMap((c) => c.warnings.map((w) => `${c.name}: ${w}`)),
  ];
  for (const w of warnings) io.stdout(`warning: ${w}\n`);
}

export const infoCommand: CliCommand = {
  name: 'info',
  register: (program, io) => {
    program
      .command('info')
      .description('read an instrument file and print its format, channels, sizes (m), valid points and Sq')
      .argument('<file>', 'instrument file (any supported format)')
      .option(
        '--json',
        'print JSON: { format, channels: [{ name, kind, nx, ny, dx, dy, zUnit, validPoints, Sq, warnings }] }',
      )
      .action(async (path: string, options: { json?: boolean }) => {
        const json = options.json === true;
        let info: FileInfo;
        try {
          info = fileInfo(await readInputFile(path));
        } catch (error) {
          fail(io, json, error);
        }
        if (json) io.stdout(JSON.stringify(info, null, 2) + '\n');
        else printTable(info, path, io);
      });
  },
};
