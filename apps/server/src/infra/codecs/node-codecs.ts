// The native decoders the server lends the core's readers (docs/adr/0013-inflate.md): node:zlib's
// raw inflate for zip entries (x3p, plux, .zip), ~1.5× the speed of the core's TypeScript decoder
// on a 4096² x3p. The function is passed as it is: the core calls it with the entry's declared size
// as the output bound and turns every failure into the same SurfaceError as its own decoder's, so
// the zip-bomb policy lives in one place (packages/core/src/io/zip-archive/zip-archive.ts).
// The CLI lends the same function the same way (apps/cli/src/commands/read-input.ts): apps never
// import each other (docs/architecture.md), and there is nothing else to share.
import { inflateRawSync } from 'node:zlib';

/** `codecs` for `readSurfaceFile(bytes, name, { codecs: nodeCodecs })` (the core's `Codecs`). */
export const nodeCodecs = { inflateRawSync } as const;
