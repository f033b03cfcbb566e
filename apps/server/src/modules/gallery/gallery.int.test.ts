// The public gallery over real HTTP (issue 17 §1–§4, §8, §9): the publish rules of part 1 §5 on
// PUT /api/files/{fileGuid}/share, every query field of GET /gallery/list (full-text search on the
// database's own engine), likes, views, comments, staff curation, and the route × role matrix of the
// gallery calls. Runs on SQLite, and on PostgreSQL with DATABASE_URL.
import {
  errorResponseSchema,
  fileShareSchema,
  fileShareStateSchema,
  galleryCommentSchema,
  galleryCommentsSchema,
  galleryItemStateSchema,
  galleryLikeSchema,
  galleryListSchema,
  notificationListSchema,
  sharedFileSchema,
  userProfileSchema,
  type FileShare,
  type GalleryList,
} from '@asperity/contract';
import { describe, expect, it } from 'vitest';
import { ApiClient, type ClientResponse } from '../../../test/http-client.ts';
import { uploaded } from '../../../test/library.ts';
import { serverWithMail } from '../../../test/server-with-mail.ts';

const live = serverWithMail();
const db = () => live.server.app.infra.database.db;
const base = () => live.server.url;
const BROWSER = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0' };

const errorCode = (res: ClientResponse): string => errorResponseSchema.parse(res.body).errorCode;
const put = (client: ApiClient, path: string, body?: unknown) => client.request('PUT', path, body);
const del = (client: ApiClient, path: string) => client.request('DELETE', path);
const patch = (client: ApiClient, path: string, body: unknown) => client.request('PATCH', path, body);
const doc = (text: string) => [{ type: 'paragraph', children: [{ text }] }];

async function me(client: ApiClient): Promise<{ uid: string; username: string }> {
  return userProfileSchema.parse((await client.get('/api/user/me')).body);
}

const notificationsOf = async (client: ApiClient) =>
  notificationListSchema.parse((await client.get('/api/notifications')).body).notifications;

let seed = 1000;
/** Uploads a file and publishes it with `body` (categories, description, …); answers its link. */
async function published(
  client: ApiClient,
  body: Record<string, unknown>,
  options: { readonly twoD?: boolean } = {},
): Promise<FileShare & { fileGuid: string }> {
  const file = await uploaded(base(), client, seed++, `item-${seed}.gsf`);
  if (options.twoD) await db().updateTable('files').set({ two_d: 1 }).where('guid', '=', file.guid).execute();
  const res = await put(client, `/api/files/${file.guid}/share`, {
    publiclyShared: true,
    categories: ['mems'],
    description: doc('A surface'),
    technology: 'afm',
    ...body,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { ...fileShareSchema.parse(res.body), fileGuid: file.guid };
}

async function list(client: ApiClient, query: Record<string, string>): Promise<GalleryList> {
  const res = await client.get(`/gallery/list?${new URLSearchParams(query).toString()}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return galleryListSchema.parse(res.body);
}
const hashes = (page: GalleryList) => page.items.map((item) => item.shareHash);

async function makeStaff(client: ApiClient, admin = false): Promise<void> {
  await db()
    .updateTable('users')
    .set(admin ? { is_staff: 1, is_admin: 1 } : { is_staff: 1 })
    .where('id', '=', (await me(client)).uid)
    .execute();
}

describe('publishing to the gallery (part 1 §5)', () => {
  it('names each broken rule with its code, then publishes', async () => {
    const owner = await live.member();
    const file = await uploaded(base(), owner, 1, 'rules.gsf');
    const path = `/api/files/${file.guid}/share`;
    const publish = (body: Record<string, unknown>) =>
      put(owner, path, {
        publiclyShared: true,
        categories: ['optics_optical_mirrors'],
        description: doc('Mirror'),
        technology: 'optical_profiler',
        ...body,
      });

    let res = await publish({ categories: [] });
    expect([res.status, errorCode(res)]).toEqual([400, 'category-required']);
    res = await publish({ categories: ['no_such_category'] });
    expect([res.status, errorCode(res)]).toEqual([400, 'invalid-request']);
    res = await publish({ description: doc('   ') });
    expect([res.status, errorCode(res)]).toEqual([400, 'description-required']);
    res = await publish({ description: doc('x'.repeat(5001)) });
    expect([res.status, errorCode(res)]).toEqual([400, 'description-too-long']);
    res = await publish({ allowEditing: true });
    expect([res.status, errorCode(res)]).toEqual([400, 'publicly-shared-not-editable']);
    res = await publish({ technology: 'laser' });
    expect([res.status, errorCode(res)]).toEqual([400, 'invalid-request']);
    // Nothing was published by the refused calls.
    expect((await list(owner, { username: (await me(owner)).username })).items).toEqual([]);

    res = await publish({});
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const share = fileShareSchema.parse(res.body);
    expect(share).toMatchObject({
      publiclyShared: true,
      categories: ['optics_optical_mirrors'],
      technology: 'optical_profiler',
      unpublishReason: null,
    });
    // Publishing again with the same requirements is fine; changing them is not.
    expect((await publish({})).status).toBe(200);
    res = await publish({ categories: ['mems'] });
    expect([res.status, errorCode(res)]).toEqual([400, 'share-requirements-locked']);
    res = await put(owner, path, { description: doc('Another text') });
    expect([res.status, errorCode(res)]).toEqual([400, 'share-requirements-locked']);
    res = await put(owner, path, { allowEditing: true });
    expect([res.status, errorCode(res)]).toEqual([400, 'publicly-shared-not-editable']);
    // Unpublish first, then the requirements can change.
    res = await put(owner, path, { publiclyShared: false, categories: ['mems'] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(fileShareSchema.parse(res.body)).toMatchObject({ publiclyShared: false, categories: ['mems'] });

    // The search index follows the text: the new description is found, the old one no longer.
    const before = `yb${Date.now().toString(36)}`;
    const after = `yc${Date.now().toString(36)}`;
    expect(hashes(await list(owner, { q: 'mirror', username: (await me(owner)).username }))).toEqual([]);
    res = await put(owner, path, { publiclyShared: true, description: doc(`Old ${before}`) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(hashes(await list(owner, { q: before }))).toEqual([share.shareHash]);
    await put(owner, path, { publiclyShared: false });
    res = await put(owner, path, { publiclyShared: true, description: doc(`New ${after}`) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(hashes(await list(owner, { q: before }))).toEqual([]);
    expect(hashes(await list(owner, { q: after }))).toEqual([share.shareHash]);
  });

  it('asks a 2D image for a valid 3D image link', async () => {
    const owner = await live.member();
    const file = await uploaded(base(), owner, 2, 'flat.gsf');
    await db().updateTable('files').set({ two_d: 1 }).where('guid', '=', file.guid).execute();
    const path = `/api/files/${file.guid}/share`;
    const body = { publiclyShared: true, categories: ['printing'], description: doc('Print') };
    let res = await put(owner, path, body);
    expect([res.status, errorCode(res)]).toEqual([400, 'image-link-required']);
    res = await put(owner, path, { ...body, fileLinks: ['not a url'] });
    expect([res.status, errorCode(res)]).toEqual([400, 'invalid-url']);
    expect(errorResponseSchema.parse(res.body).reason).toContain('Please enter a valid URL.');
    res = await put(owner, path, { ...body, fileLinks: ['javascript:alert(1)'] });
    expect([res.status, errorCode(res)]).toEqual([400, 'invalid-url']);
    res = await put(owner, path, { ...body, fileLinks: ['https://asperity.test/s/abc/surface'] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(fileShareSchema.parse(res.body).fileLinks).toEqual(['https://asperity.test/s/abc/surface']);
    const item = (await list(owner, { username: (await me(owner)).username })).items[0];
    expect(item?.twoD).toBe(true);
  });
});

describe('GET /gallery/list', () => {
  it('answers the gallery item fields and filters by every query field', async () => {
    const alice = await live.member();
    const bob = await live.member();
    const visitor = new ApiClient(base(), BROWSER);
    const aliceName = (await me(alice)).username;
    const bobName = (await me(bob)).username;
    const word = `zq${Date.now().toString(36)}`;
    const a1 = await published(alice, {
      title: `Gear ${word}`,
      categories: ['mems', 'tribology'],
      description: doc('Worn gear teeth'),
      technology: 'afm',
      allowSaving: true,
    });
    const a2 = await published(alice, {
      title: 'Solar wafer',
      categories: ['solar_cells_photovoltaics'],
      description: doc(`Texture of ${word}ish silicon`),
      technology: 'optical_profiler',
    });
    const b1 = await published(bob, {
      title: 'Coin',
      categories: ['coins_medallions', 'tribology'],
      description: doc('An old coin'),
      technology: 'stylus_profiler',
    });
    const mine = { username: aliceName };

    // The item fields of part 1 §3.
    const page = await list(visitor, mine);
    expect(hashes(page).sort()).toEqual([a1.shareHash, a2.shareHash].sort());
    const gear = page.items.find((item) => item.shareHash === a1.shareHash);
    expect(gear).toMatchObject({
      title: `Gear ${word}`,
      searchDescription: 'Worn gear teeth',
      author: { username: aliceName, avatar: null, encryption: false },
      allowSaving: true,
      likes: 0,
      views: 0,
      comments: 0,
      publicThumbnailType: 'auto',
      twoD: false,
      categories: ['mems', 'tribology'],
      technology: 'afm',
      staffPicked: false,
    });
    expect(gear?.author.initials).toMatch(/^[A-Z]{1,2}$/);
    expect(gear?.modifiedAt).toMatch(/^\d{4}-/);

    // username, category, tags, technology, savable.
    expect(hashes(await list(visitor, { username: bobName }))).toEqual([b1.shareHash]);
    expect(hashes(await list(visitor, { ...mine, category: 'tribology' }))).toEqual([a1.shareHash]);
    expect(hashes(await list(visitor, { username: bobName, category: 'mems' }))).toEqual([]);
    expect(hashes(await list(visitor, { ...mine, tags: 'mems,tribology' }))).toEqual([a1.shareHash]);
    expect(hashes(await list(visitor, { ...mine, tags: 'mems,coins_medallions' }))).toEqual([]);
    expect(hashes(await list(visitor, { ...mine, technology: 'optical_profiler' }))).toEqual([a2.shareHash]);
    expect(hashes(await list(visitor, { ...mine, savable: 'true' }))).toEqual([a1.shareHash]);
    expect(hashes(await list(visitor, { ...mine, savable: 'false' }))).toEqual([a2.shareHash]);
    expect((await visitor.get('/gallery/list?category=nonsense')).status).toBe(400);

    // q: full-text, every word as a prefix, in the fields searchBy / searchDescription / searchSystem name.
    expect(hashes(await list(visitor, { q: word })).sort()).toEqual([a1.shareHash, a2.shareHash].sort());
    expect(hashes(await list(visitor, { q: word, searchDescription: 'false' }))).toEqual([a1.shareHash]);
    expect(hashes(await list(visitor, { q: word, searchBy: 'description' }))).toEqual([a2.shareHash]);
    expect(hashes(await list(visitor, { q: `${word} worn` }))).toEqual([a1.shareHash]);
    expect(hashes(await list(visitor, { q: `${word} coin` }))).toEqual([]);
    // Every word must match within the chosen fields (afm is only in a1's system text).
    expect(hashes(await list(visitor, { q: `${word} afm` }))).toEqual([a1.shareHash]);
    expect(hashes(await list(visitor, { q: `${word} afm`, searchSystem: 'false' }))).toEqual([]);
    expect(hashes(await list(visitor, { q: `${word} worn`, searchBy: 'title' }))).toEqual([]);
    expect(hashes(await list(visitor, { ...mine, q: 'optical' }))).toEqual([a2.shareHash]);
    expect(hashes(await list(visitor, { ...mine, q: 'optical', searchSystem: 'false' }))).toEqual([]);
    expect(hashes(await list(visitor, { ...mine, q: 'gsf', searchBy: 'system' })).length).toBe(2);
    // Query syntax is not passed through to the engine.
    expect((await visitor.get(`/gallery/list?q=${encodeURIComponent('"a" OR * NEAR(')}`)).status).toBe(200);

    // date: DAY 1, WEEK 7, MONTH 30 days back from now.
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
    await db()
      .updateTable('file_shares')
      .set({ published_at: daysAgo(3) })
      .where('file_guid', '=', a1.fileGuid)
      .execute();
    await db()
      .updateTable('file_shares')
      .set({ published_at: daysAgo(20) })
      .where('file_guid', '=', a2.fileGuid)
      .execute();
    expect(hashes(await list(visitor, { ...mine, date: 'DAY' }))).toEqual([]);
    expect(hashes(await list(visitor, { ...mine, date: 'WEEK' }))).toEqual([a1.shareHash]);
    expect(hashes(await list(visitor, { ...mine, date: 'MONTH' }))).toEqual([a1.shareHash, a2.shareHash]);

    // sortBy date / views, asc / desc; offset, limit, hasMore.
    expect(hashes(await list(visitor, { ...mine, sortBy: 'date', sortOrder: 'asc' }))).toEqual([
      a2.shareHash,
      a1.shareHash,
    ]);
    await visitor.get(`/api/shared/${a2.shareHash}`);
    await bob.get(`/api/shared/${a2.shareHash}`);
    await visitor.get(`/api/shared/${a1.shareHash}`);
    const byViews = await list(visitor, { ...mine, sortBy: 'views', sortOrder: 'desc' });
    expect(byViews.items.map((item) => [item.shareHash, item.views])).toEqual([
      [a2.shareHash, 2],
      [a1.shareHash, 1],
    ]);
    expect(hashes(await list(visitor, { ...mine, sortBy: 'views', sortOrder: 'asc' }))).toEqual([
      a1.shareHash,
      a2.shareHash,
    ]);
    const first = await list(visitor, { ...mine, limit: '1' });
    const second = await list(visitor, { ...mine, limit: '1', offset: '1' });
    expect([first.hasMore, second.hasMore]).toEqual([true, false]);
    expect([...hashes(first), ...hashes(second)]).toEqual([a1.shareHash, a2.shareHash]);

    // A link that is not published, or has a password, is not listed.
    await put(bob, `/api/files/${b1.fileGuid}/share`, { publiclyShared: false });
    expect(hashes(await list(visitor, { username: bobName }))).toEqual([]);
  });

  it('staffPicked and staffOnly (staff only)', async () => {
    const owner = await live.member();
    const staff = await live.member();
    const plain = await live.member();
    await makeStaff(staff);
    const mine = { username: (await me(owner)).username };
    const picked = await published(owner, {});
    const broken = await published(owner, {});
    let res = await patch(staff, `/api/gallery/${picked.shareHash}`, { staffPicked: true });
    expect(galleryItemStateSchema.parse(res.body)).toEqual({ staffPicked: true, published: true });
    expect(hashes(await list(plain, { ...mine, staffPicked: 'true' }))).toEqual([picked.shareHash]);
    expect(hashes(await list(plain, { ...mine, staffPicked: 'false' }))).toEqual([broken.shareHash]);
    // The owner is told of the pick, once: picking it again changes nothing.
    res = await patch(staff, `/api/gallery/${picked.shareHash}`, { staffPicked: true });
    expect(galleryItemStateSchema.parse(res.body)).toEqual({ staffPicked: true, published: true });
    const picks = (await notificationsOf(owner)).filter((n) => n.kind === 'staff-pick');
    expect(picks).toHaveLength(1);
    expect(picks[0]?.data.url).toContain(`/s/${picked.shareHash}`);
    expect(picks[0]?.content.ja?.[0]).toBe('スタッフのおすすめ');

    res = await patch(staff, `/api/gallery/${broken.shareHash}`, {
      published: false,
      reason: 'Not a surface',
    });
    expect(galleryItemStateSchema.parse(res.body)).toEqual({ staffPicked: false, published: false });
    expect(hashes(await list(plain, mine))).toEqual([picked.shareHash]);
    expect(hashes(await list(staff, { ...mine, staffOnly: 'true' }))).toEqual([broken.shareHash]);
    res = await plain.get('/gallery/list?staffOnly=true');
    expect([res.status, errorCode(res)]).toEqual([403, 'forbidden']);
    res = await new ApiClient(base(), BROWSER).get('/gallery/list?staffOnly=true');
    expect(res.status).toBe(401);

    // The owner is told why: a notification, and the reason on the link.
    const notices = notificationListSchema.parse((await owner.get('/api/notifications')).body).notifications;
    expect(
      notices.some((n) => n.kind === 'staff-action' && JSON.stringify(n.content).includes('Not a surface')),
    ).toBe(true);
    const share = fileShareStateSchema.parse(
      (await owner.get(`/api/files/${broken.fileGuid}/share`)).body,
    ).share;
    expect(share).toMatchObject({ publiclyShared: false, unpublishReason: 'Not a surface' });

    // The item page reads the pick, and the unpublish only for staff and the owner.
    const seenBy = async (client: ApiClient, shareHash: string) =>
      sharedFileSchema.parse((await client.get(`/api/shared/${shareHash}`)).body);
    expect((await seenBy(plain, picked.shareHash)).staffPicked).toBe(true);
    expect((await seenBy(plain, broken.shareHash)).staffPicked).toBe(false);
    expect((await seenBy(staff, broken.shareHash)).staffHidden).toBe(true);
    expect((await seenBy(owner, broken.shareHash)).staffHidden).toBe(true);
    expect((await seenBy(plain, broken.shareHash)).staffHidden).toBe(false);

    // Staff restore it.
    res = await patch(staff, `/api/gallery/${broken.shareHash}`, { published: true });
    expect(galleryItemStateSchema.parse(res.body)).toEqual({ staffPicked: false, published: true });
    expect(hashes(await list(plain, mine)).sort()).toEqual([picked.shareHash, broken.shareHash].sort());
  });
});

describe('the page and the API', () => {
  it('coexists with the /gallery page: the page is HTML, /gallery/list is JSON even for a navigation', async () => {
    const html = { accept: 'text/html,application/xhtml+xml' };
    const page = await fetch(`${base()}/gallery`, { headers: html });
    // 503 when the web app is not built in this checkout: still the page route, never the API.
    expect([200, 503]).toContain(page.status);
    expect(page.headers.get('content-type')).toContain('text/html');
    await page.arrayBuffer();
    const api = await fetch(`${base()}/gallery/list?limit=1`, { headers: html });
    expect(api.status).toBe(200);
    expect(api.headers.get('content-type')).toContain('application/json');
    expect(galleryListSchema.safeParse(await api.json()).success).toBe(true);
  });
});

describe('likes, views and comments', () => {
  it('one like per signed-in user, toggled', async () => {
    const owner = await live.member();
    const fan = await live.member();
    const item = await published(owner, {});
    const like = (client: ApiClient) => put(client, `/api/gallery/${item.shareHash}/like`);
    expect(galleryLikeSchema.parse((await like(fan)).body)).toEqual({ likes: 1, liked: true });
    expect(galleryLikeSchema.parse((await like(fan)).body)).toEqual({ likes: 1, liked: true });
    expect(galleryLikeSchema.parse((await like(owner)).body)).toEqual({ likes: 2, liked: true });
    const seen = sharedFileSchema.parse((await fan.get(`/api/shared/${item.shareHash}`)).body);
    expect([seen.likes, seen.liked]).toEqual([2, true]);
    expect(galleryLikeSchema.parse((await del(fan, `/api/gallery/${item.shareHash}/like`)).body)).toEqual({
      likes: 1,
      liked: false,
    });
    const signedOut = new ApiClient(base(), BROWSER);
    expect((await like(signedOut)).status).toBe(401);
    const listed = await list(signedOut, { username: (await me(owner)).username });
    expect(listed.items[0]?.likes).toBe(1);

    // The owner is told once per liker and item, however often it is toggled, not of their own like;
    // the likes of one item share a group key.
    expect(galleryLikeSchema.parse((await like(fan)).body)).toEqual({ likes: 2, liked: true });
    const second = await live.member();
    expect(galleryLikeSchema.parse((await like(second)).body)).toEqual({ likes: 3, liked: true });
    const likes = (await notificationsOf(owner)).filter((n) => n.kind === 'like');
    expect(likes.map((n) => n.data.by).sort()).toEqual(
      [(await me(fan)).username, (await me(second)).username].sort(),
    );
    expect(new Set(likes.map((n) => n.groupKey))).toEqual(new Set([`gallery-like:${item.fileGuid}`]));
    expect(likes[0]?.data.url).toContain(`/s/${item.shareHash}`);
    expect(likes[0]?.content.ja?.[0]).toBe('新しい「いいね」');
    expect(likes[0]?.content.zh?.[0]).toBe('新的点赞');
    expect((await notificationsOf(fan)).filter((n) => n.kind === 'like')).toEqual([]);
  });

  it('tells the owner when somebody saves a copy of a public item, not when the owner does', async () => {
    const owner = await live.member();
    const saver = await live.member();
    const item = await published(owner, { allowSaving: true });
    const copy = (client: ApiClient) => client.post(`/api/shared/${item.shareHash}/copy`, {});
    expect((await copy(owner)).status).toBe(201);
    expect((await notificationsOf(owner)).filter((n) => n.kind === 'saved-copy')).toEqual([]);
    expect((await copy(saver)).status).toBe(201);
    const copies = (await notificationsOf(owner)).filter((n) => n.kind === 'saved-copy');
    expect(copies).toHaveLength(1);
    expect(copies[0]).toMatchObject({
      groupKey: `gallery-copy:${item.fileGuid}`,
      data: { by: (await me(saver)).username },
    });
    expect(copies[0]?.content.en?.[0]).toBe('Copy saved');
    // Translated like the other server-made notifications (Japanese, Chinese; others read English).
    expect(copies[0]?.content.ja?.[1]).toBe(
      `${(await me(saver)).username}さんが${String(copies[0]?.data.title)}のコピーを保存しました。`,
    );
    expect(copies[0]?.content.zh?.[0]).toBe('副本已保存');

    // Each further copy is told too; a copy through a link that is not in the gallery is not.
    const file = await uploaded(base(), owner, seed++, 'private.gsf');
    const link = await put(owner, `/api/files/${file.guid}/share`, { allowSaving: true });
    expect(link.status, JSON.stringify(link.body)).toBe(200);
    expect((await copy(saver)).status).toBe(201);
    const privately = await saver.post(`/api/shared/${fileShareSchema.parse(link.body).shareHash}/copy`, {});
    expect(privately.status, JSON.stringify(privately.body)).toBe(201);
    expect((await notificationsOf(owner)).filter((n) => n.kind === 'saved-copy')).toHaveLength(2);
  });

  it('counts a view once per visitor per hour, not the owner', async () => {
    const owner = await live.member();
    const item = await published(owner, {});
    const visitor = new ApiClient(base(), BROWSER);
    await owner.get(`/api/shared/${item.shareHash}`);
    await visitor.get(`/api/shared/${item.shareHash}`);
    await visitor.get(`/api/shared/${item.shareHash}`);
    const listed = await list(visitor, { username: (await me(owner)).username });
    expect(listed.items[0]?.views).toBe(1);
  });

  it('signed-in users comment; the author of the item and staff delete', async () => {
    const owner = await live.member();
    const writer = await live.member();
    const staff = await live.member();
    await makeStaff(staff);
    const item = await published(owner, { title: 'Commented' });
    const path = `/api/gallery/${item.shareHash}/comments`;
    const signedOut = new ApiClient(base(), BROWSER);
    expect((await signedOut.post(path, { text: 'hi' })).status).toBe(401);
    let res = await writer.post(path, { text: '   ' });
    expect(res.status).toBe(400);
    res = await writer.post(path, { text: '<b>Nice</b> surface' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const first = galleryCommentSchema.parse(res.body);
    expect(first).toMatchObject({ text: '<b>Nice</b> surface', canDelete: false });
    const second = galleryCommentSchema.parse((await writer.post(path, { text: 'Second' })).body);

    const listed = galleryCommentsSchema.parse((await signedOut.get(path)).body).comments;
    expect(listed.map((c) => c.text)).toEqual(['<b>Nice</b> surface', 'Second']);
    const ownerView = galleryCommentsSchema.parse((await owner.get(path)).body).comments;
    expect(ownerView.every((c) => c.canDelete)).toBe(true);
    expect((await list(signedOut, { username: (await me(owner)).username })).items[0]?.comments).toBe(2);

    // The owner is notified of each comment.
    const notices = notificationListSchema.parse((await owner.get('/api/notifications')).body).notifications;
    const comments = notices.filter((n) => n.kind === 'comment');
    expect(comments).toHaveLength(2);
    // The title in every translated language, the comment itself under it.
    expect(comments[0]?.content.ja?.[0]).toBe('新しいコメント');
    expect(comments[0]?.content.ja?.at(-1)).toBe(comments[0]?.content.en?.at(-1));

    res = await del(writer, `${path}/${first.id}`);
    expect([res.status, errorCode(res)]).toEqual([403, 'forbidden']);
    expect((await del(signedOut, `${path}/${first.id}`)).status).toBe(401);
    expect((await del(owner, `${path}/${first.id}`)).status).toBe(204);
    expect((await del(owner, `${path}/${first.id}`)).status).toBe(404);
    expect((await del(staff, `${path}/${second.id}`)).status).toBe(204);
    expect(galleryCommentsSchema.parse((await owner.get(path)).body).comments).toEqual([]);
  });
});

describe('the route × role matrix (gallery calls)', () => {
  it('answers each role as the rules say', async () => {
    const owner = await live.member();
    const other = await live.member();
    const staff = await live.member();
    const admin = await live.member();
    await makeStaff(staff);
    await makeStaff(admin, true);
    const signedOut = new ApiClient(base(), BROWSER);
    const roles = { owner, other, staff, admin, signedOut };

    const item = await published(owner, {});
    // A link that is not published: no gallery call reaches it.
    const privateFile = await uploaded(base(), owner, 3, 'private.gsf');
    const privateShare = fileShareSchema.parse(
      (await put(owner, `/api/files/${privateFile.guid}/share`, {})).body,
    );

    type Call = (client: ApiClient, hash: string) => Promise<ClientResponse>;
    let commentId = '';
    const calls: readonly { name: string; call: Call; expected: Record<keyof typeof roles, number> }[] = [
      {
        name: 'GET list',
        call: (c) => c.get('/gallery/list'),
        expected: { owner: 200, other: 200, staff: 200, admin: 200, signedOut: 200 },
      },
      {
        name: 'GET list staffOnly',
        call: (c) => c.get('/gallery/list?staffOnly=true'),
        expected: { owner: 403, other: 403, staff: 200, admin: 200, signedOut: 401 },
      },
      {
        name: 'PUT like',
        call: (c, h) => put(c, `/api/gallery/${h}/like`),
        expected: { owner: 200, other: 200, staff: 200, admin: 200, signedOut: 401 },
      },
      {
        name: 'DELETE like',
        call: (c, h) => del(c, `/api/gallery/${h}/like`),
        expected: { owner: 200, other: 200, staff: 200, admin: 200, signedOut: 401 },
      },
      {
        name: 'GET comments',
        call: (c, h) => c.get(`/api/gallery/${h}/comments`),
        expected: { owner: 200, other: 200, staff: 200, admin: 200, signedOut: 200 },
      },
      {
        name: 'POST comment',
        call: (c, h) => c.post(`/api/gallery/${h}/comments`, { text: 'matrix' }),
        expected: { owner: 201, other: 201, staff: 201, admin: 201, signedOut: 401 },
      },
      {
        name: 'DELETE comment',
        call: async (c, h) => {
          const made = await owner.post(`/api/gallery/${item.shareHash}/comments`, { text: 'to delete' });
          commentId = galleryCommentSchema.parse(made.body).id;
          return del(c, `/api/gallery/${h}/comments/${commentId}`);
        },
        expected: { owner: 204, other: 403, staff: 204, admin: 204, signedOut: 401 },
      },
      {
        name: 'PATCH item',
        call: (c, h) => patch(c, `/api/gallery/${h}`, { staffPicked: false }),
        expected: { owner: 403, other: 403, staff: 200, admin: 200, signedOut: 401 },
      },
    ];
    for (const { name, call, expected } of calls)
      for (const [role, client] of Object.entries(roles)) {
        const res = await call(client, item.shareHash);
        expect(res.status, `${name} as ${role}: ${JSON.stringify(res.body)}`).toBe(
          expected[role as keyof typeof roles],
        );
      }

    // Not published, or no such link: 404 for the item calls, whoever asks (401 first when signed out).
    for (const hash of [privateShare.shareHash, 'AAAAAAAAAAAAAAAAAAAAAA'])
      for (const [role, client] of Object.entries(roles)) {
        const answers = [
          await put(client, `/api/gallery/${hash}/like`),
          await client.get(`/api/gallery/${hash}/comments`),
          await patch(client, `/api/gallery/${hash}`, { staffPicked: true }),
        ];
        const expected =
          role === 'signedOut'
            ? [401, 404, 401]
            : role === 'staff' || role === 'admin'
              ? [404, 404, 404]
              : [404, 404, 403];
        expect(
          answers.map((r) => r.status),
          `${hash} as ${role}`,
        ).toEqual(expected);
      }
  });
});
