// Messages to every instance of the installation: cache invalidation now, the live socket's
// notifications and job progress later. Two engines: in process (one instance; subscribers in the
// same process) and Redis pub/sub (REDIS_URL). Delivery is at most once and only to subscribers
// present when the message is published — state that must survive lives in the database, and a
// message only says "look again". pubsub.contract.ts holds the behaviour both engines show.
import { EventEmitter } from 'node:events';

export type JsonValue =
  string | number | boolean | null | readonly JsonValue[] | { readonly [key: string]: JsonValue };

export type MessageHandler = (message: JsonValue) => void;

/** Ends one subscription. */
export type Unsubscribe = () => Promise<void>;

export interface PubSub {
  readonly kind: 'in-process' | 'redis';
  /** Sends to every subscriber of the channel on every instance, this one included. */
  publish(channel: string, message: JsonValue): Promise<void>;
  /** Resolves once messages published from now on are delivered to `handler`. */
  subscribe(channel: string, handler: MessageHandler): Promise<Unsubscribe>;
  close(): Promise<void>;
}

export class InProcessPubSub implements PubSub {
  readonly kind = 'in-process';

  /** `bus`: shared by the PubSub objects that stand for one installation (tests pass one to several). */
  constructor(private readonly bus: EventEmitter = new EventEmitter()) {
    bus.setMaxListeners(0);
  }

  publish(channel: string, message: JsonValue): Promise<void> {
    // A copy through JSON, as over the wire: a subscriber never shares (or mutates) the sender's object.
    const wire = JSON.stringify(message);
    // Delivered after publish returns, like Redis, so no caller depends on synchronous delivery.
    setImmediate(() => this.bus.emit(channel, JSON.parse(wire) as JsonValue));
    return Promise.resolve();
  }

  subscribe(channel: string, handler: MessageHandler): Promise<Unsubscribe> {
    const listener = (message: JsonValue) => handler(message);
    this.bus.on(channel, listener);
    return Promise.resolve(() => {
      this.bus.off(channel, listener);
      return Promise.resolve();
    });
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}
