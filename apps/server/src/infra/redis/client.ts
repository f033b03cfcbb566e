// The one way the server opens Redis connections (REDIS_URL). Every engine that shares state between
// instances — rate limits, lockout counters, session revocation, cache invalidation, job queues —
// takes its connection from here, so timeouts, retry policy, naming and error logging are the same
// everywhere and shutdown can close them all.
import type { FastifyBaseLogger } from 'fastify';
import { Redis, type RedisOptions } from 'ioredis';

/**
 * What a connection is for; each role needs different ioredis settings:
 * - `commands`: ordinary request-path commands. A request must not hang on a lost Redis, so a
 *   command is retried once after a reconnect and then fails (the caller answers 503 or falls back).
 * - `subscriber`: a connection in subscribe mode (it can run no other command), retried forever so
 *   invalidation messages resume after an outage.
 * - `queue`: BullMQ workers and queues, which require `maxRetriesPerRequest: null` (blocking
 *   commands that wait for jobs must never be cut off by the retry limit).
 */
export type RedisRole = 'commands' | 'subscriber' | 'queue';

/** Key and channel names of every engine start with this, so one Redis can serve other software too. */
export const redisKeyPrefix = 'asperity:';

export interface RedisClientOptions {
  readonly role?: RedisRole;
  /** Shown by CLIENT LIST, which helps an operator see which instance and engine holds a connection. */
  readonly name?: string;
  readonly logger?: FastifyBaseLogger;
}

/** Time allowed to open a TCP connection to Redis before the attempt counts as failed. */
const connectTimeoutMs = 2_000;

function roleOptions(role: RedisRole): RedisOptions {
  switch (role) {
    case 'commands':
      return { maxRetriesPerRequest: 1, enableOfflineQueue: true };
    case 'subscriber':
      return { maxRetriesPerRequest: null, enableOfflineQueue: true };
    case 'queue':
      return { maxRetriesPerRequest: null, enableOfflineQueue: true };
  }
}

/**
 * Opens a client on `url` (redis:// or rediss://). The connection starts in the background; call
 * `connectRedis` to wait for it when the caller must know at start that Redis answers.
 */
export function createRedisClient(url: string, options: RedisClientOptions = {}): Redis {
  const role = options.role ?? 'commands';
  const client = new Redis(url, {
    ...roleOptions(role),
    connectTimeout: connectTimeoutMs,
    lazyConnect: true,
    ...(options.name === undefined ? {} : { connectionName: `asperity-${options.name}` }),
    // Back off up to 2 s between reconnect attempts; never give up (Redis may restart).
    retryStrategy: (attempt) => Math.min(attempt * 100, 2_000),
  });
  // Without a listener ioredis prints every connection error as an unhandled 'error' event.
  let lastError = '';
  client.on('error', (error: Error) => {
    // One line per distinct failure, not one per reconnect attempt.
    if (error.message === lastError) return;
    lastError = error.message;
    options.logger?.warn({ err: error, redisRole: role, redisName: options.name }, 'redis connection error');
  });
  client.on('ready', () => {
    if (lastError !== '')
      options.logger?.info({ redisRole: role, redisName: options.name }, 'redis reconnected');
    lastError = '';
  });
  return client;
}

/** Connects a client made by createRedisClient and waits until it answers PING. */
export async function connectRedis(client: Redis): Promise<void> {
  if (client.status === 'wait') await client.connect();
  await client.ping();
}

/** Creates and connects a client; rejects (and closes it) when Redis does not answer. */
export async function openRedisClient(url: string, options: RedisClientOptions = {}): Promise<Redis> {
  const client = createRedisClient(url, options);
  // ioredis rejects with "Connection is closed"; the 'error' event before it says why.
  let cause: Error | undefined;
  const remember = (error: Error) => (cause ??= error);
  client.on('error', remember);
  try {
    await connectRedis(client);
    return client;
  } catch (error) {
    client.disconnect();
    const reason = (cause ?? (error as Error)).message;
    throw new Error(`Redis at ${url.replace(/\/\/[^@/]*@/, '//***@')} does not answer: ${reason}`, {
      cause: cause ?? error,
    });
  } finally {
    client.off('error', remember);
  }
}

/** Closes gracefully (QUIT lets pending replies arrive); drops the socket if Redis is unreachable. */
export async function closeRedisClient(client: Redis): Promise<void> {
  if (client.status === 'end' || client.status === 'wait') {
    client.disconnect();
    return;
  }
  try {
    await Promise.race([
      client.quit(),
      new Promise((_, reject) => setTimeout(() => reject(new Error('quit timed out')), 1_000).unref()),
    ]);
  } catch {
    client.disconnect();
  }
}
