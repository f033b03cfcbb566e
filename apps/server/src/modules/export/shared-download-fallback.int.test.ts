// The download-fallback link works through any instance (issue 16: it lived in the memory of the
// instance that received the blob, and the others answered 404). Two instances on one store and Redis.
import { EXPORT_PATHS, downloadFallbackSchema } from '@asperity/contract';
import { describe, expect, it } from 'vitest';
import { testRedisUrl } from '../../../test/redis.ts';
import { publicUrl, serverWithMail } from '../../../test/server-with-mail.ts';

const live = serverWithMail({ REDIS_URL: testRedisUrl });

async function send(baseUrl: string, access: string, bytes: Uint8Array, name: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'text/csv' }), name);
  const res = await fetch(`${baseUrl}${EXPORT_PATHS.uploads}`, {
    method: 'POST',
    body: form,
    headers: { cookie: `asperity_access=${access}`, origin: publicUrl },
  });
  expect(res.status).toBe(201);
  return downloadFallbackSchema.parse(await res.json()).url;
}

describe('download fallback with several instances', () => {
  it('answers the link on another instance, to the sender only', async () => {
    const other = await live.startAnother();
    try {
      const member = await live.member();
      const stranger = await live.member();
      const access = member.cookie('asperity_access') ?? '';
      const bytes = Uint8Array.from({ length: 3000 }, (_, i) => (i * 37) % 256);
      const link = await send(live.server.url, access, bytes, 'profile.csv');

      const onOther = await fetch(`${other.url}${link}`, {
        headers: { cookie: `asperity_access=${access}` },
      });
      expect(onOther.status).toBe(200);
      expect(onOther.headers.get('content-disposition')).toContain('profile.csv');
      expect(new Uint8Array(await onOther.arrayBuffer())).toEqual(bytes);

      const strangers = await fetch(`${other.url}${link}`, {
        headers: { cookie: `asperity_access=${stranger.cookie('asperity_access') ?? ''}` },
      });
      expect(strangers.status).toBe(404);
      await strangers.arrayBuffer();
      const unknown = await fetch(`${other.url}${EXPORT_PATHS.upload.replace(':token', 'x'.repeat(43))}`, {
        headers: { cookie: `asperity_access=${access}` },
      });
      expect(unknown.status).toBe(404);
      await unknown.arrayBuffer();
    } finally {
      await other.close();
    }
  });
});
