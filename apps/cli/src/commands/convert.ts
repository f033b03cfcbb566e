// `asperity convert IN OUT`: reads any supported file and writes it in the format OUT's extension
// names — a registered format with a writer, or `.asperity` for the parsed-surface container
// (docs/container-format.md). An extension no writer claims is an error listing those that exist.
import { writeFile } from 'node:fs/promises';
import { basename } from 'node:path';
import {
  encodeSurfaceFile,
  extensionOf,
  formats,
  matchesExtension,
  SurfaceError,
  type SurfaceFile,
} from '@asperity/core';
import { integerInRange } from '../options.ts';
import type { CliCommand } from './command.ts';
import { fail, readInputFile } from './read-input.ts';

/** The container's extension: a lossless copy of everything the importer read. */
export const CONTAINER_EXTENSION = 'asperity';

/** Writers by extension, plus the container: what `convert` can produce. */
export function writableExtensions(): string[] {
  const fromFormats = formats.filter((f) => f.write !== undefined).flatMap((f) => f.extensions);
  return [...new Set([...fromFormats, CONTAINER_EXTENSION])].sort();
}

export function encodeFor(
  outPath: string,
  file: SurfaceFile,
  channel?: number,
): { format: string; bytes: Uint8Array } {
  const extension = extensionOf(basename(outPath));
  if (extension === CONTAINER_EXTENSION)
    return { format: 'asperity-container', bytes: encodeSurfaceFile(file) };
  const writer = formats.find((f) => f.write !== undefined && matchesExtension(f, extension));
  if (!writer?.write) {
    throw new SurfaceError(
      'unsupported-image-type',
      `no writer for .${extension || '(none)'} files; writable: ${writableExtensions()
        .map((e) => `.${e}`)
        .join(', ')}`,
    );
  }
  return { format: writer.id, bytes: writer.write(file, channel === undefined ? {} : { channel }) };
}

export const convertCommand: CliCommand = {
  name: 'convert',
  register: (program, io) => {
    program
      .command('convert')
      .description(
        'convert an instrument file to the format named by the output extension (e.g. .x3p, .sur, .asperity)',
      )
      .argument('<in>', 'instrument file (any supported format)')
      .argument('<out>', 'file to write; its extension selects the format')
      .option('--channel <n>', 'channel to write (default: the first height channel)', integerInRange(0, 255))
      .option('--json', 'print JSON: { format, out, bytes } or { errorCode, reason }')
      .action(async (inPath: string, outPath: string, options: { channel?: number; json?: boolean }) => {
        const json = options.json === true;
        let result: { format: string; bytes: Uint8Array };
        try {
          const file = await readInputFile(inPath);
          if (options.channel !== undefined && options.channel >= file.channels.length) {
            throw new SurfaceError(
              'invalid-request',
              `channel ${options.channel} does not exist (the file has ${file.channels.length})`,
            );
          }
          result = encodeFor(outPath, file, options.channel);
          await writeFile(outPath, result.bytes);
        } catch (error) {
          fail(io, json, error);
        }
        if (json)
          io.stdout(
            JSON.stringify({ format: result.format, out: outPath, bytes: result.bytes.length }) + '\n',
          );
        else io.stdout(`wrote ${outPath} (${result.format}, ${result.bytes.length} bytes)\n`);
      });
  },
};
