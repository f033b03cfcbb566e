// A client of the live socket (/sockets) for tests: connects with a client's session cookie and
// collects the JSON messages; `next` waits for one that matches (no sleeps).
import { socketMessageSchema, type SocketMessage } from '@asperity/contract';
import WebSocket from 'ws';
import type { ApiClient } from './http-client.ts';

export interface LiveSocketClient {
  readonly messages: readonly SocketMessage[];
  /** Resolves with the first message (already received or to come) matching `match`. */
  next<T extends SocketMessage['type']>(
    type: T,
    timeoutMs?: number,
  ): Promise<Extract<SocketMessage, { type: T }>>;
  /** Resolves with the close code once the server closed the socket. */
  closed(timeoutMs?: number): Promise<number>;
  close(): Promise<void>;
}

export function openLiveSocket(baseUrl: string, client?: ApiClient): Promise<LiveSocketClient> {
  const access = client?.cookie('asperity_access');
  const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/sockets`, {
    headers: access === undefined ? {} : { cookie: `asperity_access=${access}` },
  });
  const messages: SocketMessage[] = [];
  const waiters: (() => void)[] = [];
  let closeCode: number | undefined;
  const wake = () => {
    for (const w of waiters.splice(0)) w();
  };
  ws.on('message', (data: Buffer) => {
    messages.push(socketMessageSchema.parse(JSON.parse(data.toString('utf8'))));
    wake();
  });
  ws.on('close', (code) => {
    closeCode = code;
    wake();
  });
  const waitFor = <T>(found: () => T | undefined, timeoutMs: number, what: string): Promise<T> =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`live socket: no ${what} within ${timeoutMs} ms`)),
        timeoutMs,
      );
      const check = () => {
        const value = found();
        if (value !== undefined) {
          clearTimeout(timer);
          resolve(value);
        } else waiters.push(check);
      };
      check();
    });
  const live: LiveSocketClient = {
    messages,
    next: (type, timeoutMs = 10_000) =>
      waitFor(
        () =>
          messages.find((m) => m.type === type) as Extract<SocketMessage, { type: typeof type }> | undefined,
        timeoutMs,
        `"${type}" message`,
      ),
    closed: (timeoutMs = 10_000) => waitFor(() => closeCode, timeoutMs, 'close'),
    close: async () => {
      if (closeCode !== undefined) return;
      ws.close();
      await live.closed();
    },
  };
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(live));
    ws.once('error', reject);
    ws.once('unexpected-response', (_req, res) =>
      reject(new Error(`socket upgrade refused: ${res.statusCode}`)),
    );
  });
}
