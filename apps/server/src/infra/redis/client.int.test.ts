import { describe, expect, it } from 'vitest';
import { eventually, testRedisUrl } from '../../../test/redis.ts';
import { closeRedisClient, openRedisClient } from './client.ts';

describe('Redis client factory', () => {
  it('opens a named connection that answers commands, and closes it', async () => {
    const client = await openRedisClient(testRedisUrl, { name: 'client-test' });
    expect(await client.ping()).toBe('PONG');
    expect(await client.client('GETNAME')).toBe('asperity-client-test');
    await closeRedisClient(client);
    await eventually(() => client.status === 'end');
  });

  it('says which Redis does not answer and why, without the password', async () => {
    await expect(openRedisClient('redis://admin:hunter2@127.0.0.1:1')).rejects.toThrow(
      /^Redis at redis:\/\/\*\*\*@127\.0\.0\.1:1 does not answer: .*ECONNREFUSED/,
    );
  });
});
