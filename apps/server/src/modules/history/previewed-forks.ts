// The forks an operator dialog previewed (POST /api/editor/history/preview): they are in neither the
// history nor the saved version, yet the dialog asks for their picture and heights right after — and
// behind a load balancer maybe from another instance. They are kept in the installation's short-lived
// store (Redis with REDIS_URL, so every instance can name them; memory otherwise) for an hour, so
// those reads can name them; apply and save still accept only forks of the history. When one is gone
// (expired, evicted, a restart without Redis) the read answers 404 like any unknown fork, and the
// dialog previews again.
import type { ShortLivedStore } from '../../infra/shared-state/short-lived-store.ts';
import type { StoredStep } from './fork-hash.ts';

/** How long a previewed fork stays readable: far longer than a dialog stays open. */
const LIFETIME_MS = 60 * 60 * 1000;

export class PreviewedForks {
  constructor(private readonly store: ShortLivedStore) {}

  async remember(
    fileGuid: string,
    channel: number,
    forkHash: string,
    steps: readonly StoredStep[],
  ): Promise<void> {
    await this.store.set(keyOf(fileGuid, channel, forkHash), Buffer.from(JSON.stringify(steps)), LIFETIME_MS);
  }

  /** The steps of a previewed fork of this file channel, or undefined. */
  async stepsOf(
    fileGuid: string,
    channel: number,
    forkHash: string,
  ): Promise<readonly StoredStep[] | undefined> {
    const stored = await this.store.get(keyOf(fileGuid, channel, forkHash));
    return stored === undefined
      ? undefined
      : (JSON.parse(Buffer.from(stored).toString('utf8')) as StoredStep[]);
  }
}

const keyOf = (fileGuid: string, channel: number, forkHash: string): string =>
  `previewed-fork:${fileGuid}:${channel}:${forkHash}`;
