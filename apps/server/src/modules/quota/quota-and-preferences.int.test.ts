// Quota and file browser preferences over real HTTP, signed in through real SMTP (spec part 1 §3
// Quota and File browser preferences, §4 request-more-quota, §7 the quota answer, §9 plan storage).
import {
  errorResponseSchema,
  fileBrowserPreferencesSchema,
  folderSchema,
  quotaBytes,
  quotaSchema,
} from '@asperity/contract';
import { describe, expect, it } from 'vitest';
import { uploaded } from '../../../test/library.ts';
import { serverWithMail } from '../../../test/server-with-mail.ts';

const live = serverWithMail();
const member = () => live.member();

describe('quota', () => {
  it('answers the plan storage, the bytes used and a request for more that persists across restarts', async () => {
    const client = await member();
    const empty = quotaSchema.parse((await client.get('/api/user/quota')).body);
    // Subscriptions are off by default: everybody has the Advanced plan's storage.
    expect(empty).toEqual({ maxQuota: quotaBytes(2), usedQuota: 0, moreRequested: false, trialEndsAt: null });

    const file = await uploaded(live.server.url, client, 901, 'grating.gsf');
    const used = quotaSchema.parse((await client.get('/api/user/quota')).body);
    expect(used.usedQuota).toBe(file.size + file.sourceSize);

    const requested = await client.post('/api/user/quota/request-more');
    expect(requested.status).toBe(200);
    expect(quotaSchema.parse(requested.body)).toEqual({ ...used, moreRequested: true });
    expect(quotaSchema.parse((await client.post('/api/user/quota/request-more')).body).moreRequested).toBe(
      true,
    );

    // Another account has not asked.
    const other = await member();
    expect(quotaSchema.parse((await other.get('/api/user/quota')).body).moreRequested).toBe(false);

    // Stored, not remembered in memory: a restarted server still knows.
    await live.restart();
    const res = await fetch(`${live.server.url}/api/user/quota`, {
      headers: { cookie: `asperity_access=${client.cookie('asperity_access') ?? ''}` },
    });
    expect(quotaSchema.parse(await res.json())).toEqual({ ...used, moreRequested: true });
  });
});

describe('file browser preferences', () => {
  it('starts with the defaults, remembers what is put, per user, and validates every field', async () => {
    const client = await member();
    const other = await member();
    const defaults = {
      folder: null,
      viewFilter: 'All',
      viewType: 'tiles',
      sortBy: 'modifiedAt',
      sortOrder: 'desc',
      thumbnailType: 'ThreeD',
    };
    expect((await client.get('/api/user/preferences/file-browser')).body).toEqual(defaults);

    const folder = folderSchema.parse((await client.post('/api/folders', { name: 'Lab' })).body);
    const chosen = {
      folder: folder.guid,
      viewFilter: 'Favorites',
      viewType: 'list',
      sortBy: 'name',
      sortOrder: 'asc',
      thumbnailType: 'TwoD',
    };
    const put = await client.request('PUT', '/api/user/preferences/file-browser', chosen);
    expect(put.status).toBe(200);
    expect(put.body).toEqual(chosen);
    expect((await client.get('/api/user/preferences/file-browser')).body).toEqual(chosen);
    expect((await other.get('/api/user/preferences/file-browser')).body).toEqual(defaults);

    // PUT replaces the whole set: fields left out go back to their defaults.
    const partial = await client.request('PUT', '/api/user/preferences/file-browser', { sortBy: 'size' });
    expect(fileBrowserPreferencesSchema.parse(partial.body)).toEqual({ ...defaults, sortBy: 'size' });

    for (const bad of [
      { viewFilter: 'Everything' },
      { viewType: 'grid' },
      { sortBy: 'colour' },
      { sortOrder: 'up' },
      { thumbnailType: 'FourD' },
      { folder: 7 },
    ]) {
      const res = await client.request('PUT', '/api/user/preferences/file-browser', bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(errorResponseSchema.parse(res.body).errorCode).toBe('invalid-request');
    }
    // Only one's own folder can be remembered; another user's reads as not found.
    const foreign = await other.request('PUT', '/api/user/preferences/file-browser', { folder: folder.guid });
    expect(foreign.status).toBe(404);
    expect(errorResponseSchema.parse(foreign.body).errorCode).toBe('not-found');

    // A remembered folder that has been deleted reads as the root.
    await client.request('PUT', '/api/user/preferences/file-browser', chosen);
    expect((await client.request('DELETE', `/api/folders/${folder.guid}`)).status).toBe(204);
    expect((await client.get('/api/user/preferences/file-browser')).body).toEqual({
      ...chosen,
      folder: null,
    });
  });
});
