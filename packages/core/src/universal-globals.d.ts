// The core sees no DOM and no Node types (its tsconfig), so a platform API cannot slip in. These
// few are the exception: WHATWG APIs that exist identically in browsers, Web Workers, Node and Deno.

declare class TextDecoder {
  constructor(label?: string, options?: { fatal?: boolean; ignoreBOM?: boolean });
  readonly encoding: string;
  decode(input?: ArrayBufferView | ArrayBuffer, options?: { stream?: boolean }): string;
}

declare class TextEncoder {
  readonly encoding: string;
  encode(input?: string): Uint8Array;
}
