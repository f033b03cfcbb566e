// The live connections of this instance and the fan-out between instances (spec part 1 §7 "live
// socket", DESIGN.md §6). Every message goes through the pub/sub engine (Redis with REDIS_URL, else in
// process): the instance holding the account's socket delivers it. A staff notice to everybody is one
// pub/sub message, not one per account: each instance reads the rows of the accounts connected to it.
import type { SocketMessage } from '@asperity/contract';
import type { PubSub, Unsubscribe } from '../../infra/pubsub/pubsub.ts';

export const LIVE_CHANNEL = 'live';

/** One open socket as the hub needs it. */
export interface LiveSocket {
  readonly userId: string;
  readonly sessionId: string;
  send(text: string): void;
  close(code: number, reason: string): void;
}

type Envelope =
  | { readonly to: 'user'; readonly userId: string; readonly message: SocketMessage }
  | { readonly to: 'session'; readonly sessionId: string; readonly message: SocketMessage }
  | { readonly to: 'notice'; readonly noticeId: string };

/** Messages of a notice for the given connected accounts (absent: the account did not receive it). */
export type NoticeResolver = (
  noticeId: string,
  userIds: readonly string[],
) => Promise<Map<string, SocketMessage>>;

export class LiveHub {
  private readonly byUser = new Map<string, Set<LiveSocket>>();
  private unsubscribe: Unsubscribe | undefined;

  constructor(
    private readonly pubsub: PubSub,
    private readonly resolveNotice: NoticeResolver,
    private readonly onError: (error: unknown) => void,
  ) {}

  async start(): Promise<void> {
    this.unsubscribe = await this.pubsub.subscribe(LIVE_CHANNEL, (message) => {
      this.deliver(message as unknown as Envelope).catch(this.onError);
    });
  }

  async stop(): Promise<void> {
    await this.unsubscribe?.();
    for (const sockets of this.byUser.values())
      for (const socket of sockets) socket.close(1001, 'server stopping');
    this.byUser.clear();
  }

  /** Open sockets on this instance (metrics, bench). */
  get size(): number {
    let n = 0;
    for (const sockets of this.byUser.values()) n += sockets.size;
    return n;
  }

  add(socket: LiveSocket): void {
    let sockets = this.byUser.get(socket.userId);
    if (!sockets) this.byUser.set(socket.userId, (sockets = new Set()));
    sockets.add(socket);
  }

  remove(socket: LiveSocket): void {
    const sockets = this.byUser.get(socket.userId);
    sockets?.delete(socket);
    if (sockets?.size === 0) this.byUser.delete(socket.userId);
  }

  toUser(userId: string, message: SocketMessage): Promise<void> {
    return this.publish({ to: 'user', userId, message });
  }

  toSession(sessionId: string, message: SocketMessage): Promise<void> {
    return this.publish({ to: 'session', sessionId, message });
  }

  notice(noticeId: string): Promise<void> {
    return this.publish({ to: 'notice', noticeId });
  }

  private publish(envelope: Envelope): Promise<void> {
    return this.pubsub.publish(LIVE_CHANNEL, envelope);
  }

  private async deliver(envelope: Envelope): Promise<void> {
    switch (envelope.to) {
      case 'user':
        for (const socket of this.byUser.get(envelope.userId) ?? []) this.send(socket, envelope.message);
        return;
      case 'session':
        for (const sockets of this.byUser.values())
          for (const socket of sockets)
            if (socket.sessionId === envelope.sessionId) this.send(socket, envelope.message);
        return;
      case 'notice': {
        if (this.byUser.size === 0) return;
        const messages = await this.resolveNotice(envelope.noticeId, [...this.byUser.keys()]);
        for (const [userId, message] of messages)
          for (const socket of this.byUser.get(userId) ?? []) this.send(socket, message);
        return;
      }
    }
  }

  private send(socket: LiveSocket, message: SocketMessage): void {
    socket.send(JSON.stringify(message));
    // The session ends with a sign-out: the browser signs out and the socket has nothing more to say.
    if (message.type === 'sign-out') socket.close(4401, message.reason);
  }
}
