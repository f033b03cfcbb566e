// The forks an operator dialog previewed (POST /api/editor/history/preview): they are in neither the
// history nor the saved version, yet the dialog asks for their picture and heights right after. This
// instance remembers the last few per file channel so those reads can name them; apply and save still
// accept only forks of the history. Memory only: a restart, or another instance behind a balancer,
// forgets them and the read answers 404 like any unknown fork, and the dialog previews again.
import { LRUCache } from 'lru-cache';
import type { StoredStep } from './fork-hash.ts';

/** Previews kept per file channel: a dialog shows one at a time; a few cover quick changes. */
const PER_CHANNEL = 8;
/** File channels remembered (a few hundred bytes each). */
const CHANNELS = 4096;

export class PreviewedForks {
  private readonly byChannel = new LRUCache<string, Map<string, readonly StoredStep[]>>({ max: CHANNELS });

  remember(fileGuid: string, channel: number, forkHash: string, steps: readonly StoredStep[]): void {
    const key = channelKey(fileGuid, channel);
    const forks = this.byChannel.get(key) ?? new Map<string, readonly StoredStep[]>();
    forks.delete(forkHash);
    forks.set(forkHash, steps);
    while (forks.size > PER_CHANNEL) {
      const oldest = forks.keys().next().value;
      if (oldest === undefined) break;
      forks.delete(oldest);
    }
    this.byChannel.set(key, forks);
  }

  /** The steps of a previewed fork of this file channel, or undefined. */
  stepsOf(fileGuid: string, channel: number, forkHash: string): readonly StoredStep[] | undefined {
    return this.byChannel.get(channelKey(fileGuid, channel))?.get(forkHash);
  }
}

const channelKey = (fileGuid: string, channel: number): string => `${fileGuid}\0${channel}`;
