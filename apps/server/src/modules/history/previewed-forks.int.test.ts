// A fork an operator dialog previewed on one instance can be read on another (issue 16: before, the
// previewed forks lived in the previewing instance's memory and the other answered 404). Two
// instances on one store and one Redis; the reads name the previewed fork.
import { EDITOR_SURFACE_PATH, HISTORY_PATHS, forkPreviewSchema } from '@asperity/contract';
import { describe, expect, it } from 'vitest';
import { ApiClient } from '../../../test/http-client.ts';
import { uploaded } from '../../../test/library.ts';
import { testRedisUrl } from '../../../test/redis.ts';
import { serverWithMail } from '../../../test/server-with-mail.ts';
import { historyOf } from './history-test-support.ts';

const live = serverWithMail({ REDIS_URL: testRedisUrl });

describe('previewed forks with several instances', () => {
  it('are readable on every instance sharing Redis, and stay unknown to other files', async () => {
    const other = await live.startAnother();
    try {
      const member = await live.member();
      const file = await uploaded(live.server.url, member, 7, 'tilted.gsf');
      const root = await historyOf(member, file.guid);
      const previewed = await member.post(HISTORY_PATHS.preview, {
        fileGuid: file.guid,
        forkHash: root.forkHash,
        step: { op: 'level.plane' },
      });
      expect(previewed.status, JSON.stringify(previewed.body)).toBe(200);
      const { forkHash } = forkPreviewSchema.parse(previewed.body);
      expect(forkHash).not.toBe(root.forkHash);

      const onOther = new ApiClient(other.url, {
        cookie: `asperity_access=${member.cookie('asperity_access') ?? ''}`,
      });
      const heights = await fetch(
        `${other.url}${EDITOR_SURFACE_PATH}?fileGuid=${file.guid}&forkHash=${forkHash}`,
        {
          headers: { cookie: `asperity_access=${member.cookie('asperity_access') ?? ''}` },
        },
      );
      expect(heights.status).toBe(200);
      await heights.arrayBuffer();
      const analysed = await onOther.post('/api/editor/areal-parameters', { fileGuid: file.guid, forkHash });
      expect(analysed.status, JSON.stringify(analysed.body)).toBe(200);

      const another = await uploaded(live.server.url, member, 8, 'another.gsf');
      const elsewhere = await fetch(
        `${other.url}${EDITOR_SURFACE_PATH}?fileGuid=${another.guid}&forkHash=${forkHash}`,
        { headers: { cookie: `asperity_access=${member.cookie('asperity_access') ?? ''}` } },
      );
      expect(elsewhere.status).toBe(404);
      await elsewhere.arrayBuffer();
    } finally {
      await other.close();
    }
  });
});
