// `asperity apply FILE --op ID[:key=value,...] [--op ...] -o OUT`: applies image operators in order to
// one channel (issue 6 item 4) and writes the result in the format OUT's extension names, like convert.
// Parameters are validated by the same schemas as the API; operator failures print their catalogue code.
import { writeFile } from 'node:fs/promises';
import { applySteps, NO_INPUTS, type OperatorInputs, type Surface, type SurfaceFile } from '@asperity/core';
import { inputFileGuids, type ValidOperatorStep } from '@asperity/contract';
import { CliError } from '../cli-error.ts';
import { integerInRange } from '../options.ts';
import type { CliCommand } from './command.ts';
import { encodeFor } from './convert.ts';
import { parseOperatorSpec } from './op-spec.ts';
import { fail, readInputFile } from './read-input.ts';

export interface ApplyResult {
  readonly file: SurfaceFile;
  readonly channel: number;
}

/** The index of the named channel, or of the first height channel. */
function channelIndex(file: SurfaceFile, channel: number | undefined): number {
  return (
    channel ??
    Math.max(
      0,
      file.channels.findIndex((c) => c.kind === 'height'),
    )
  );
}

/** The first height channel of each file a step's parameters name (stitch, subtract, tip). */
export async function readStepInputs(steps: readonly ValidOperatorStep[]): Promise<OperatorInputs[]> {
  return Promise.all(
    steps.map(async (step) => {
      const paths = inputFileGuids(step.params as Readonly<Record<string, unknown>>);
      const surfaces: Surface[] = [];
      for (const path of paths) {
        const file = await readInputFile(path);
        const surface = file.channels[channelIndex(file, undefined)]?.surface;
        if (!surface) throw new CliError(`${path} has no channel to read`);
        surfaces.push(surface);
      }
      return { surfaces, names: paths };
    }),
  );
}

/**
 * The file with `steps` applied to one channel (the first height channel unless one is named);
 * `inputs[i]` holds the other surfaces step i names (readStepInputs).
 */
export function applyToFile(
  file: SurfaceFile,
  steps: readonly ValidOperatorStep[],
  channel?: number,
  inputs: readonly OperatorInputs[] = [],
): ApplyResult {
  const index = channelIndex(file, channel);
  const target = file.channels[index];
  if (!target) throw new CliError(`channel ${index} does not exist (the file has ${file.channels.length})`);
  const surface = applySteps(target.surface, steps, (_step, i) => inputs[i] ?? NO_INPUTS);
  const channels = file.channels.map((c, i) => (i === index ? { ...c, surface } : c));
  return { file: { ...file, channels }, channel: index };
}

export const applyCommand: CliCommand = {
  name: 'apply',
  register: (program, io) => {
    program
      .command('apply')
      .description('apply image operators in order (asperity ops lists them) and write the result')
      .argument('<file>', 'instrument file (any supported format)')
      .requiredOption(
        '--op <spec>',
        'operator id with parameters, e.g. level.plane, form.polynomial:degree=3 or ' +
          'stitch:otherFileGuids=b.x3p;c.x3p (file parameters take paths; repeatable, applied in order)',
        (value: string, previous: string[] = []) => [...previous, value],
      )
      .requiredOption(
        '-o, --output <file>',
        'file to write; its extension selects the format (.x3p, .sur, .asperity, …)',
      )
      .option(
        '--channel <n>',
        'channel to process (default: the first height channel)',
        integerInRange(0, 255),
      )
      .option('--json', 'print JSON: { out, format, channel, steps, nx, ny } or { errorCode, reason }')
      .action(
        async (path: string, options: { op: string[]; output: string; channel?: number; json?: boolean }) => {
          const json = options.json === true;
          let summary: Record<string, unknown>;
          try {
            const steps = options.op.map(parseOperatorSpec);
            const inputs = await readStepInputs(steps);
            const { file, channel } = applyToFile(await readInputFile(path), steps, options.channel, inputs);
            const written = encodeFor(options.output, file, channel);
            await writeFile(options.output, written.bytes);
            const surface = file.channels[channel]?.surface;
            summary = {
              out: options.output,
              format: written.format,
              channel,
              steps,
              nx: surface?.nx,
              ny: surface?.ny,
            };
          } catch (error) {
            fail(io, json, error);
          }
          if (json) io.stdout(JSON.stringify(summary, null, 2) + '\n');
          else
            io.stdout(
              `wrote ${options.output} (${String(summary.format)}): ${options.op.length} step(s) on channel ${String(summary.channel)}\n`,
            );
        },
      );
  },
};
