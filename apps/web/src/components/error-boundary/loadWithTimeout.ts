import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError } from './ChunkLoadError.ts';

/** Wraps a dynamic import so a chunk that hangs fails after the time-out instead of spinning forever. */
export function loadWithTimeout<T>(
  load: () => Promise<T>,
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new ChunkLoadError(`chunk not loaded within ${timeoutMs} ms`)),
        timeoutMs,
      );
      load().then(
        (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        (error: unknown) => {
          clearTimeout(timer);
          if (error instanceof ChunkLoadError) reject(error);
          else
            reject(
              new ChunkLoadError(error instanceof Error ? error.message : String(error), { cause: error }),
            );
        },
      );
    });
}
