// Redis for tests: the machine's server (REDIS_URL, else 127.0.0.1:6379, as in CI). Each test works
// under its own random key prefix, so parallel test files and other users of the server never meet.
import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { closeRedisClient, openRedisClient, type RedisRole } from '../src/infra/redis/client.ts';

export const testRedisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

export const uniqueRedisPrefix = (): string => `asperity-test:${randomBytes(6).toString('hex')}:`;

/** Opened connections, closed together by the test's cleanup. */
export class TestRedisConnections {
  private readonly clients: Redis[] = [];

  async open(role: RedisRole = 'commands'): Promise<Redis> {
    const client = await openRedisClient(testRedisUrl, { role, name: 'test' });
    this.clients.push(client);
    return client;
  }

  /** Deletes the keys under `prefix` and closes every connection. */
  async dispose(prefix?: string): Promise<void> {
    const [first] = this.clients;
    if (first && prefix !== undefined) {
      const keys = await first.keys(`${prefix}*`);
      if (keys.length > 0) await first.del(...keys);
    }
    await Promise.all(this.clients.splice(0).map((client) => closeRedisClient(client)));
  }
}

/** Polls `condition` until it holds (or fails after `timeoutMs`): waits for a state, not a time. */
export async function eventually(
  condition: () => Promise<boolean> | boolean,
  timeoutMs = 5_000,
): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > until) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
