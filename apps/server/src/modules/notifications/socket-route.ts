// The live socket at /sockets (spec part 1 §7): a WebSocket opened by the signed-in app with its
// session cookie. Server → browser only: JSON action messages (contract SocketMessage). A missing,
// expired or revoked session is closed with 4401 right after the upgrade.
import { SOCKET_PATH, type SocketMessage } from '@asperity/contract';
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { AccountsService } from '../accounts/service.ts';
import { accessTokenOf } from '../accounts/session-cookies.ts';
import type { LiveHub, LiveSocket } from './live-hub.ts';

export const SOCKET_UNAUTHORIZED = 4401;

export interface SocketRouteOptions {
  readonly accounts: AccountsService;
  readonly live: LiveHub;
  readonly unreadCount: (userId: string) => Promise<number>;
}

export async function registerSocketRoute(
  app: FastifyInstance,
  { accounts, live, unreadCount }: SocketRouteOptions,
): Promise<void> {
  await app.register(websocket, { options: { maxPayload: 4096 } });
  app.get(SOCKET_PATH, { websocket: true, schema: { hide: true } }, async (socket, request) => {
    const claims = accounts.authenticate(accessTokenOf(request));
    try {
      await accounts.requireUser(claims);
    } catch {
      socket.close(SOCKET_UNAUTHORIZED, 'unauthorized');
      return;
    }
    if (!claims) return;
    const entry: LiveSocket = {
      userId: claims.sub,
      sessionId: claims.sid,
      send: (text) => socket.send(text),
      close: (code, reason) => socket.close(code, reason),
    };
    live.add(entry);
    socket.on('close', () => live.remove(entry));
    const hello: SocketMessage = { type: 'connected', unreadCount: await unreadCount(claims.sub) };
    socket.send(JSON.stringify(hello));
    // The browser has nothing to say; anything it sends is ignored.
    socket.on('message', () => undefined);
  });
}
