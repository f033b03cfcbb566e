// Pub/sub over Redis: publishing uses the shared command connection; receiving needs a connection of
// its own in subscribe mode, opened at the first subscription. Channel names get the installation's
// prefix; messages travel as JSON.
import type { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import { closeRedisClient, createRedisClient, connectRedis, redisKeyPrefix } from '../redis/client.ts';
import type { JsonValue, MessageHandler, PubSub, Unsubscribe } from './pubsub.ts';

export interface RedisPubSubOptions {
  readonly url: string;
  /** The command connection used to publish (shared with the other engines). */
  readonly publisher: Redis;
  readonly prefix?: string;
  readonly logger?: FastifyBaseLogger;
}

export class RedisPubSub implements PubSub {
  readonly kind = 'redis';
  private readonly prefix: string;
  private readonly handlers = new Map<string, Set<MessageHandler>>();
  private subscriber: Promise<Redis> | undefined;

  constructor(private readonly options: RedisPubSubOptions) {
    this.prefix = options.prefix ?? `${redisKeyPrefix}channel:`;
  }

  async publish(channel: string, message: JsonValue): Promise<void> {
    await this.options.publisher.publish(this.prefix + channel, JSON.stringify(message));
  }

  async subscribe(channel: string, handler: MessageHandler): Promise<Unsubscribe> {
    const subscriber = await this.subscriberConnection();
    const name = this.prefix + channel;
    let handlers = this.handlers.get(name);
    if (handlers === undefined) {
      handlers = new Set();
      this.handlers.set(name, handlers);
      await subscriber.subscribe(name);
    }
    handlers.add(handler);
    return async () => {
      const current = this.handlers.get(name);
      if (!current?.delete(handler) || current.size > 0) return;
      this.handlers.delete(name);
      await subscriber.unsubscribe(name);
    };
  }

  async close(): Promise<void> {
    const subscriber = this.subscriber;
    this.subscriber = undefined;
    this.handlers.clear();
    if (subscriber) await closeRedisClient(await subscriber);
  }

  private subscriberConnection(): Promise<Redis> {
    this.subscriber ??= (async () => {
      const client = createRedisClient(this.options.url, {
        role: 'subscriber',
        name: 'pubsub',
        ...(this.options.logger ? { logger: this.options.logger } : {}),
      });
      client.on('message', (channel: string, payload: string) => this.deliver(channel, payload));
      await connectRedis(client);
      return client;
    })();
    return this.subscriber;
  }

  private deliver(channel: string, payload: string): void {
    let message: JsonValue;
    try {
      message = JSON.parse(payload) as JsonValue;
    } catch {
      this.options.logger?.warn({ channel }, 'pub/sub message is not JSON; dropped');
      return;
    }
    for (const handler of this.handlers.get(channel) ?? []) {
      try {
        handler(message);
      } catch (error) {
        this.options.logger?.error({ err: error, channel }, 'pub/sub handler failed');
      }
    }
  }
}
