// The set-up shared by the integration tests that sign members in: one real server per test file
// with a real SMTP receiver for its mail (sign-up confirmations, address changes), started before
// the file's tests and stopped after them. Call it once at the top of a test file: it registers the
// file's beforeAll and afterAll, and its fields are valid inside tests and hooks.
import { afterAll, beforeAll } from 'vitest';
import {
  createTestStore,
  startServer,
  type StartOptions,
  type TestServer,
  type TestStore,
} from './harness.ts';
import type { ApiClient } from './http-client.ts';
import { signedInClient } from './signed-in.ts';
import { startSmtpReceiver, type SmtpReceiver } from './smtp-receiver.ts';

/** The PUBLIC_URL the servers run with: the links in their mails start with it. */
export const publicUrl = 'http://asperity.test';

export interface ServerWithMail {
  readonly store: TestStore;
  readonly server: TestServer;
  readonly smtp: SmtpReceiver;
  /** What the file's server runs with: the mail settings, PUBLIC_URL and the file's own settings. */
  readonly env: Readonly<Record<string, string>>;
  /** A new member, signed up, confirmed and signed in on the file's server (or on `on`). */
  member(on?: TestServer): Promise<ApiClient>;
  /** Another server on the same store and mail, with settings on top of the file's; the caller closes it. */
  startAnother(options?: StartOptions): Promise<TestServer>;
  /** Stops the file's server and starts it again on the same store (to show what is persisted). */
  restart(): Promise<void>;
}

export function serverWithMail(settings: Readonly<Record<string, string>> = {}): ServerWithMail {
  let store: TestStore | undefined;
  let server: TestServer | undefined;
  let smtp: SmtpReceiver | undefined;
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('serverWithMail: used before its beforeAll has run');
    return value;
  };

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    store = await createTestStore();
    server = await startServer(store, { env: live.env });
  });

  afterAll(async () => {
    await server?.close();
    await store?.dispose();
    await smtp?.close();
  });

  const live: ServerWithMail = {
    get store() {
      return started(store);
    },
    get server() {
      return started(server);
    },
    get smtp() {
      return started(smtp);
    },
    get env() {
      return { SMTP_URL: started(smtp).url, PUBLIC_URL: publicUrl, ...settings };
    },
    member: (on) => signedInClient((on ?? live.server).url, live.smtp, publicUrl),
    startAnother: (options = {}) =>
      startServer(live.store, { ...options, env: { ...live.env, ...options.env } }),
    restart: async () => {
      await live.server.close();
      server = undefined;
      server = await startServer(live.store, { env: live.env });
    },
  };
  return live;
}
