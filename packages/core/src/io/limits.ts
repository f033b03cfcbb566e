// Bounds every reader applies before trusting a header: a hostile file must not make us allocate
// or loop without limit (DESIGN.md §4).

/** Largest grid accepted: 16384² points (2 GiB of float64 would already be too much). */
export const MAX_POINTS = 16384 * 16384;
/** Largest side of a grid. */
export const MAX_SIDE = 65536;
/** Largest number of channels in one file. */
export const MAX_CHANNELS = 256;
/** Largest total decompressed size of a container (zip, zlib, gzip) relative to the input size. */
export const MAX_DECOMPRESSION_RATIO = 1000;
/** Largest decompressed size in absolute terms. */
export const MAX_DECOMPRESSED_BYTES = 2 * 1024 ** 3;
