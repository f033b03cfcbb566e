// Process entry: read the configuration, build the app, listen, and shut down gracefully.
import type { AddressInfo } from 'node:net';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { installGracefulShutdown } from './http/shutdown.ts';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\nSee docs/configuration.md.\n`);
      process.exit(1);
    }
    throw error;
  }
}

/** A URL a person can open: the wildcard addresses are reachable as localhost. */
function displayUrl(address: AddressInfo): string {
  const host = ['0.0.0.0', '::'].includes(address.address)
    ? 'localhost'
    : address.family === 'IPv6'
      ? `[${address.address}]`
      : address.address;
  return `http://${host}:${address.port}`;
}

const config = readConfig();
const app = await buildApp(config);
installGracefulShutdown(app, { timeoutMs: config.shutdownTimeoutMs });
await app.listen({ port: config.port, host: config.host });
const address = app.server.address() as AddressInfo;
const url = displayUrl(address);
app.log.info({ url, port: address.port, publicUrl: config.publicUrl }, `Asperity listening on ${url}`);
if (config.publicUrl === undefined && config.nodeEnv === 'production') {
  // Mail links and the CSRF origin come from configuration only (never from the request's Host).
  app.log.warn(
    `PUBLIC_URL is not set: links in mail point to http://localhost:${address.port} and only pages ` +
      'served from a loopback address may write; set PUBLIC_URL to the address users reach (docs/security.md)',
  );
}
