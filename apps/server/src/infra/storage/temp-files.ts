// A directory for request bodies on their way through (inspected files), on this instance's disk.
// Every file is removed by whoever created it when its request ends, aborted or not; the sweeper
// (infra/storage/orphan-sweeper.ts) removes what a crash (kill -9) left behind.
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

export class TempFiles {
  constructor(readonly dir: string) {}

  async init(): Promise<void> {
    await mkdir(this.dir, { recursive: true });
  }

  /** A fresh path in the directory (the file is not created). */
  newPath(suffix = '.part'): string {
    return join(this.dir, `${Date.now()}-${randomBytes(8).toString('hex')}${suffix}`);
  }

  async remove(path: string): Promise<void> {
    await rm(path, { force: true });
  }

  /** Removes files not modified for `olderThanMs`; answers how many. */
  async sweep(olderThanMs: number, now = Date.now()): Promise<number> {
    let removed = 0;
    const names = await readdir(this.dir).catch(() => [] as string[]);
    for (const name of names) {
      const path = join(this.dir, name);
      const info = await stat(path).catch(() => undefined);
      if (info?.isFile() && now - info.mtimeMs > olderThanMs) {
        await rm(path, { force: true });
        removed++;
      }
    }
    return removed;
  }
}
