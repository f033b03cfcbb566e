// Graceful close for keep-alive clients. Node's server.close() waits for every open connection
// and closeIdleConnections() only drops those idle between two requests at that instant, so
// shutdown would otherwise hang on (a) connections a client opened ahead of need (browsers and
// undici preconnect) that never carried a request, and (b) keep-alive connections whose request
// finishes after close began. So, once closing: connections without a request in progress are
// destroyed, new ones are refused, and answers still in flight say `Connection: close`.
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

export function registerConnectionDraining(app: FastifyInstance): void {
  let closing = false;
  /** Open connections and how many requests each has in progress. */
  const inProgress = new Map<Socket, number>();

  app.server.on('connection', (socket: Socket) => {
    if (closing) {
      socket.destroy();
      return;
    }
    inProgress.set(socket, 0);
    socket.once('close', () => inProgress.delete(socket));
  });

  app.server.on(
    'request',
    (request: { socket: Socket }, response: { once(event: 'close', cb: () => void): void }) => {
      const socket = request.socket;
      if (!inProgress.has(socket)) return;
      inProgress.set(socket, (inProgress.get(socket) ?? 0) + 1);
      response.once('close', () => {
        const count = inProgress.get(socket);
        if (count !== undefined) inProgress.set(socket, Math.max(0, count - 1));
      });
    },
  );

  app.addHook('preClose', (done) => {
    closing = true;
    for (const [socket, count] of inProgress) if (count === 0) socket.destroy();
    done();
  });

  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
}
