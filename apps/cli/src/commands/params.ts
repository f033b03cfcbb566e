// `asperity params FILE [--channel N] [--level none|plane] [--json]`: every areal parameter of one
// channel over the entire image, in SI base units (m, m², m³/m², 1/m², 1/m, rad) with ratios as
// fractions (Sdr 0.0049, not 0.49 %). --level plane subtracts the least-squares mean plane first.
import {
  arealParameters,
  DEFAULT_AREAL_PARAMETERS,
  evaluateArealParameters,
  isAnalysisError,
  type ArealParametersResult,
  type SurfaceFile,
} from '@asperity/core';
import { CliError } from '../cli-error.ts';
import type { CliIo } from '../io.ts';
import { integerInRange } from '../options.ts';
import type { CliCommand } from './command.ts';
import { fail, readInputFile } from './read-input.ts';
import { SI_UNIT_OF_KIND } from './si-units.ts';

export interface ParamsDocument {
  file: string;
  format: string;
  channel: { index: number; name: string; nx: number; ny: number; dx: number; dy: number; zUnit: string };
  level: 'none' | 'plane';
  validPoints: number;
  /** Parameter id → value in SI base units; null where the surface does not define it. */
  parameters: Record<string, number | null>;
  /** Parameter id → SI unit. */
  units: Record<string, string>;
}

function pickChannel(file: SurfaceFile, requested: number | undefined): number {
  if (requested !== undefined) {
    if (requested >= file.channels.length)
      throw new CliError(`channel ${requested} does not exist (the file has ${file.channels.length})`);
    return requested;
  }
  const height = file.channels.findIndex((c) => c.kind === 'height');
  return height >= 0 ? height : 0;
}

export function paramsDocument(
  path: string,
  file: SurfaceFile,
  channelIndex: number,
  level: 'none' | 'plane',
): ParamsDocument {
  const channel = file.channels[channelIndex];
  if (!channel) throw new CliError(`the file has no channel ${channelIndex}`);
  const s = channel.surface;
  const result: ArealParametersResult = evaluateArealParameters(s, { ...DEFAULT_AREAL_PARAMETERS, level });
  const values = new Map<string, number>();
  for (const category of result.categories)
    for (const statistic of category.statistics) values.set(statistic.id, statistic.value);
  const parameters: Record<string, number | null> = {};
  const units: Record<string, string> = {};
  for (const p of arealParameters) {
    const v = values.get(p.id) ?? NaN;
    parameters[p.id] = Number.isFinite(v) ? v : null;
    units[p.id] = SI_UNIT_OF_KIND[p.kind];
  }
  return {
    file: path,
    format: file.format,
    channel: {
      index: channelIndex,
      name: channel.name,
      nx: s.nx,
      ny: s.ny,
      dx: s.dx,
      dy: s.dy,
      zUnit: channel.zUnit,
    },
    level,
    validPoints: result.validPoints,
    parameters,
    units,
  };
}

function printTable(doc: ParamsDocument, io: CliIo): void {
  const c = doc.channel;
  io.stdout(
    `${doc.file}: channel ${c.index} "${c.name}", ${c.nx} × ${c.ny}, ${doc.validPoints} valid points, level ${doc.level}\n`,
  );
  const width = Math.max(...Object.keys(doc.parameters).map((id) => id.length));
  for (const p of arealParameters) {
    const v = doc.parameters[p.id];
    const text = v === null || v === undefined ? '–' : Number(v.toPrecision(6)).toString();
    io.stdout(
      `${p.id.padEnd(width)}  ${text.padStart(14)}  ${(doc.units[p.id] ?? '').padEnd(13)} ${p.name}\n`,
    );
  }
}

export const paramsCommand: CliCommand = {
  name: 'params',
  register: (program, io) => {
    program
      .command('params')
      .description('compute every areal parameter (ISO 25178-2, EUR 15178N, ASME B46.1, general) in SI units')
      .argument('<file>', 'instrument file (any supported format)')
      .option(
        '--channel <n>',
        'channel to evaluate (default: the first height channel)',
        integerInRange(0, 255),
      )
      .option('--level <mode>', 'none, or plane: subtract the least-squares mean plane first', 'none')
      .option('--json', 'print JSON: { file, format, channel, level, validPoints, parameters, units }')
      .action(async (path: string, options: { channel?: number; level: string; json?: boolean }) => {
        const json = options.json === true;
        let doc: ParamsDocument;
        try {
          if (options.level !== 'none' && options.level !== 'plane')
            throw new CliError(`--level must be none or plane, not ${options.level}`);
          const file = await readInputFile(path);
          doc = paramsDocument(path, file, pickChannel(file, options.channel), options.level);
        } catch (error) {
          if (isAnalysisError(error)) {
            if (json) io.stdout(JSON.stringify({ errorCode: error.code, reason: error.reason }) + '\n');
            throw new CliError(`${error.code}: ${error.reason}`);
          }
          fail(io, json, error);
        }
        if (json) io.stdout(JSON.stringify(doc, null, 2) + '\n');
        else printTable(doc, io);
      });
  },
};
