// Reading an instrument file from disk for a command, and reporting failure the way every command
// does: a non-zero exit, and with --json a `{ errorCode, reason }` document on stdout (the catalogue
// codes of the API), so scripts get the same error vocabulary as the web app.
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { inflateRawSync } from 'node:zlib';
import { isAnalysisError, isSurfaceError, readSurfaceFile, type SurfaceFile } from '@asperity/core';
import { CliError } from '../cli-error.ts';
import type { CliIo } from '../io.ts';

export interface ErrorDocument {
  readonly errorCode: string;
  readonly reason: string;
}

/** The catalogue view of any failure: SurfaceErrors keep their code; I/O problems are invalid requests. */
export function errorDocument(error: unknown): ErrorDocument {
  if (isSurfaceError(error) || isAnalysisError(error)) return { errorCode: error.code, reason: error.reason };
  if (error instanceof CliError) return { errorCode: 'invalid-request', reason: error.message };
  return { errorCode: 'invalid-request', reason: error instanceof Error ? error.message : String(error) };
}

/** Prints the error document with --json, then fails the command (run() prints the message to stderr). */
export function fail(io: CliIo, json: boolean, error: unknown): never {
  const doc = errorDocument(error);
  if (json) io.stdout(JSON.stringify(doc) + '\n');
  throw new CliError(`${doc.errorCode}: ${doc.reason}`);
}

export async function readInputFile(path: string): Promise<SurfaceFile> {
  let buffer: Buffer;
  try {
    buffer = await readFile(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'error';
    throw new CliError(`cannot read ${path} (${code})`);
  }
  const bytes = new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
  // node:zlib inflates zip entries (x3p, plux, .zip) ~1.5× faster than the core's own decoder;
  // the core bounds and checks it (docs/adr/0013-inflate.md), as for the server's nodeCodecs.
  return readSurfaceFile(bytes, basename(path), { codecs: { inflateRawSync } });
}
