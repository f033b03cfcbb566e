// pino logger options shared by the server. Credentials never reach the logs.
import { createRequire } from 'node:module';
import { pino, type DestinationStream, type Logger } from 'pino';
import type { Config } from '../config.ts';

const redact = {
  paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
  censor: '[redacted]',
};

function prettyAvailable(): boolean {
  try {
    createRequire(import.meta.url).resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
}

/**
 * JSON lines on stdout (or the given stream); human-readable when developing in a terminal and
 * pino-pretty (a dev dependency) is installed.
 */
export function createLogger(
  config: Pick<Config, 'logLevel' | 'nodeEnv'>,
  stream?: DestinationStream,
): Logger {
  const options = { level: config.logLevel, redact };
  if (stream) return pino(options, stream);
  if (config.nodeEnv === 'development' && process.stdout.isTTY && prettyAvailable()) {
    return pino({
      ...options,
      transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss.l' } },
    });
  }
  return pino(options);
}
