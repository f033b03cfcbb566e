// An AbortSignal that fires when the client goes away before its answer is complete, so the
// compute task working for it is cancelled instead of running to completion for nobody.
import type { FastifyReply } from 'fastify';

export class ClientDisconnectedError extends Error {
  override readonly name = 'AbortError';
}

export function clientAbortSignal(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  const response = reply.raw;
  // 'close' also fires after a completed answer; only an unfinished one means the client left.
  response.once('close', () => {
    if (!response.writableFinished) controller.abort(new ClientDisconnectedError('client disconnected'));
  });
  return controller.signal;
}
