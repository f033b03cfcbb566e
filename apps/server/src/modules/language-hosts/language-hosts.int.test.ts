// LANGUAGE_HOSTS published to the web app (spec part 1 §1, issue 15 §14): the spec's prefix hosts by
// default, `off`, or each language's host; a value that cannot be read stops the server.
import { LANGUAGE_HOSTS_PATH, languageHostsSchema } from '@asperity/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestStore, startServer, type TestStore } from '../../../test/harness.ts';

const stores: TestStore[] = [];
afterEach(async () => {
  await Promise.all(stores.splice(0).map((s) => s.dispose()));
});

async function published(env: Record<string, string>) {
  const store = await createTestStore();
  stores.push(store);
  const server = await startServer(store, { env });
  try {
    const res = await fetch(`${server.url}${LANGUAGE_HOSTS_PATH}`);
    expect(res.status).toBe(200);
    return languageHostsSchema.parse(await res.json());
  } finally {
    await server.close();
  }
}

describe('GET /api/config/language-hosts', () => {
  it('publishes the setting: prefix by default, off, or a host per language', async () => {
    expect(await published({})).toEqual({ mode: 'prefix' });
    expect(await published({ LANGUAGE_HOSTS: 'off' })).toEqual({ mode: 'off' });
    expect(await published({ LANGUAGE_HOSTS: 'en=example.org,ja=ja.example.org' })).toEqual({
      mode: 'map',
      hosts: { en: 'example.org', ja: 'ja.example.org' },
    });
  });

  it('refuses to start with a value it cannot read', async () => {
    const store = await createTestStore();
    stores.push(store);
    await expect(startServer(store, { env: { LANGUAGE_HOSTS: 'fr=fr.example.org' } })).rejects.toThrow(
      /LANGUAGE_HOSTS/,
    );
  });
});
