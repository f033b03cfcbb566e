// The one error a reader, writer or core function throws for bad input. Its codes are a subset of
// the contract's catalogue (spec part 3 §8); packages/contract tests that they stay a subset,
// because core cannot import the contract (the dependency points the other way).

export const surfaceErrorCodes = [
  /** The file claims to be a format but its content is broken, truncated or inconsistent. */
  'corrupt-file',
  /** No reader recognises the file, or the format exists but this variant is not supported. */
  'unsupported-image-type',
  /** A declared size exceeds what the server accepts (points, decompressed bytes). */
  'image-length-exceeded',
  /** A file without any measurement data (e.g. a container with no height channel). */
  'images-missing',
  /** Wrong parameters given to a core function. */
  'invalid-request',
] as const;

export type SurfaceErrorCode = (typeof surfaceErrorCodes)[number];

export class SurfaceError extends Error {
  override readonly name = 'SurfaceError';
  constructor(
    readonly code: SurfaceErrorCode,
    /** What exactly was wrong, for the user: a field, an offset, an extension. */
    readonly reason: string,
    options?: { cause?: unknown },
  ) {
    super(`${code}: ${reason}`, options);
  }
}

export function isSurfaceError(error: unknown): error is SurfaceError {
  return error instanceof SurfaceError;
}
