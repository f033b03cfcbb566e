// A new installation's demo account: created once on an empty database, signed in with the logged
// (or configured) password, holding the four sample surfaces as real library files.
import { ACCOUNT_PATHS, fileListSchema } from '@asperity/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiClient } from '../../../test/http-client.ts';
import { createTestStore, startServer, type TestStore } from '../../../test/harness.ts';
import { DEMO_EMAIL } from './seed-demo-content.ts';

const stores: TestStore[] = [];
afterEach(async () => {
  await Promise.all(stores.splice(0).map((s) => s.dispose()));
});

async function signIn(url: string, password: string): Promise<ApiClient> {
  const client = new ApiClient(url);
  const res = await client.post(ACCOUNT_PATHS.signIn, { login: DEMO_EMAIL, password, consent: true });
  expect(res.status).toBe(200);
  return client;
}

describe('demo content', () => {
  it('creates the demo account with four sample surfaces once, with the configured password', async () => {
    const store = await createTestStore();
    stores.push(store);
    const env = { DEMO_CONTENT: 'true', DEMO_PASSWORD: 'Sample9Surfaces' };
    const first = await startServer(store, { env });
    try {
      const client = await signIn(first.url, 'Sample9Surfaces');
      const list = fileListSchema.parse((await client.get('/api/files')).body);
      expect(list.files.map((f) => f.name).sort()).toEqual([
        'grating-10um.x3p',
        'machined-surface.x3p',
        'particles.x3p',
        'step-200nm.x3p',
      ]);
      const grating = list.files.find((f) => f.name === 'grating-10um.x3p');
      expect(grating?.format).toBe('x3p');
      expect(grating?.channels[0]?.Sq).toBeCloseTo(0.5e-6 / Math.SQRT2, 8);
      for (const file of list.files) expect(file.channels[0]?.warnings).toEqual([]);
    } finally {
      await first.close();
    }
    // A restart on the same data does not add a second demo library.
    const second = await startServer(store, { env });
    try {
      const client = await signIn(second.url, 'Sample9Surfaces');
      expect(fileListSchema.parse((await client.get('/api/files')).body).files).toHaveLength(4);
    } finally {
      await second.close();
    }
  });

  it('generates a password and logs it once when none is configured, also as a plain line', async () => {
    const store = await createTestStore();
    stores.push(store);
    const written: string[] = [];
    const stdout = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
    let server: Awaited<ReturnType<typeof startServer>> | undefined;
    try {
      server = await startServer(store, { env: { DEMO_CONTENT: 'true' } });
    } finally {
      stdout.mockRestore();
    }
    try {
      const line = server.logs.lines.find((l) => String(l.msg).startsWith('Demo account created'));
      const password = typeof line?.password === 'string' ? line.password : '';
      expect(password).toMatch(/^[A-Za-z0-9_-]{16,}Aa7$/);
      // Not only inside a JSON record: a line a person reads in the terminal.
      expect(written).toContain(`Demo account created: sign in as ${DEMO_EMAIL} with password ${password}\n`);
      await signIn(server.url, password);
    } finally {
      await server.close();
    }
  });

  it('refuses a DEMO_PASSWORD that breaks the password rules at start', async () => {
    const store = await createTestStore();
    stores.push(store);
    await expect(
      startServer(store, { env: { DEMO_CONTENT: 'true', DEMO_PASSWORD: 'weak' } }),
    ).rejects.toThrow(/DEMO_PASSWORD/);
  });
});
