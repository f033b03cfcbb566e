// A bounded view of an HDF5 file for readers (Zygo DATX, generic HDF5). jsfive does the decoding;
// this module makes it safe for hostile input: every exception becomes SurfaceError, the group
// walk is bounded (hard links can form cycles), and a dataset's size is checked against the file
// length and the limits before jsfive allocates it.
// jsfive ships no types; a reference (not an import) makes every program that compiles this file,
// the test project included, see them.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./jsfive.d.ts" />
import { Dataset, File, Group } from 'jsfive';
import { SurfaceError, isSurfaceError } from '../../surface/surface-error.ts';
import { checkGridSize } from '../binary-reader.ts';
import { decodeAttributeMessage } from './compound-attribute.ts';
import { MAX_DECOMPRESSED_BYTES, MAX_DECOMPRESSION_RATIO } from '../limits.ts';

/** The 8-byte HDF5 signature at offset 0 (files with a user block are not supported by jsfive). */
export const HDF5_SIGNATURE = [0x89, 0x48, 0x44, 0x46, 0x0d, 0x0a, 0x1a, 0x0a] as const;

/** Largest number of groups and datasets visited while listing a file. */
const MAX_NODES = 4096;
/** Deepest group nesting visited. */
const MAX_DEPTH = 32;
/** Header message type of an attribute (HDF5 File Format Specification IV.A.2.m). */
const ATTRIBUTE_MESSAGE = 0x000c;

export function hasHdf5Signature(head: Uint8Array): boolean {
  return HDF5_SIGNATURE.every((byte, i) => head[i] === byte);
}

/** A dataset as listed: its path, shape and element type, nothing read yet. */
export interface Hdf5DatasetInfo {
  readonly path: string;
  readonly shape: readonly number[];
  /** numpy-style type string ('<f8', '>i2', …) or '' for types that are not plain numbers. */
  readonly dtype: string;
}

/** A two-dimensional numeric dataset read into memory, C order (last index fastest). */
export interface Hdf5Array {
  readonly shape: readonly [number, number];
  readonly values: ArrayLike<number>;
}

export interface Hdf5File {
  /** Every dataset reachable from the root (bounded walk, first path wins for hard links). */
  listDatasets(): Hdf5DatasetInfo[];
  /** Names directly under the root group. */
  rootKeys(): string[];
  /** Attributes of a dataset or group; undefined when the path does not exist. */
  attributes(path: string): Readonly<Record<string, unknown>> | undefined;
  /** Reads a 2D numeric dataset after checking its size; SurfaceError otherwise. */
  read2d(path: string): Hdf5Array;
}

function describe(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}

/** Runs a jsfive call; anything it throws becomes a corrupt-file SurfaceError naming `what`. */
function guarded<T>(what: string, call: () => T): T {
  try {
    return call();
  } catch (error) {
    if (isSurfaceError(error)) throw error;
    throw new SurfaceError('corrupt-file', `HDF5 ${what}: ${describe(error)}`, { cause: error });
  }
}

const NUMERIC_DTYPE = /^[<>|]([fiu])([1248])$/;

function dtypeString(dtype: unknown): string {
  return typeof dtype === 'string' && NUMERIC_DTYPE.test(dtype) ? dtype : '';
}

function bytesPerElement(dtype: string): number {
  const match = NUMERIC_DTYPE.exec(dtype);
  return match ? Number(match[2]) : 0;
}

export function openHdf5(bytes: Uint8Array): Hdf5File {
  // jsfive wants an ArrayBuffer of exactly the file.
  const buffer =
    bytes.byteOffset === 0 &&
    bytes.byteLength === bytes.buffer.byteLength &&
    bytes.buffer instanceof ArrayBuffer
      ? bytes.buffer
      : bytes.slice().buffer;
  const file = guarded('superblock', () => new File(buffer, ''));

  const lookup = (path: string): Group | Dataset | null =>
    guarded(`object ${path}`, () => (path === '/' ? file : file.get(path)));

  const datasetAt = (path: string): Dataset => {
    const node = lookup(path);
    if (!(node instanceof Dataset)) throw new SurfaceError('corrupt-file', `HDF5: ${path} is not a dataset`);
    return node;
  };

  return {
    rootKeys: () => guarded('root group', () => file.keys),

    listDatasets() {
      const found: Hdf5DatasetInfo[] = [];
      const queue: { path: string; group: Group; depth: number }[] = [{ path: '', group: file, depth: 0 }];
      let visited = 0;
      for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
        const { path, group, depth } = next;
        for (const key of guarded(`group ${path || '/'}`, () => group.keys)) {
          if (++visited > MAX_NODES) {
            throw new SurfaceError('corrupt-file', `HDF5: more than ${MAX_NODES} objects (a link cycle?)`);
          }
          const childPath = `${path}/${key}`;
          const child = guarded(`object ${childPath}`, () => group.get(key));
          if (child instanceof Dataset) {
            const shape = guarded(`shape of ${childPath}`, () => child.shape);
            const dtype = guarded(`type of ${childPath}`, () => dtypeString(child.dtype));
            found.push({ path: childPath, shape: Array.from(shape, Number), dtype });
          } else if (child instanceof Group && depth < MAX_DEPTH) {
            queue.push({ path: childPath, group: child, depth: depth + 1 });
          }
        }
      }
      return found;
    },

    attributes(path) {
      let node: Group | Dataset | null;
      try {
        node = path === '/' ? file : file.get(path);
      } catch {
        return undefined;
      }
      if (node === null) return undefined;
      const target = node;
      const attributes = { ...guarded(`attributes of ${path}`, () => target.attrs) };
      // jsfive yields null for datatypes it does not implement (compounds such as DATX's unit
      // converters): decode those messages ourselves.
      if (Object.values(attributes).some((value) => value === null)) {
        const messages = guarded(`attributes of ${path}`, () => target._dataobjects.msgs);
        for (const message of messages) {
          if (message.get('type') !== ATTRIBUTE_MESSAGE) continue;
          let decoded: { name: string; value: unknown };
          try {
            decoded = decodeAttributeMessage(bytes, message.get('offset_to_message'));
          } catch (error) {
            // An attribute of a type nobody needs must not make the whole file unreadable.
            if (isSurfaceError(error) && error.code === 'unsupported-image-type') continue;
            throw error;
          }
          if (attributes[decoded.name] === null) attributes[decoded.name] = decoded.value;
        }
      }
      return attributes;
    },

    read2d(path) {
      const dataset = datasetAt(path);
      const shape = guarded(`shape of ${path}`, () => Array.from(dataset.shape, Number));
      const dtype = guarded(`type of ${path}`, () => dtypeString(dataset.dtype));
      if (shape.length !== 2 || dtype === '') {
        throw new SurfaceError('unsupported-image-type', `HDF5: ${path} is not a 2D array of numbers`);
      }
      const [rows, columns] = shape as [number, number];
      checkGridSize(columns, rows, `HDF5 dataset ${path}`);
      // Chunked datasets may be deflated: bound what jsfive will inflate and allocate.
      const decodedBytes = rows * columns * bytesPerElement(dtype);
      if (
        decodedBytes > MAX_DECOMPRESSED_BYTES ||
        decodedBytes > MAX_DECOMPRESSION_RATIO * bytes.byteLength
      ) {
        throw new SurfaceError(
          'image-length-exceeded',
          `HDF5 dataset ${path}: ${rows} × ${columns} elements are implausible for a ${bytes.byteLength}-byte file`,
        );
      }
      const raw = guarded(`data of ${path}`, () => dataset.value);
      const values = raw as ArrayLike<number> | null;
      if (values === null || typeof values !== 'object' || values.length !== rows * columns) {
        throw new SurfaceError('corrupt-file', `HDF5 dataset ${path}: data does not match its shape`);
      }
      return { shape: [rows, columns], values };
    },
  };
}
