// Graceful shutdown on SIGTERM/SIGINT: stop accepting connections, let in-flight requests finish
// (up to a timeout, then cut the remaining connections), close the compute pool and the database
// (onClose hooks), exit 0. A second signal exits at once.
import type { FastifyInstance } from 'fastify';

export interface ShutdownOptions {
  readonly timeoutMs: number;
  readonly exit?: (code: number) => void;
}

export function installGracefulShutdown(app: FastifyInstance, options: ShutdownOptions): void {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let shuttingDown = false;

  const onSignal = (signal: NodeJS.Signals): void => {
    if (shuttingDown) {
      app.log.warn({ signal }, 'second signal: exiting immediately');
      exit(1);
      return;
    }
    shuttingDown = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.warn(
        { timeoutMs: options.timeoutMs },
        'in-flight requests did not finish in time: closing connections',
      );
      app.server.closeAllConnections();
    }, options.timeoutMs);
    timer.unref();
    app.close().then(
      () => {
        clearTimeout(timer);
        app.log.info('shut down cleanly');
        exit(0);
      },
      (error: unknown) => {
        clearTimeout(timer);
        app.log.error({ err: error }, 'error during shutdown');
        exit(1);
      },
    );
  };

  // `on`, not `once`: a second signal must reach onSignal (exit now) instead of Node's default.
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
