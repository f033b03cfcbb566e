// Names of forks (DESIGN.md §5): every prefix of a file channel's operation history is a fork whose
// forkHash is sha256(parent forkHash, op, canonical params); the source's fork hashes the parsed
// container's content hash and the channel index. Equal content and equal steps give equal names,
// so forks are cached by name across files (copies share their container) and across restarts.
import { createHash } from 'node:crypto';
import { sortKeysDeep } from '../../http/sort-keys.ts';

/**
 * Bump when an operator's output changes for the same parameters, so forks cached by the previous
 * implementation are no longer found under the new names.
 */
export const FORK_HASH_VERSION = 1;

/** A step as the history stores it: the contract's schema has validated it and filled the defaults. */
export interface StoredStep {
  readonly op: string;
  readonly params: Readonly<Record<string, unknown>>;
  /**
   * For operators that take other files (stitch, subtract, a measured tip): the forkHash of each
   * file's version used, in the order the parameters name them, so the name covers their content.
   */
  readonly inputs?: readonly string[];
  /** Username of the share-link visitor (allowEditing) who applied the step; absent: the owner. Not hashed. */
  readonly by?: string;
}

/** JSON with object keys sorted at every depth and no white space: one text per parameter set. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeysDeep(value));
}

const sha256 = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

/** The source's fork: its parsed container (sha256 of the blob) and channel index. */
export function rootForkHash(containerBlob: string, channel: number): string {
  return sha256(`asperity-fork/${FORK_HASH_VERSION}\0root\0${containerBlob}\0${channel}`);
}

export function childForkHash(parent: string, step: StoredStep): string {
  const inputs = step.inputs && step.inputs.length > 0 ? `\0inputs\0${step.inputs.join(',')}` : '';
  return sha256(
    `asperity-fork/${FORK_HASH_VERSION}\0${parent}\0${step.op}\0${canonicalJson(step.params)}${inputs}`,
  );
}

/** The forkHash of every prefix: element k names the fork after the first k steps (0: the source). */
export function prefixHashes(root: string, steps: readonly StoredStep[]): string[] {
  const hashes = [root];
  for (const step of steps) hashes.push(childForkHash(hashes[hashes.length - 1] ?? root, step));
  return hashes;
}
