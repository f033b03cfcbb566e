// `asperity info FILE [--json]`: what the importer makes of an instrument file — format, channels,
// grid, units, valid points, Sq and the import warnings. The JSON form is what scripts and the
// reader tests compare against peer tools (MANIFEST.md §4 values are Sq of the valid points).
import {
  summarizeSurfaceFile,
  type ChannelSummary,
  type ImportWarning,
  type SurfaceFile,
} from '@asperity/core';
import type { CliIo } from '../io.ts';
import type { CliCommand } from './command.ts';
import { fail, readInputFile } from './read-input.ts';

export interface ChannelInfo extends Omit<ChannelSummary, 'warnings'> {
  /** "code: message" lines. */
  warnings: string[];
}

export interface FileInfo {
  format: string;
  channels: ChannelInfo[];
  /** Warnings about the file as a whole (not tied to a channel). */
  warnings: string[];
}

const message = (w: ImportWarning): string => `${w.code}: ${w.message}`;

/** The core's summary with warnings as "code: message" lines, the JSON shape issue 3 §6 specifies. */
export function fileInfo(file: SurfaceFile): FileInfo {
  const summary = summarizeSurfaceFile(file);
  return {
    format: summary.format,
    channels: summary.channels.map((c) => ({ ...c, warnings: c.warnings.map(message) })),
    warnings: summary.warnings.map(message),
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
