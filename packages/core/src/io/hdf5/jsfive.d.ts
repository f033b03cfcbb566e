// The part of jsfive's API (a pure-JS HDF5 reader, https://github.com/usnistgov/jsfive) the core
// uses. jsfive ships no types; these are written from its source. Its methods throw strings or
// Errors on malformed input, which open-hdf5.ts turns into SurfaceError.
declare module 'jsfive' {
  /** jsfive's parsed object header (internal, read only to find attribute messages it cannot decode). */
  export interface DataObjects {
    /** Header messages: 'type' (12 = attribute) and the absolute 'offset_to_message'. */
    readonly msgs: readonly { get(key: 'type' | 'offset_to_message'): number }[];
  }
  export class Group {
    readonly _dataobjects: DataObjects;
    readonly name: string;
    readonly keys: string[];
    readonly attrs: Record<string, unknown>;
    get(path: string): Group | Dataset | null;
  }
  export class Dataset {
    readonly _dataobjects: DataObjects;
    readonly name: string;
    readonly shape: number[];
    /** '<f8', '>i2', 'S12', or an array for variable-length and reference types. */
    readonly dtype: unknown;
    readonly attrs: Record<string, unknown>;
    readonly value: unknown;
  }
  export class File extends Group {
    constructor(buffer: ArrayBuffer, filename?: string);
  }
}
