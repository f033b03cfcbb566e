import { describe, expect, it } from 'vitest';
import { HttpError } from '../HttpError.ts';
import { aUser, fakeHttp } from '../../test/fakeHttp.ts';
import { fetchSessionUser } from './fetchSessionUser.ts';

describe('fetchSessionUser', () => {
  it('reads the profile of GET /api/user/me', async () => {
    const user = await fetchSessionUser(fakeHttp({ 'GET /api/user/me': aUser({ isAdmin: true }) }));
    expect(user).toMatchObject({ uid: 'u-1', firstName: 'Ada', isAdmin: true });
  });

  it.each([401, 404])('treats %i as signed out', async (status) => {
    await expect(
      fetchSessionUser(fakeHttp({ 'GET /api/user/me': new HttpError(status, 'x') })),
    ).resolves.toBeNull();
  });

  it('passes other failures on', async () => {
    await expect(
      fetchSessionUser(fakeHttp({ 'GET /api/user/me': new HttpError(500, 'something-went-wrong') })),
    ).rejects.toMatchObject({ status: 500 });
  });
});
