// The built server with its mail going to a real SMTP receiver (the one the server's integration
// tests use), for specs that sign up and read the confirmation mail. Call it at the top of a spec
// file or describe block: it registers the beforeAll that starts both and the afterAll that stops
// them, and its fields are valid inside tests and later hooks.
import { afterAll, beforeAll } from 'vitest';
import { startSmtpReceiver, type SmtpReceiver } from '../../apps/server/test/smtp-receiver.ts';
import { startAppServer, type RunningServer } from './app-server.ts';

export interface AppWithMail {
  readonly url: string;
  readonly smtp: SmtpReceiver;
}

/** Starts its own server: the shared one of global-setup writes mails to the development outbox. */
export function useAppWithMail(env: Readonly<Record<string, string>> = {}): AppWithMail {
  let smtp: SmtpReceiver | undefined;
  let server: RunningServer | undefined;

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    server = await startAppServer({ SMTP_URL: smtp.url, ...env });
  });

  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });

  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the server is not started yet');
    return value;
  };
  return {
    get url() {
      return started(server).url;
    },
    get smtp() {
      return started(smtp);
    },
  };
}
