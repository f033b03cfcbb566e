// Folders, the library listing, file rename/favourite and copy/move over real HTTP, signed in
// through the real account calls and real SMTP (issue 5 §2–§3; spec part 1 §3, §5, §8).
import {
  errorResponseSchema,
  fileItemSchema,
  fileListSchema,
  folderSchema,
  quotaSchema,
  transferredItemsSchema,
  type FileList,
  type Folder,
} from '@asperity/contract';
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { ApiClient, type ClientResponse } from '../../../test/http-client.ts';
import { blobNames, gsfFile, uploadFile, uploaded } from '../../../test/library.ts';
import { serverWithMail } from '../../../test/server-with-mail.ts';

const live = serverWithMail();
const member = () => live.member();
const db = () => live.server.app.infra.database.db;
const blobs = () => blobNames(join(live.store.dir, 'data'));

function errorCode(res: ClientResponse): string {
  return errorResponseSchema.parse(res.body).errorCode;
}

async function createFolder(client: ApiClient, name: string, parentFolderGuid?: string): Promise<Folder> {
  const res = await client.post('/api/folders', { name, ...(parentFolderGuid ? { parentFolderGuid } : {}) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return folderSchema.parse(res.body);
}

async function listing(client: ApiClient, query = ''): Promise<FileList> {
  const res = await client.get(`/api/files${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return fileListSchema.parse(res.body);
}

async function usedQuota(client: ApiClient): Promise<number> {
  return quotaSchema.parse((await client.get('/api/user/quota')).body).usedQuota;
}

describe('folders', () => {
  it('creates, nests and renames folders with the name rules, unique among siblings regardless of case', async () => {
    const client = await member();
    const project = await createFolder(client, 'Project');
    expect(project).toMatchObject({
      name: 'Project',
      parentFolderGuid: null,
      lastOpenedAt: null,
      token: null,
    });

    const twin = await client.post('/api/folders', { name: 'pROJECT' });
    expect(twin.status).toBe(409);
    expect(errorCode(twin)).toBe('folder-already-exists');
    // Surrounding blanks are not part of a name.
    expect(errorCode(await client.post('/api/folders', { name: '  Project ' }))).toBe(
      'folder-already-exists',
    );

    for (const [name, code] of [
      ['', 'folder-name-required'],
      ['   ', 'folder-name-required'],
      ['x'.repeat(256), 'folder-name-too-long'],
      ['a<b', 'folder-name-invalid'],
      ['what?', 'folder-name-invalid'],
      ['back\\slash', 'folder-name-invalid'],
      ['CON', 'folder-name-invalid'],
      ['lpt1.txt', 'folder-name-invalid'],
      ['..', 'folder-name-invalid'],
    ] as const) {
      const res = await client.post('/api/folders', { name });
      expect(res.status, name).toBe(400);
      expect(errorCode(res), name).toBe(code);
    }
    expect((await client.post('/api/folders', { name: 'x'.repeat(255) })).status).toBe(201);

    // The same name is fine in another folder.
    const inner = await createFolder(client, 'project', project.guid);
    expect(inner.parentFolderGuid).toBe(project.guid);
    const deeper = await createFolder(client, 'Scans', inner.guid);

    const missing = await client.post('/api/folders', {
      name: 'Lost',
      parentFolderGuid: crypto.randomUUID(),
    });
    expect(missing.status).toBe(404);
    expect(errorCode(missing)).toBe('parent-folder-not-found');

    const other = await createFolder(client, 'Other');
    const clash = await client.request('PATCH', `/api/folders/${other.guid}`, { name: 'PROJECT' });
    expect(clash.status).toBe(409);
    expect(errorCode(clash)).toBe('folder-already-exists');
    expect(errorCode(await client.request('PATCH', `/api/folders/${other.guid}`, { name: 'nul' }))).toBe(
      'folder-name-invalid',
    );
    // A folder may change the case of its own name.
    const recased = await client.request('PATCH', `/api/folders/${project.guid}`, { name: 'PROJECT' });
    expect(recased.status).toBe(200);
    const renamed = await client.request('PATCH', `/api/folders/${inner.guid}`, { name: 'Measurements' });
    expect(folderSchema.parse(renamed.body)).toMatchObject({ guid: inner.guid, name: 'Measurements' });
    expect(folderSchema.parse((await client.get(`/api/folders/${inner.guid}`)).body).name).toBe(
      'Measurements',
    );

    const root = await listing(client);
    expect(root.folders.map((f) => f.name).sort()).toEqual(['Other', 'PROJECT', 'x'.repeat(255)].sort());
    expect(root).toMatchObject({ breadcrumbs: [], parent: null, allowSaving: true, files: [] });

    const deep = await listing(client, `?folderGuid=${deeper.guid}`);
    expect(deep.breadcrumbs).toEqual([
      { guid: project.guid, name: 'PROJECT' },
      { guid: inner.guid, name: 'Measurements' },
      { guid: deeper.guid, name: 'Scans' },
    ]);
    expect(deep.parent).toMatchObject({ guid: deeper.guid, name: 'Scans', parentFolderGuid: inner.guid });
    // Listing a folder is opening it.
    expect(deep.parent?.lastOpenedAt).not.toBeNull();
    expect((await listing(client, `?folderGuid=${project.guid}`)).folders.map((f) => f.guid)).toEqual([
      inner.guid,
    ]);

    expect((await client.get(`/api/files?folderGuid=${crypto.randomUUID()}`)).status).toBe(404);
  });

  it('creates one folder when several requests race for the same name', async () => {
    const client = await member();
    const answers = await Promise.all(
      ['Race', 'race', 'RACE', 'Race', 'rAcE'].map((name) => client.post('/api/folders', { name })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409]);
    for (const answer of answers.filter((a) => a.status === 409))
      expect(errorCode(answer)).toBe('folder-already-exists');
    expect((await listing(client)).folders).toHaveLength(1);
  });

  it('deletes a folder with everything below it, giving back quota and freeing blobs no other file uses', async () => {
    const client = await member();
    const blobsBefore = await blobs();
    const project = await createFolder(client, 'Project');
    const sub = await createFolder(client, 'Sub', project.guid);
    await createFolder(client, 'Empty', sub.guid);
    const a = await uploaded(live.server.url, client, 101, 'a.gsf', project.guid);
    const b = await uploaded(live.server.url, client, 102, 'b.gsf', sub.guid);
    expect(await usedQuota(client)).toBe(a.size + a.sourceSize + b.size + b.sourceSize);
    expect((await blobs()).length).toBe(blobsBefore.length + 4);

    // A copy of b at the root shares b's blobs, which must survive the folder's deletion.
    const copy = transferredItemsSchema.parse(
      (await client.post('/api/files/copy', { files: [b.guid], destinationFolderGuid: null })).body,
    ).files[0]!;
    expect(await usedQuota(client)).toBe(a.size + a.sourceSize + 2 * (b.size + b.sourceSize));
    expect((await blobs()).length).toBe(blobsBefore.length + 4);

    expect((await client.request('DELETE', `/api/folders/${project.guid}`)).status).toBe(204);
    for (const guid of [project.guid, sub.guid])
      expect((await client.get(`/api/folders/${guid}`)).status).toBe(404);
    for (const guid of [a.guid, b.guid]) expect((await client.get(`/api/files/${guid}`)).status).toBe(404);
    expect(
      await db()
        .selectFrom('folders')
        .select('guid')
        .where('owner_id', '=', await ownerId(copy.guid))
        .execute(),
    ).toEqual([]);
    expect(await usedQuota(client)).toBe(b.size + b.sourceSize);
    expect((await blobs()).length).toBe(blobsBefore.length + 2);
    expect((await listing(client)).files.map((f) => f.guid)).toEqual([copy.guid]);

    expect((await client.request('DELETE', `/api/files/${copy.guid}`)).status).toBe(204);
    expect(await usedQuota(client)).toBe(0);
    expect(await blobs()).toEqual(blobsBefore);
    expect((await client.request('DELETE', `/api/folders/${project.guid}`)).status).toBe(404);
  });
});

async function ownerId(fileGuid: string): Promise<string> {
  const row = await db()
    .selectFrom('files')
    .select('owner_id')
    .where('guid', '=', fileGuid)
    .executeTakeFirstOrThrow();
  return row.owner_id;
}

describe('listing', () => {
  it('filters by view (All, Recent, Favorites, Shared), alone and inside a folder', async () => {
    const client = await member();
    const folder = await createFolder(client, 'Lab');
    const sub = await createFolder(client, 'Deep', folder.guid);
    const rootFile = await uploaded(live.server.url, client, 201, 'root.gsf');
    const labFile = await uploaded(live.server.url, client, 202, 'lab.gsf', folder.guid);
    const deepFile = await uploaded(live.server.url, client, 203, 'deep.gsf', sub.guid);
    const oldFile = await uploaded(live.server.url, client, 204, 'old.gsf');
    const oldOpened = await uploaded(live.server.url, client, 205, 'old-but-opened.gsf', sub.guid);

    // 31 days ago is outside "Recent" (opened or modified in the last 30 days).
    const longAgo = new Date(Date.now() - 31 * 86_400_000).toISOString();
    await db()
      .updateTable('files')
      .set({ modified_at: longAgo, created_at: longAgo })
      .where('guid', 'in', [oldFile.guid, oldOpened.guid])
      .execute();
    const opened = fileItemSchema.parse((await client.get(`/api/files/${oldOpened.guid}`)).body);
    expect(Date.now() - Date.parse(opened.lastOpenedAt ?? '')).toBeLessThan(60_000);

    const all = await listing(client);
    expect(all.files.map((f) => f.guid).sort()).toEqual([rootFile.guid, oldFile.guid].sort());
    expect(all.folders.map((f) => f.guid)).toEqual([folder.guid]);

    const recent = await listing(client, '?viewFilter=Recent');
    expect(recent.files.map((f) => f.name).sort()).toEqual(
      ['deep.gsf', 'lab.gsf', 'old-but-opened.gsf', 'root.gsf'].sort(),
    );
    expect(recent.folders).toEqual([]);
    const recentInLab = await listing(client, `?viewFilter=Recent&folderGuid=${folder.guid}`);
    expect(recentInLab.files.map((f) => f.name).sort()).toEqual([
      'deep.gsf',
      'lab.gsf',
      'old-but-opened.gsf',
    ]);
    expect(recentInLab.breadcrumbs).toEqual([{ guid: folder.guid, name: 'Lab' }]);

    for (const file of [rootFile, deepFile]) {
      const res = await client.request('PATCH', `/api/files/${file.guid}`, { favorite: true });
      expect(fileItemSchema.parse(res.body).favorite).toBe(true);
    }
    expect((await listing(client, '?viewFilter=Favorites')).files.map((f) => f.guid).sort()).toEqual(
      [rootFile.guid, deepFile.guid].sort(),
    );
    expect(
      (await listing(client, `?viewFilter=Favorites&folderGuid=${folder.guid}`)).files.map((f) => f.guid),
    ).toEqual([deepFile.guid]);
    expect((await listing(client, `?viewFilter=Favorites&folderGuid=${sub.guid}`)).files).toHaveLength(1);
    await client.request('PATCH', `/api/files/${deepFile.guid}`, { favorite: false });
    expect((await listing(client, `?viewFilter=Favorites&folderGuid=${folder.guid}`)).files).toEqual([]);

    const shared = await listing(client, '?viewFilter=Shared');
    expect(shared).toMatchObject({ files: [], folders: [] });
    expect((await listing(client, `?viewFilter=Shared&folderGuid=${folder.guid}`)).files).toEqual([]);

    expect(errorCode(await client.get('/api/files?viewFilter=Everything'))).toBe('invalid-request');
    expect(labFile.parentFolderGuid).toBe(folder.guid);
  });

  it('sorts by createdAt, modifiedAt, name, size and sourceSize in both orders (default modifiedAt desc)', async () => {
    const client = await member();
    // Sizes grow with the grid, names do not follow sizes, and times are set apart explicitly.
    const specs = [
      { name: 'b.gsf', seed: 301, nx: 48, created: '2026-01-03', modified: '2026-02-01' },
      { name: 'a10.gsf', seed: 302, nx: 16, created: '2026-01-01', modified: '2026-02-03' },
      { name: 'A2.gsf', seed: 303, nx: 32, created: '2026-01-02', modified: '2026-02-02' },
    ];
    const items = [];
    for (const spec of specs) {
      const res = await uploadFile(live.server.url, client, gsfFile(spec.seed, spec.nx, 8), spec.name);
      const item = fileItemSchema.parse(res.body);
      await db()
        .updateTable('files')
        .set({ created_at: `${spec.created}T00:00:00.000Z`, modified_at: `${spec.modified}T00:00:00.000Z` })
        .where('guid', '=', item.guid)
        .execute();
      items.push(item);
    }
    await createFolder(client, 'zeta');
    await createFolder(client, 'Alpha');
    const names = async (query: string) => (await listing(client, query)).files.map((f) => f.name);

    expect(await names('')).toEqual(['a10.gsf', 'A2.gsf', 'b.gsf']);
    expect(await names('?sortBy=modifiedAt&sortOrder=asc')).toEqual(['b.gsf', 'A2.gsf', 'a10.gsf']);
    expect(await names('?sortBy=createdAt&sortOrder=asc')).toEqual(['a10.gsf', 'A2.gsf', 'b.gsf']);
    expect(await names('?sortBy=createdAt&sortOrder=desc')).toEqual(['b.gsf', 'A2.gsf', 'a10.gsf']);
    // Names compare without case and with numbers as numbers: A2 before a10.
    expect(await names('?sortBy=name&sortOrder=asc')).toEqual(['A2.gsf', 'a10.gsf', 'b.gsf']);
    expect(await names('?sortBy=name&sortOrder=desc')).toEqual(['b.gsf', 'a10.gsf', 'A2.gsf']);
    expect(await names('?sortBy=size&sortOrder=asc')).toEqual(['a10.gsf', 'A2.gsf', 'b.gsf']);
    expect(await names('?sortBy=size&sortOrder=desc')).toEqual(['b.gsf', 'A2.gsf', 'a10.gsf']);
    expect(await names('?sortBy=sourceSize&sortOrder=desc')).toEqual(['b.gsf', 'A2.gsf', 'a10.gsf']);
    const bySize = (await listing(client, '?sortBy=size&sortOrder=asc')).files.map((f) => f.size);
    expect(bySize).toEqual([...bySize].sort((x, y) => x - y));
    expect(new Set(bySize).size).toBe(3);

    const folders = async (query: string) => (await listing(client, query)).folders.map((f) => f.name);
    expect(await folders('?sortBy=name&sortOrder=asc')).toEqual(['Alpha', 'zeta']);
    expect(await folders('?sortBy=name&sortOrder=desc')).toEqual(['zeta', 'Alpha']);
    // Folders have no size: name order whichever way files go.
    expect(await folders('?sortBy=size&sortOrder=desc')).toEqual(['Alpha', 'zeta']);
    expect(errorCode(await client.get('/api/files?sortBy=colour'))).toBe('invalid-request');
    expect(errorCode(await client.get('/api/files?sortOrder=up'))).toBe('invalid-request');
    expect(items).toHaveLength(3);
  });
});

describe('file rename and favourite', () => {
  it('renames with the image-name rules, unique among the folder files regardless of case', async () => {
    const client = await member();
    const folder = await createFolder(client, 'F');
    const one = await uploaded(live.server.url, client, 401, 'one.gsf');
    await uploaded(live.server.url, client, 402, 'two.gsf');
    const elsewhere = await uploaded(live.server.url, client, 403, 'elsewhere.gsf', folder.guid);
    const patch = (guid: string, body: unknown) => client.request('PATCH', `/api/files/${guid}`, body);

    const clash = await patch(one.guid, { name: 'TWO.gsf' });
    expect(clash.status).toBe(409);
    expect(errorCode(clash)).toBe('name-already-exists');
    // The same name in another folder is fine.
    expect((await patch(elsewhere.guid, { name: 'two.gsf' })).status).toBe(200);

    for (const [name, code] of [
      ['', 'image-name-required'],
      ['y'.repeat(256), 'image-name-too-long'],
      ['a|b.gsf', 'image-name-invalid'],
      ['aux.gsf', 'image-name-invalid'],
      ['tab\there.gsf', 'image-name-invalid'],
    ] as const) {
      const res = await patch(one.guid, { name });
      expect(res.status, name).toBe(400);
      expect(errorCode(res), name).toBe(code);
    }
    expect(errorCode(await patch(one.guid, {}))).toBe('invalid-request');

    const renamed = fileItemSchema.parse((await patch(one.guid, { name: ' Grating 1.gsf ' })).body);
    expect(renamed).toMatchObject({ guid: one.guid, name: 'Grating 1.gsf', favorite: false });
    expect(renamed.modifiedAt > one.modifiedAt).toBe(true);
    expect((await patch(one.guid, { name: 'GRATING 1.gsf' })).status).toBe(200);

    const favourite = fileItemSchema.parse((await patch(one.guid, { favorite: true })).body);
    expect(favourite).toMatchObject({ favorite: true, name: 'GRATING 1.gsf' });
    expect(fileItemSchema.parse((await client.get(`/api/files/${one.guid}`)).body).favorite).toBe(true);
    expect(fileItemSchema.parse((await patch(one.guid, { favorite: false })).body).favorite).toBe(false);
  });
});

describe('copy and move', () => {
  it('copies files and whole folder trees, sharing blobs, charging quota again and picking free names', async () => {
    const client = await member();
    const source = await createFolder(client, 'Source');
    const inner = await createFolder(client, 'Inner', source.guid);
    const target = await createFolder(client, 'Target');
    const top = await uploaded(live.server.url, client, 501, 'top.gsf', source.guid);
    const low = await uploaded(live.server.url, client, 502, 'low.gsf', inner.guid);
    const loose = await uploaded(live.server.url, client, 503, 'loose.gsf');
    const used = await usedQuota(client);
    const blobsBefore = await blobs();

    const res = await client.post('/api/files/copy', {
      folders: [source.guid],
      files: [loose.guid],
      destinationFolderGuid: target.guid,
    });
    expect(res.status).toBe(201);
    const copied = transferredItemsSchema.parse(res.body);
    expect(copied.folders).toHaveLength(1);
    expect(copied.folders[0]).toMatchObject({ name: 'Source', parentFolderGuid: target.guid });
    expect(copied.folders[0]?.guid).not.toBe(source.guid);
    expect(copied.files[0]).toMatchObject({
      name: 'loose.gsf',
      parentFolderGuid: target.guid,
      favorite: false,
    });
    const copiedSource = await listing(client, `?folderGuid=${copied.folders[0]!.guid}`);
    expect(copiedSource.files.map((f) => f.name)).toEqual(['top.gsf']);
    expect(copiedSource.folders.map((f) => f.name)).toEqual(['Inner']);
    const copiedInner = await listing(client, `?folderGuid=${copiedSource.folders[0]!.guid}`);
    expect(copiedInner.files.map((f) => f.name)).toEqual(['low.gsf']);
    expect(copiedInner.files[0]?.guid).not.toBe(low.guid);
    expect(copiedInner.files[0]?.channels).toEqual(low.channels);
    // The originals are untouched.
    expect((await listing(client, `?folderGuid=${inner.guid}`)).files.map((f) => f.guid)).toEqual([low.guid]);
    // Same bytes: no new blobs, but the quota counts every copy.
    expect(await blobs()).toEqual(blobsBefore);
    const bytes = (f: { size: number; sourceSize: number }) => f.size + f.sourceSize;
    expect(await usedQuota(client)).toBe(used + bytes(top) + bytes(low) + bytes(loose));
    // A copy's analysis runs on the shared surface.
    expect((await client.get(`/api/files/${copiedInner.files[0]!.guid}`)).status).toBe(200);

    // Copying into the same place picks the next free name, for files before the extension.
    const again = transferredItemsSchema.parse(
      (
        await client.post('/api/files/copy', {
          files: [loose.guid, loose.guid],
          folders: [target.guid],
          destinationFolderGuid: null,
        })
      ).body,
    );
    expect(again.files.map((f) => f.name)).toEqual(['loose (2).gsf']);
    expect(again.folders.map((f) => f.name)).toEqual(['Target (2)']);
    const third = transferredItemsSchema.parse(
      (await client.post('/api/files/copy', { files: [loose.guid], destinationFolderGuid: null })).body,
    );
    expect(third.files.map((f) => f.name)).toEqual(['loose (3).gsf']);

    // A folder named together with its parent is copied twice, and charged twice.
    const beforeNested = await usedQuota(client);
    const nested = await client.post('/api/files/copy', {
      folders: [source.guid, inner.guid],
      destinationFolderGuid: null,
    });
    expect(transferredItemsSchema.parse(nested.body).folders.map((f) => f.name)).toEqual([
      'Source (2)',
      'Inner',
    ]);
    expect(await usedQuota(client)).toBe(beforeNested + bytes(top) + 2 * bytes(low));
  });

  it('refuses a destination inside the source, a missing destination, foreign items, and a copy that does not fit', async () => {
    const client = await member();
    const source = await createFolder(client, 'Source');
    const inner = await createFolder(client, 'Inner', source.guid);
    const innermost = await createFolder(client, 'Innermost', inner.guid);
    const file = await uploaded(live.server.url, client, 601, 'file.gsf', source.guid);

    for (const path of ['/api/files/copy', '/api/files/move'])
      for (const destination of [source.guid, inner.guid, innermost.guid]) {
        const res = await client.post(path, { folders: [source.guid], destinationFolderGuid: destination });
        expect(res.status, `${path} → ${destination}`).toBe(400);
        expect(errorCode(res)).toBe('destination-subfolder-of-source');
      }
    const lost = await client.post('/api/files/move', {
      files: [file.guid],
      destinationFolderGuid: crypto.randomUUID(),
    });
    expect(lost.status).toBe(404);
    expect(errorCode(lost)).toBe('parent-folder-not-found');
    const ghost = await client.post('/api/files/copy', {
      files: [crypto.randomUUID()],
      destinationFolderGuid: null,
    });
    expect(ghost.status).toBe(404);
    expect(errorCode(ghost)).toBe('not-found');
    expect(errorCode(await client.post('/api/files/copy', { destinationFolderGuid: null }))).toBe(
      'invalid-request',
    );

    // Fill the account up to just below its quota, so one more copy of the file does not fit.
    const quota = quotaSchema.parse((await client.get('/api/user/quota')).body);
    const room = quota.maxQuota - quota.usedQuota;
    const filler = await uploaded(live.server.url, client, 602, 'filler.gsf');
    await db()
      .updateTable('files')
      .set({ size: room - filler.sourceSize - 10 })
      .where('guid', '=', filler.guid)
      .execute();
    const listingBefore = await listing(client);
    const full = await client.post('/api/files/copy', { files: [file.guid], destinationFolderGuid: null });
    expect(full.status).toBe(413);
    expect(errorCode(full)).toBe('quota-exceeded');
    const fullTree = await client.post('/api/files/copy', {
      folders: [source.guid],
      destinationFolderGuid: null,
    });
    expect(errorCode(fullTree)).toBe('quota-exceeded');
    // Nothing of a refused copy is left behind.
    expect(await listing(client)).toEqual({ ...listingBefore, files: listingBefore.files });
    expect((await listing(client)).folders.map((f) => f.name)).toEqual(['Source']);
    expect(quotaSchema.parse((await client.get('/api/user/quota')).body).usedQuota).toBe(quota.maxQuota - 10);
    // Moving costs nothing, so it still works on a full account.
    expect(
      (await client.post('/api/files/move', { files: [file.guid], destinationFolderGuid: null })).status,
    ).toBe(200);
  });

  it('moves files and folders, all or nothing, refusing names taken in the destination', async () => {
    const client = await member();
    const a = await createFolder(client, 'A');
    const b = await createFolder(client, 'B');
    const sameInB = await createFolder(client, 'shared', b.guid);
    const sharedInA = await createFolder(client, 'Shared', a.guid);
    const x = await uploaded(live.server.url, client, 701, 'x.gsf', a.guid);
    const y = await uploaded(live.server.url, client, 702, 'y.gsf', a.guid);
    await uploaded(live.server.url, client, 703, 'X.GSF', b.guid);

    const fileClash = await client.post('/api/files/move', {
      files: [y.guid, x.guid],
      destinationFolderGuid: b.guid,
    });
    expect(fileClash.status).toBe(409);
    expect(errorCode(fileClash)).toBe('name-already-exists');
    // All or nothing: y did not move either.
    expect((await listing(client, `?folderGuid=${a.guid}`)).files.map((f) => f.name).sort()).toEqual([
      'x.gsf',
      'y.gsf',
    ]);

    const folderClash = await client.post('/api/files/move', {
      folders: [sharedInA.guid],
      destinationFolderGuid: b.guid,
    });
    expect(folderClash.status).toBe(409);
    expect(errorCode(folderClash)).toBe('folder-already-exists');

    const moved = await client.post('/api/files/move', {
      files: [y.guid],
      folders: [sharedInA.guid],
      destinationFolderGuid: sameInB.guid,
    });
    expect(moved.status).toBe(200);
    const items = transferredItemsSchema.parse(moved.body);
    expect(items.files[0]).toMatchObject({ guid: y.guid, parentFolderGuid: sameInB.guid });
    expect(items.folders[0]).toMatchObject({ guid: sharedInA.guid, parentFolderGuid: sameInB.guid });
    const inB = await listing(client, `?folderGuid=${sameInB.guid}`);
    expect(inB.files.map((f) => f.guid)).toEqual([y.guid]);
    expect(inB.folders.map((f) => f.guid)).toEqual([sharedInA.guid]);
    expect((await listing(client, `?folderGuid=${a.guid}`)).files.map((f) => f.guid)).toEqual([x.guid]);
    expect((await listing(client, `?folderGuid=${sharedInA.guid}`)).breadcrumbs.map((c) => c.name)).toEqual([
      'B',
      'shared',
      'Shared',
    ]);

    // To the root, and a no-op move to where an item already is.
    expect(
      (await client.post('/api/files/move', { folders: [sameInB.guid], destinationFolderGuid: null })).status,
    ).toBe(200);
    expect(
      (await client.post('/api/files/move', { folders: [sameInB.guid], destinationFolderGuid: null })).status,
    ).toBe(200);
    expect((await listing(client)).folders.map((f) => f.name).sort()).toEqual(['A', 'B', 'shared']);
  });
});

describe('access', () => {
  it('answers 401 signed out and 404 for another user on every library route', async () => {
    const owner = await member();
    const other = await member();
    const anonymous = new ApiClient(live.server.url);
    const folder = await createFolder(owner, 'Private');
    const file = await uploaded(live.server.url, owner, 801, 'private.gsf', folder.guid);
    const otherFolder = await createFolder(other, 'Mine');

    const calls: { method: string; path: string; body?: unknown; ok: number; foreign: number }[] = [
      { method: 'GET', path: `/api/files?folderGuid=${folder.guid}`, ok: 200, foreign: 404 },
      {
        method: 'GET',
        path: `/api/files?viewFilter=Favorites&folderGuid=${folder.guid}`,
        ok: 200,
        foreign: 404,
      },
      { method: 'GET', path: `/api/folders/${folder.guid}`, ok: 200, foreign: 404 },
      {
        method: 'POST',
        path: '/api/folders',
        body: { name: 'Child', parentFolderGuid: folder.guid },
        ok: 201,
        foreign: 404,
      },
      {
        method: 'PATCH',
        path: `/api/folders/${folder.guid}`,
        body: { name: 'Renamed' },
        ok: 200,
        foreign: 404,
      },
      { method: 'GET', path: `/api/files/${file.guid}`, ok: 200, foreign: 404 },
      { method: 'PATCH', path: `/api/files/${file.guid}`, body: { favorite: true }, ok: 200, foreign: 404 },
      {
        method: 'POST',
        path: '/api/files/copy',
        body: { files: [file.guid], destinationFolderGuid: folder.guid },
        ok: 201,
        foreign: 404,
      },
      {
        method: 'POST',
        path: '/api/files/move',
        body: { files: [file.guid], destinationFolderGuid: null },
        ok: 200,
        foreign: 404,
      },
      {
        method: 'PUT',
        path: '/api/user/preferences/file-browser',
        body: { folder: folder.guid },
        ok: 200,
        foreign: 404,
      },
      { method: 'DELETE', path: `/api/files/${file.guid}`, ok: 204, foreign: 404 },
      { method: 'DELETE', path: `/api/folders/${folder.guid}`, ok: 204, foreign: 404 },
    ];
    for (const call of calls) {
      const label = `${call.method} ${call.path}`;
      const signedOut = await anonymous.request(call.method, call.path, call.body);
      expect(signedOut.status, label).toBe(401);
      const foreign = await other.request(call.method, call.path, call.body);
      expect(foreign.status, label).toBe(call.foreign);
      // Another user's item answers exactly like one that never existed.
      expect(['not-found', 'parent-folder-not-found'], label).toContain(errorCode(foreign));
    }
    // Nothing the other user tried changed the owner's library; the owner can do all of it.
    for (const call of calls) {
      const res = await owner.request(call.method, call.path, call.body);
      expect(res.status, `${call.method} ${call.path}: ${JSON.stringify(res.body)}`).toBe(call.ok);
    }
    // A foreign destination with one's own items is also not found.
    const ownFile = await uploaded(live.server.url, other, 802, 'theirs.gsf');
    const intoForeign = await other.post('/api/files/copy', {
      files: [ownFile.guid],
      destinationFolderGuid: folder.guid,
    });
    expect(intoForeign.status).toBe(404);
    expect((await other.get(`/api/folders/${otherFolder.guid}`)).status).toBe(200);

    for (const [method, path, body] of [
      ['GET', '/api/files', undefined],
      ['POST', '/api/folders', { name: 'Anonymous' }],
      ['GET', '/api/user/quota', undefined],
      ['POST', '/api/user/quota/request-more', undefined],
      ['GET', '/api/user/preferences/file-browser', undefined],
      ['PUT', '/api/user/preferences/file-browser', {}],
    ] as const) {
      const res = await anonymous.request(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(errorCode(res)).toBe('unauthorized');
    }
  });
});
