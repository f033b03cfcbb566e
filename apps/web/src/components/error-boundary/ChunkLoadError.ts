// A screen or dialog chunk that could not be fetched (spec part 1 §8: a chunk load that times out
// after 120 seconds gives a chunk load error).

import { CHUNK_LOAD_TIMEOUT_MS } from '@asperity/contract';

export { CHUNK_LOAD_TIMEOUT_MS };

export class ChunkLoadError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ChunkLoadError';
  }
}

/** Browsers word a failed `import()` differently; all of these mean the chunk never arrived. */
const failedImport =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Loading chunk/i;

export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  return error instanceof Error && failedImport.test(error.message);
}
