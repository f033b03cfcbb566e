// Sharing over real HTTP (issue 14 §1, §2, §8, §9): the route × role matrix of every call that takes
// a file, folder, fork or share id — the owner, a visitor holding a file link or a folder token with
// each combination of the three permissions (signed out, another signed-in user, staff, admin), and
// the same people without a link — plus removal, expiry, passwords, view counting, the copy quota
// and answers that do not reveal what exists. Runs on SQLite, and on PostgreSQL with DATABASE_URL.
import {
  errorResponseSchema,
  fileItemSchema,
  fileListSchema,
  fileShareSchema,
  fileShareStateSchema,
  folderSchema,
  folderShareSchema,
  HISTORY_PATHS,
  IMAGE_LINK_PATHS,
  REPORT_PATHS,
  TOTAL_FOCUS_PATHS,
  historyStateSchema,
  oembedSchema,
  quotaSchema,
  sharedFileSchema,
  sharedFolderSchema,
  transferredItemsSchema,
  userProfileSchema,
  type FileItem,
  type FileShare,
  type Folder,
  type FolderShare,
} from '@asperity/contract';
import { request as httpRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import { ApiClient, type ClientResponse } from '../../../test/http-client.ts';
import { uploaded } from '../../../test/library.ts';
import { serverWithMail } from '../../../test/server-with-mail.ts';
import { MemoryCounterStore } from '../../infra/counters/memory-counter-store.ts';
import { AccessService } from '../access/access-service.ts';
import { AccountsRepo } from '../accounts/repo.ts';
import { FilesRepo } from '../files/repo.ts';
import { FilesService } from '../files/service.ts';
import { FoldersRepo } from '../folders/repo.ts';
import { GalleryRepo } from '../gallery/repo.ts';
import { SharingRepo } from './repo.ts';
import { SharingService } from './service.ts';

const live = serverWithMail();
const db = () => live.server.app.infra.database.db;
const base = () => live.server.url;
const BROWSER = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0' };

const errorCode = (res: ClientResponse): string => errorResponseSchema.parse(res.body).errorCode;
const put = (client: ApiClient, path: string, body: unknown) => client.request('PUT', path, body);
const del = (client: ApiClient, path: string) => client.request('DELETE', path);

async function userId(client: ApiClient): Promise<string> {
  return userProfileSchema.parse((await client.get('/api/user/me')).body).uid;
}

async function createFolder(client: ApiClient, name: string, parentFolderGuid?: string): Promise<Folder> {
  const res = await client.post('/api/folders', { name, ...(parentFolderGuid ? { parentFolderGuid } : {}) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return folderSchema.parse(res.body);
}

async function shareFile(client: ApiClient, guid: string, body: Record<string, unknown>): Promise<FileShare> {
  const res = await put(client, `/api/files/${guid}/share`, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return fileShareSchema.parse(res.body);
}

async function shareFolder(
  client: ApiClient,
  guid: string,
  body: Record<string, unknown>,
): Promise<FolderShare> {
  const res = await put(client, `/api/folders/${guid}/share`, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return folderShareSchema.parse(res.body);
}

interface People {
  readonly owner: ApiClient;
  readonly other: ApiClient;
  readonly staff: ApiClient;
  readonly admin: ApiClient;
  readonly signedOut: ApiClient;
}

let people: People | undefined;
async function cast(): Promise<People> {
  if (people) return people;
  const [owner, other, staff, admin] = [
    await live.member(),
    await live.member(),
    await live.member(),
    await live.member(),
  ];
  await db()
    .updateTable('users')
    .set({ is_staff: 1 })
    .where('id', '=', await userId(staff))
    .execute();
  await db()
    .updateTable('users')
    .set({ is_admin: 1, is_staff: 1 })
    .where('id', '=', await userId(admin))
    .execute();
  people = { owner, other, staff, admin, signedOut: new ApiClient(base(), BROWSER) };
  return people;
}

/** How a visitor names the file: a share hash, or the guid with a folder token. */
type Ref = { readonly shareHash: string } | { readonly fileGuid: string; readonly token: string };
const query = (ref: Ref): string => new URLSearchParams(ref as Record<string, string>).toString();

/** What calls on a file need besides the reference: its first fork. */
interface FileContext {
  readonly rootForkHash: string;
}

const levelStep = { op: 'level.plane' };

/**
 * Every call on a file that a visitor may attempt, with the permission it needs and the status it
 * answers when allowed (200 unless said: total focus answers 400 restriction for a file without an
 * image channel, which it says only after the access function let the caller through).
 */
const fileCalls: readonly {
  readonly name: string;
  readonly needs: 'read' | 'edit' | 'save-copy' | 'export-original';
  readonly allowed?: number;
  readonly call: (client: ApiClient, ref: Ref, file: FileContext) => Promise<ClientResponse>;
}[] = [
  {
    name: 'history apply',
    needs: 'edit',
    call: (c, ref, f) => c.post(HISTORY_PATHS.apply, { ...ref, forkHash: f.rootForkHash, step: levelStep }),
  },
  {
    name: 'history preview',
    needs: 'edit',
    call: (c, ref, f) => c.post(HISTORY_PATHS.preview, { ...ref, forkHash: f.rootForkHash, step: levelStep }),
  },
  {
    name: 'history go-back',
    needs: 'edit',
    call: (c, ref) => c.post(HISTORY_PATHS.goBack, { ...ref, step: 0 }),
  },
  {
    name: 'history save',
    needs: 'edit',
    call: (c, ref, f) =>
      c.post(HISTORY_PATHS.save, {
        ...ref,
        forkHash: f.rootForkHash,
        expectedModifiedAt: new Date(0).toISOString(),
        override: true,
      }),
  },
  {
    name: 'total-focus read',
    needs: 'read',
    allowed: 400,
    call: (c, ref) => c.get(`${TOTAL_FOCUS_PATHS.adjustments}?${query(ref)}`),
  },
  {
    name: 'total-focus write',
    needs: 'edit',
    allowed: 400,
    call: (c, ref) => put(c, TOTAL_FOCUS_PATHS.adjustments, { ...ref, brightness: 10, contrast: 0 }),
  },
  {
    name: 'fork export',
    needs: 'save-copy',
    call: (c, ref, f) => forkExportCall(c, `${query(ref)}&forkHash=${f.rootForkHash}&format=csv`),
  },
  { name: 'history', needs: 'read', call: (c, ref) => c.get(`/api/editor/history?${query(ref)}`) },
  {
    name: 'surface',
    needs: 'read',
    call: async (c, ref) => {
      // Binary answer: the status is what matters here.
      const res = await fetch(`${base()}/api/editor/surface?${query(ref)}&maxSide=8`, {
        headers: { cookie: cookieOf(c) },
      });
      await res.arrayBuffer();
      return { status: res.status, body: undefined, setCookies: [] };
    },
  },
  { name: 'areal analysis', needs: 'read', call: (c, ref) => c.post('/api/editor/areal-parameters', ref) },
  {
    name: 'histogram (GET)',
    needs: 'read',
    call: (c, ref) => c.get(`/api/editor/bearing-ratio?${query(ref)}`),
  },
  { name: 'settings read', needs: 'read', call: (c, ref) => c.get(`/api/editor/settings?${query(ref)}`) },
  {
    name: 'recipe details',
    needs: 'read',
    call: (c, ref) => c.get(`/api/editor/recipe-details?${query(ref)}`),
  },
  {
    name: 'preview',
    needs: 'read',
    call: async (c, ref) => {
      const path =
        'shareHash' in ref
          ? `/api/file/preview/${ref.shareHash}?width=64&height=64`
          : `/api/file/preview/${ref.fileGuid}?width=64&height=64&token=${ref.token}`;
      const res = await fetch(`${base()}${path}`, { headers: { cookie: cookieOf(c) } });
      await res.arrayBuffer();
      return { status: res.status, body: undefined, setCookies: [] };
    },
  },
  {
    name: 'settings write',
    needs: 'edit',
    call: (c, ref) => c.request('PUT', `/api/editor/settings?${query(ref)}`, {}),
  },
  { name: 'history trim', needs: 'edit', call: (c, ref) => c.post('/api/editor/history/trim', ref) },
  {
    name: 'export csv',
    needs: 'save-copy',
    call: (c, ref) =>
      exportCall(
        c,
        'shareHash' in ref
          ? `shareHash=${ref.shareHash}&format=csv`
          : `files[0]=${ref.fileGuid}&token=${ref.token}&format=csv`,
      ),
  },
  {
    name: 'print report',
    needs: 'read',
    call: (c, ref) =>
      exportCall(c, `${query(ref)}&sections=properties`, filePathOf(REPORT_PATHS.report, ref)),
  },
  {
    name: '2D links read',
    needs: 'read',
    // Once the access function lets the caller through: 400, the file is not a 2D image.
    allowed: 400,
    call: (c, ref) => c.get(`${filePathOf(IMAGE_LINK_PATHS.links, ref)}?${query(ref)}`),
  },
  {
    name: '2D links write',
    needs: 'edit',
    allowed: 400,
    call: (c, ref) => put(c, `${filePathOf(IMAGE_LINK_PATHS.links, ref)}?${query(ref)}`, { links: [] }),
  },
  {
    name: 'export original',
    needs: 'export-original',
    call: (c, ref) =>
      exportCall(
        c,
        'shareHash' in ref
          ? `shareHash=${ref.shareHash}&format=original`
          : `files[0]=${ref.fileGuid}&token=${ref.token}&format=original`,
      ),
  },
];

/** A /api/files/{fileGuid}/… path as a visitor names the file: by the share hash, or by guid with a token. */
function filePathOf(template: string, ref: Ref): string {
  return template.replace(':fileGuid', encodeURIComponent('shareHash' in ref ? ref.shareHash : ref.fileGuid));
}

function cookieOf(client: ApiClient): string {
  const access = client.cookie('asperity_access');
  return access ? `asperity_access=${access}` : '';
}

function forkExportCall(client: ApiClient, q: string): Promise<ClientResponse> {
  return exportCall(client, q, '/api/file/export/fork');
}

async function exportCall(client: ApiClient, q: string, path = '/api/file/export'): Promise<ClientResponse> {
  const res = await fetch(`${base()}${path}?${q}`, { headers: { cookie: cookieOf(client) } });
  const text = await res.text();
  const isJson = res.headers.get('content-type')?.includes('json') ?? false;
  return { status: res.status, body: isJson ? (JSON.parse(text) as unknown) : undefined, setCookies: [] };
}

const combos = [false, true].flatMap((allowEditing) =>
  [false, true].flatMap((allowSaving) =>
    [false, true].map((allowOriginalFileExport) => ({ allowEditing, allowSaving, allowOriginalFileExport })),
  ),
);

function expected(
  needs: 'read' | 'edit' | 'save-copy' | 'export-original',
  flags: (typeof combos)[number],
  signedIn: boolean,
): number {
  switch (needs) {
    case 'read':
      return 200;
    case 'edit':
      return flags.allowEditing && signedIn ? 200 : 403;
    case 'save-copy':
      return flags.allowSaving ? 200 : 403;
    case 'export-original':
      return flags.allowSaving && flags.allowOriginalFileExport ? 200 : 403;
  }
}

describe('the route × role matrix', () => {
  it('answers the owner and refuses everybody else without a link (404, signed out 401)', async () => {
    const { owner, other, staff, admin, signedOut } = await cast();
    const file = await uploaded(base(), owner, 101, 'private.gsf');
    const ownerRef = { fileGuid: file.guid };
    const byGuid = (c: ApiClient) => [
      c.get(`/api/editor/history?fileGuid=${file.guid}`),
      c.post('/api/editor/areal-parameters', ownerRef),
      c.get(`/api/editor/settings?fileGuid=${file.guid}`),
      c.get(`/api/editor/recipe-details?fileGuid=${file.guid}`),
      c.get(`/api/files/${file.guid}/share`),
      c.request('PUT', `/api/files/${file.guid}/share`, {}),
      exportCall(c, `files[0]=${file.guid}&format=csv`),
    ];
    for (const res of await Promise.all(byGuid(owner))) expect(res.status).toBe(200);
    // The owner's own share call made a link: remove it so the others see a private file.
    expect((await del(owner, `/api/files/${file.guid}/share`)).status).toBe(204);
    for (const [who, client] of Object.entries({ other, staff, admin })) {
      for (const res of await Promise.all(byGuid(client))) {
        expect(res.status, who).toBe(404);
        expect(errorCode(res), who).toBe('not-found');
      }
    }
    for (const res of await Promise.all(byGuid(signedOut))) expect(res.status).toBe(401);
  });

  it('refuses the editor and library calls by guid to everybody but the owner (404, signed out 401)', async () => {
    const { owner, other, staff, admin, signedOut } = await cast();
    const folder = await createFolder(owner, 'Private folder');
    const file = await uploaded(base(), owner, 103, 'private-2.gsf', folder.guid);
    const { rootForkHash } = historyStateSchema.parse(
      (await owner.get(`/api/editor/history?fileGuid=${file.guid}`)).body,
    );
    const ref = { fileGuid: file.guid };
    const fork = { ...ref, forkHash: rootForkHash, step: levelStep };
    // [name, call, the owner's status]; total focus answers 400 restriction (no image channel) once allowed.
    const calls = (c: ApiClient): [string, () => Promise<ClientResponse>, number][] => [
      ['history apply', () => c.post(HISTORY_PATHS.apply, fork), 200],
      ['history preview', () => c.post(HISTORY_PATHS.preview, fork), 200],
      ['history go-back', () => c.post(HISTORY_PATHS.goBack, { ...ref, step: 0 }), 200],
      [
        'history save',
        () =>
          c.post(HISTORY_PATHS.save, {
            ...ref,
            forkHash: rootForkHash,
            expectedModifiedAt: file.modifiedAt,
            override: true,
          }),
        200,
      ],
      ['total-focus read', () => c.get(`${TOTAL_FOCUS_PATHS.adjustments}?fileGuid=${file.guid}`), 400],
      [
        'total-focus write',
        () => put(c, TOTAL_FOCUS_PATHS.adjustments, { ...ref, brightness: 5, contrast: 5 }),
        400,
      ],
      [
        'fork export',
        () => forkExportCall(c, `fileGuid=${file.guid}&forkHash=${rootForkHash}&format=csv`),
        200,
      ],
      ['file get', () => c.get(`/api/files/${file.guid}`), 200],
      [
        'print report',
        () =>
          exportCall(
            c,
            'sections=properties',
            filePathOf(REPORT_PATHS.report, { fileGuid: file.guid, token: '' }),
          ),
        200,
      ],
      ['file patch', () => c.request('PATCH', `/api/files/${file.guid}`, { favorite: true }), 200],
      ['folder get', () => c.get(`/api/folders/${folder.guid}`), 200],
      ['folder listing', () => c.get(`/api/files?folderGuid=${folder.guid}`), 200],
      ['folder rename', () => c.request('PATCH', `/api/folders/${folder.guid}`, { name: 'Renamed' }), 200],
      ['folder link', () => put(c, `/api/folders/${folder.guid}/share`, {}), 200],
      ['folder export', () => exportCall(c, `folders[0]=${folder.guid}&format=csv`), 200],
      [
        'copy',
        () => c.post('/api/files/copy', { files: [file.guid], folders: [], destinationFolderGuid: null }),
        201,
      ],
      [
        'move',
        () => c.post('/api/files/move', { files: [], folders: [folder.guid], destinationFolderGuid: null }),
        200,
      ],
      ['file delete', () => del(c, `/api/files/${file.guid}`), 204],
      ['folder delete', () => del(c, `/api/folders/${folder.guid}`), 204],
    ];
    for (const [who, client] of Object.entries({ other, staff, admin, signedOut })) {
      for (const [name, call] of calls(client)) {
        const res = await call();
        expect(res.status, `${who} ${name} ${JSON.stringify(res.body)}`).toBe(
          who === 'signedOut' ? 401 : 404,
        );
      }
    }
    for (const [name, call, status] of calls(owner)) {
      const res = await call();
      expect(res.status, `owner ${name} ${JSON.stringify(res.body)}`).toBe(status);
      if (status === 400) expect(errorCode(res)).toBe('restriction');
    }
    expect((await owner.get(`/api/folders/${folder.guid}`)).status).toBe(404);
  });

  it('lets only the owner create, read and remove links (others 404, signed out 401)', async () => {
    const { owner, other, staff, admin, signedOut } = await cast();
    const file = await uploaded(base(), owner, 102, 'managed.gsf');
    const folder = await createFolder(owner, 'Managed');
    const { shareHash } = await shareFile(owner, file.guid, { allowSaving: true });
    await shareFolder(owner, folder.guid, {});
    const calls = (c: ApiClient) => [
      c.get(`/api/files/${file.guid}/share`),
      put(c, `/api/files/${file.guid}/share`, { allowEditing: true }),
      del(c, `/api/files/${file.guid}/share`),
      put(c, `/api/folders/${folder.guid}/share`, { allowSaving: true }),
      del(c, `/api/folders/${folder.guid}/share`),
    ];
    for (const [who, client] of Object.entries({ other, staff, admin })) {
      for (const res of await Promise.all(calls(client))) expect(res.status, who).toBe(404);
    }
    for (const res of await Promise.all(calls(signedOut))) expect(res.status).toBe(401);
    // Holding the link gives no say over it either.
    const viaLink = await put(other, `/api/files/${file.guid}/share?shareHash=${shareHash}`, {
      allowEditing: true,
    });
    expect(viaLink.status).toBe(404);
    const unchanged = fileShareStateSchema.parse(
      (await owner.get(`/api/files/${file.guid}/share`)).body,
    ).share;
    expect(unchanged).toMatchObject({ shareHash, allowEditing: false, allowSaving: true });
    // A fork export through the link is a copy: allowed with saving.
    const { rootForkHash } = historyStateSchema.parse(
      (await signedOut.get(`/api/editor/history?shareHash=${shareHash}`)).body,
    );
    const fork = await fetch(
      `${base()}/api/file/export/fork?shareHash=${shareHash}&forkHash=${rootForkHash}&format=csv`,
    );
    await fork.arrayBuffer();
    expect(fork.status).toBe(200);
  });

  describe.each(['file link', 'folder token'] as const)('%s', (kind) => {
    it.each(combos)(
      'editing $allowEditing, saving $allowSaving, export $allowOriginalFileExport',
      async (flags) => {
        const { owner, other, staff, admin, signedOut } = await cast();
        let ref: Ref;
        let file: FileItem;
        let folders: { readonly top: string; readonly inner: string; readonly token: string } | undefined;
        if (kind === 'file link') {
          file = await uploaded(
            base(),
            owner,
            200 + combos.indexOf(flags),
            `linked-${combos.indexOf(flags)}.gsf`,
          );
          const share = await shareFile(owner, file.guid, flags);
          expect(share).toMatchObject({
            allowEditing: flags.allowEditing,
            allowSaving: flags.allowSaving,
            allowOriginalFileExport: flags.allowSaving && flags.allowOriginalFileExport,
            publiclyShared: false,
            priority: 0,
          });
          expect(share.shareHash.length).toBeGreaterThanOrEqual(22);
          ref = { shareHash: share.shareHash };
        } else {
          const top = await createFolder(owner, `Shared ${combos.indexOf(flags)}`);
          const inner = await createFolder(owner, 'inner', top.guid);
          file = await uploaded(
            base(),
            owner,
            300 + combos.indexOf(flags),
            `in-folder-${combos.indexOf(flags)}.gsf`,
            inner.guid,
          );
          const share = await shareFolder(owner, top.guid, flags);
          ref = { fileGuid: file.guid, token: share.token };
          folders = { top: top.guid, inner: inner.guid, token: share.token };
        }

        const context: FileContext = {
          rootForkHash: historyStateSchema.parse(
            (await owner.get(`/api/editor/history?fileGuid=${file.guid}`)).body,
          ).rootForkHash,
        };
        // The owner's library calls by guid: a link (its hash or token in the query) opens none of them.
        const q = query(ref);
        const libraryCalls = (c: ApiClient): Record<string, () => Promise<ClientResponse>> => ({
          'file get': () => c.get(`/api/files/${file.guid}?${q}`),
          'file patch': () => c.request('PATCH', `/api/files/${file.guid}?${q}`, { favorite: true }),
          'file delete': () => del(c, `/api/files/${file.guid}?${q}`),
          ...(folders
            ? {
                'folder get': () => c.get(`/api/folders/${folders.inner}?${q}`),
                'folder rename': () =>
                  c.request('PATCH', `/api/folders/${folders.inner}?${q}`, { name: 'taken' }),
                'folder delete': () => del(c, `/api/folders/${folders.inner}?${q}`),
                'folder link': () => put(c, `/api/folders/${folders.top}/share?${q}`, {}),
                'move out': () =>
                  c.post(`/api/files/move?${q}`, {
                    files: [file.guid],
                    folders: [],
                    destinationFolderGuid: null,
                  }),
                'copy folder': () =>
                  c.post(`/api/files/copy?${q}`, {
                    files: [],
                    folders: [folders.inner],
                    destinationFolderGuid: null,
                  }),
                'export folder': () => exportCall(c, `folders[0]=${folders.inner}&format=csv`),
              }
            : {}),
        });

        const visitors = { signedOut, other, staff, admin };
        for (const [who, client] of Object.entries(visitors)) {
          const signedIn = who !== 'signedOut';
          for (const { name, needs, allowed, call } of fileCalls) {
            const res = await call(client, ref, context);
            const want = expected(needs, flags, signedIn);
            expect(res.status, `${who} ${name} ${JSON.stringify(res.body)}`).toBe(
              want === 200 ? (allowed ?? 200) : want,
            );
            if (res.status === 403) expect(errorCode(res)).toBe('forbidden');
          }
          for (const [name, call] of Object.entries(libraryCalls(client))) {
            const res = await call();
            expect(res.status, `${who} ${name} ${JSON.stringify(res.body)}`).toBe(signedIn ? 404 : 401);
          }
          if (folders) {
            // Listing through the token is reading; copying out of the shared folder is saving.
            const listed = await client.get(`/api/files?folderGuid=${folders.inner}&token=${folders.token}`);
            expect(listed.status, who).toBe(200);
            expect(fileListSchema.parse(listed.body).files.map((f) => f.guid)).toEqual([file.guid]);
            const copied = await client.post(`/api/shared-folders/${folders.top}/copy`, {
              token: folders.token,
              files: [file.guid],
            });
            expect(copied.status, `${who} shared-folder copy ${JSON.stringify(copied.body)}`).toBe(
              signedIn ? (flags.allowSaving ? 201 : 403) : 401,
            );
          }
        }
        // The owner may do everything through the link too, and keeps their library calls.
        for (const { name, allowed, call } of fileCalls)
          expect((await call(owner, ref, context)).status, `owner ${name}`).toBe(allowed ?? 200);
        const own = libraryCalls(owner);
        const ownerMay = ['file get', 'file patch'].concat(
          folders ? ['folder get', 'folder rename', 'folder link', 'export folder'] : [],
        );
        for (const name of ownerMay) expect((await own[name]?.())?.status, `owner ${name}`).toBe(200);

        if (kind === 'file link' && 'shareHash' in ref) {
          const seen = sharedFileSchema.parse((await signedOut.get(`/api/shared/${ref.shareHash}`)).body);
          expect(seen.permissions).toEqual({
            allowEditing: flags.allowEditing,
            allowSaving: flags.allowSaving,
            allowOriginalFileExport: flags.allowSaving && flags.allowOriginalFileExport,
          });
          expect(seen).toMatchObject({
            name: file.name,
            title: file.name,
            kind: '3D',
            canEdit: false,
            isOwner: false,
          });
          const copyOut = await signedOut.post(`/api/shared/${ref.shareHash}/copy`, {});
          expect(copyOut.status).toBe(401);
          const copy = await other.post(`/api/shared/${ref.shareHash}/copy`, {});
          expect(copy.status, JSON.stringify(copy.body)).toBe(flags.allowSaving ? 201 : 403);
          if (flags.allowSaving) {
            const item = fileItemSchema.parse(copy.body);
            expect(item.name).toBe(file.name);
            // The copy is the visitor's own file now.
            expect((await other.get(`/api/editor/history?fileGuid=${item.guid}`)).status).toBe(200);
            expect((await owner.get(`/api/editor/history?fileGuid=${item.guid}`)).status).toBe(404);
          }
        }
      },
    );
  });
});

describe('file links', () => {
  it('keeps the rules of part 1 §4: export only while saving, removal clears everything at once', async () => {
    const { owner, signedOut } = await cast();
    const file = await uploaded(base(), owner, 401, 'ring gauge.gsf');
    const created = await shareFile(owner, file.guid, {
      allowSaving: true,
      allowOriginalFileExport: true,
      title: 'Ring gauge (polished)',
      technology: 'optical_profiler',
      description: [
        {
          type: 'paragraph',
          children: [
            { text: 'See ' },
            { type: 'link', url: 'https://example.org', children: [{ text: 'here', bold: true }] },
          ],
        },
      ],
    });
    expect(created.slug).toBe('ring-gauge-polished');
    expect(created.url).toBe(`http://asperity.test/s/${created.shareHash}/ring-gauge-polished`);
    const off = await shareFile(owner, file.guid, { allowSaving: false });
    expect(off.allowOriginalFileExport).toBe(false);
    // Turning saving on again does not bring export back: it was turned off.
    expect((await shareFile(owner, file.guid, { allowSaving: true })).allowOriginalFileExport).toBe(false);
    // Same hash on update.
    expect(off.shareHash).toBe(created.shareHash);

    const bad = await put(owner, `/api/files/${file.guid}/share`, {
      description: [
        {
          type: 'paragraph',
          children: [{ type: 'link', url: 'javascript:alert(1)', children: [{ text: 'x' }] }],
        },
      ],
    });
    expect(bad.status).toBe(400);
    expect(errorCode(await put(owner, `/api/files/${file.guid}/share`, { title: '  ' }))).toBe(
      'title-is-required',
    );

    const shared = await signedOut.get(`/api/shared/${created.shareHash}`);
    expect(shared.status).toBe(200);
    expect(sharedFileSchema.parse(shared.body)).toMatchObject({
      title: 'Ring gauge (polished)',
      descriptionText: 'See here',
      technology: 'optical_profiler',
    });

    expect((await del(owner, `/api/files/${file.guid}/share`)).status).toBe(204);
    const gone = await signedOut.get(`/api/shared/${created.shareHash}`);
    const unknown = await signedOut.get('/api/shared/AAAAAAAAAAAAAAAAAAAAAA');
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual(unknown.body);
    expect((await signedOut.get(`/api/editor/history?shareHash=${created.shareHash}`)).status).toBe(404);
    const preview = await fetch(`${base()}/api/file/preview/${created.shareHash}?width=64&height=64`);
    expect(preview.status).toBe(404);
    expect(
      fileShareStateSchema.parse((await owner.get(`/api/files/${file.guid}/share`)).body).share,
    ).toBeNull();

    // A new link is a new hash with every flag off; the title written before is kept.
    const again = await shareFile(owner, file.guid, {});
    expect(again.shareHash).not.toBe(created.shareHash);
    expect(again).toMatchObject({
      allowSaving: false,
      allowEditing: false,
      priority: 0,
      title: 'Ring gauge (polished)',
    });
  });

  it("lands a visitor's edits in the owner's file and names the visitor in the history", async () => {
    const { owner, other, signedOut } = await cast();
    const file = await uploaded(base(), owner, 407, 'editable.gsf');
    const { shareHash } = await shareFile(owner, file.guid, { allowEditing: true });
    const step = { op: 'level.plane', params: {} };
    const { rootForkHash } = historyStateSchema.parse(
      (await signedOut.get(`/api/editor/history?shareHash=${shareHash}`)).body,
    );
    const refused = await signedOut.post('/api/editor/history/apply', {
      shareHash,
      step,
      forkHash: rootForkHash,
    });
    expect(refused.status).toBe(403);
    const applied = await other.post('/api/editor/history/apply', {
      shareHash,
      step,
      forkHash: rootForkHash,
    });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    const visitorName = userProfileSchema.parse((await other.get('/api/user/me')).body).username;
    const history = historyStateSchema.parse(
      (await owner.get(`/api/editor/history?fileGuid=${file.guid}`)).body,
    );
    expect(history.operationHistory.map(({ op, by }) => ({ op, by }))).toEqual([
      { op: 'level.plane', by: visitorName },
    ]);
    // The owner's own steps carry no name.
    await owner.post('/api/editor/history/apply', {
      fileGuid: file.guid,
      step: { op: 'level.plane', params: {} },
      forkHash: history.rootForkHash,
    });
    const mine = historyStateSchema.parse(
      (await owner.get(`/api/editor/history?fileGuid=${file.guid}`)).body,
    );
    expect(mine.operationHistory[0]?.by).toBeUndefined();
    // Saving a copy as a new file is the owner's: visitors use the share copy call.
    const saveAs = await other.post('/api/editor/history/save-as', {
      shareHash,
      forkHash: history.forkHash,
      name: 'mine.gsf',
    });
    expect(saveAs.status).toBe(403);
  });

  it('marks shared answers private, no-store', async () => {
    const { owner, signedOut } = await cast();
    const file = await uploaded(base(), owner, 402, 'cached.gsf');
    const { shareHash } = await shareFile(owner, file.guid, {});
    for (const path of [
      `/api/shared/${shareHash}`,
      `/api/file/preview/${shareHash}?width=64&height=64`,
      `/api/editor/surface?shareHash=${shareHash}&maxSide=8`,
      `/api/editor/history?shareHash=${shareHash}`,
    ]) {
      const res = await fetch(`${base()}${path}`, { headers: BROWSER });
      await res.arrayBuffer();
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('private, no-store');
    }
    void signedOut;
  });

  it('stops answering when the link has expired', async () => {
    const { owner, signedOut } = await cast();
    const file = await uploaded(base(), owner, 403, 'expiring.gsf');
    const past = await put(owner, `/api/files/${file.guid}/share`, { expiresAt: '2001-01-01T00:00:00Z' });
    expect(errorCode(past)).toBe('invalid-date');
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    const { shareHash, expiresAt } = await shareFile(owner, file.guid, { expiresAt: tomorrow });
    expect(expiresAt).toBe(tomorrow);
    expect((await signedOut.get(`/api/shared/${shareHash}`)).status).toBe(200);
    await db()
      .updateTable('file_shares')
      .set({ expires_at: '2001-01-01T00:00:00.000Z' })
      .where('file_guid', '=', file.guid)
      .execute();
    const expired = await signedOut.get(`/api/shared/${shareHash}`);
    expect(expired.status).toBe(404);
    expect(errorCode(expired)).toBe('not-found');
  });

  it('asks for the password once per browser and limits wrong guesses', async () => {
    const { owner } = await cast();
    const file = await uploaded(base(), owner, 404, 'secret.gsf');
    const share = await shareFile(owner, file.guid, { password: 'open sesame' });
    expect(share.hasPassword).toBe(true);
    const visitor = new ApiClient(base(), BROWSER);
    const locked = await visitor.get(`/api/shared/${share.shareHash}`);
    expect(locked.status).toBe(403);
    expect(errorCode(locked)).toBe('share-password-required');
    expect(errorCode(await visitor.get(`/api/editor/history?shareHash=${share.shareHash}`))).toBe(
      'share-password-required',
    );
    // The owner needs no password.
    expect((await owner.get(`/api/shared/${share.shareHash}`)).status).toBe(200);

    const wrong = await visitor.post(`/api/shared/${share.shareHash}/unlock`, { password: 'nope' });
    expect(wrong.status).toBe(403);
    expect(errorCode(wrong)).toBe('share-wrong-password');
    const right = await visitor.post(`/api/shared/${share.shareHash}/unlock`, { password: 'open sesame' });
    expect(right.status).toBe(204);
    expect(right.setCookies.join(';')).toMatch(/HttpOnly/i);
    expect((await visitor.get(`/api/shared/${share.shareHash}`)).status).toBe(200);
    expect((await visitor.get(`/api/editor/history?shareHash=${share.shareHash}`)).status).toBe(200);

    // A new password locks the link again for browsers that entered the old one.
    await shareFile(owner, file.guid, { password: 'another one' });
    expect(errorCode(await visitor.get(`/api/shared/${share.shareHash}`))).toBe('share-password-required');

    // Wrong passwords count per link and address: the visitor's one above and four more from the
    // same address reach the limit, after which even the right password waits.
    const guesser = new ApiClient(base(), BROWSER);
    for (let i = 0; i < 4; i++)
      expect(
        (await guesser.post(`/api/shared/${share.shareHash}/unlock`, { password: `guess ${i}` })).status,
      ).toBe(403);
    const limited = await guesser.post(`/api/shared/${share.shareHash}/unlock`, { password: 'another one' });
    expect(limited.status).toBe(429);
    expect(errorCode(limited)).toBe('too-many-requests');
  });

  it('counts one view per visitor per hour, not the owner nor robots', async () => {
    const { owner, other } = await cast();
    const file = await uploaded(base(), owner, 405, 'popular.gsf');
    const { shareHash } = await shareFile(owner, file.guid, {});
    const views = async () =>
      fileShareStateSchema.parse((await owner.get(`/api/files/${file.guid}/share`)).body).share?.views;
    const anonymous = new ApiClient(base(), BROWSER);
    await anonymous.get(`/api/shared/${shareHash}`);
    await anonymous.get(`/api/shared/${shareHash}`);
    expect(await views()).toBe(1);
    await owner.get(`/api/shared/${shareHash}`);
    await new ApiClient(base(), { 'user-agent': 'Slackbot-LinkExpanding 1.0' }).get(
      `/api/shared/${shareHash}`,
    );
    await new ApiClient(base(), { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' }).get(
      `/api/shared/${shareHash}`,
    );
    expect(await views()).toBe(1);
    await other.get(`/api/shared/${shareHash}`);
    expect(await views()).toBe(2);
    expect(sharedFileSchema.parse((await other.get(`/api/shared/${shareHash}`)).body).views).toBe(2);
  });

  it("copies only into the caller's own folders (another's, even one shared with them: 404)", async () => {
    const { owner, other } = await cast();
    const file = await uploaded(base(), owner, 409, 'copied in.gsf');
    const { shareHash } = await shareFile(owner, file.guid, { allowSaving: true });
    const ownersFolder = await createFolder(owner, 'Not yours');
    await shareFolder(owner, ownersFolder.guid, { allowSaving: true, allowEditing: true });
    const mine = await createFolder(other, 'Mine');
    for (const parentFolderGuid of [ownersFolder.guid, 'no-such-folder']) {
      const res = await other.post(`/api/shared/${shareHash}/copy`, { parentFolderGuid });
      expect(res.status, JSON.stringify(res.body)).toBe(404);
      expect(errorCode(res)).toBe('parent-folder-not-found');
    }
    const copied = await other.post(`/api/shared/${shareHash}/copy`, { parentFolderGuid: mine.guid });
    expect(copied.status, JSON.stringify(copied.body)).toBe(201);
    expect(fileItemSchema.parse(copied.body).parentFolderGuid).toBe(mine.guid);
  });

  it("applies the caller's quota to a copy (413, nothing copied)", async () => {
    // Its own owner: the file is made to look larger than any quota, the owner's included.
    const owner = await live.member();
    const saver = await live.member();
    const file = await uploaded(base(), owner, 406, 'big.gsf');
    const { shareHash } = await shareFile(owner, file.guid, { allowSaving: true });
    // The shared file is recorded as larger than the saver's whole quota (the bytes are not needed).
    const quota = quotaSchema.parse((await saver.get('/api/user/quota')).body);
    await db()
      .updateTable('files')
      .set({ size: quota.maxQuota + 1 })
      .where('guid', '=', file.guid)
      .execute();
    const copy = await saver.post(`/api/shared/${shareHash}/copy`, {});
    expect(copy.status).toBe(413);
    expect(errorCode(copy)).toBe('quota-exceeded');
    expect(fileListSchema.parse((await saver.get('/api/files')).body).files).toHaveLength(0);
  });
});

describe('folder links', () => {
  it('lists the shared folder and its subfolders, copies the whole folder, and stops at once when removed', async () => {
    const { owner, other, signedOut } = await cast();
    const top = await createFolder(owner, 'Campaign');
    const sub = await createFolder(owner, 'Day 1', top.guid);
    const outside = await createFolder(owner, 'Elsewhere');
    await uploaded(base(), owner, 501, 'a.gsf', top.guid);
    const deep = await uploaded(base(), owner, 502, 'b.gsf', sub.guid);
    const hidden = await uploaded(base(), owner, 503, 'c.gsf', outside.guid);
    const share = await shareFolder(owner, top.guid, { allowSaving: true });
    expect(share.url).toBe(`http://asperity.test/shared-folder/${top.guid}?token=${share.token}`);

    // The owner's listing shows the link fields.
    const own = fileListSchema.parse((await owner.get('/api/files')).body);
    expect(own.folders.find((f) => f.guid === top.guid)).toMatchObject({
      token: share.token,
      hashedGuid: share.hashedGuid,
      allowSaving: true,
    });

    const root = await signedOut.get(`/api/files?folderGuid=${top.guid}&token=${share.token}`);
    expect(root.status).toBe(200);
    const listed = fileListSchema.parse(root.body);
    expect(listed.files.map((f) => f.name)).toEqual(['a.gsf']);
    expect(listed.folders.map((f) => f.name)).toEqual(['Day 1']);
    expect(listed.allowSaving).toBe(true);
    const inner = fileListSchema.parse(
      (await signedOut.get(`/api/files?folderGuid=${sub.guid}&token=${share.token}`)).body,
    );
    expect(inner.files.map((f) => f.guid)).toEqual([deep.guid]);
    expect(inner.breadcrumbs.map((b) => b.name)).toEqual(['Campaign', 'Day 1']);
    expect(
      sharedFolderSchema.parse(
        (await signedOut.get(`/api/shared-folders/${share.hashedGuid}?token=${share.token}`)).body,
      ).folder.name,
    ).toBe('Campaign');

    // Outside the shared tree the token opens nothing.
    expect((await signedOut.get(`/api/files?folderGuid=${outside.guid}&token=${share.token}`)).status).toBe(
      404,
    );
    expect(
      (await signedOut.get(`/api/editor/history?fileGuid=${hidden.guid}&token=${share.token}`)).status,
    ).toBe(404);
    expect((await signedOut.get(`/api/files?folderGuid=${top.guid}&token=wrongtoken`)).status).toBe(404);

    // folderGuid, when sent with the token, must be a folder on the way from the file up to the link.
    const viaTop = `/api/editor/history?fileGuid=${deep.guid}&token=${share.token}&folderGuid=${top.guid}`;
    expect((await signedOut.get(viaTop)).status).toBe(200);
    const viaOutside = `/api/editor/history?fileGuid=${deep.guid}&token=${share.token}&folderGuid=${outside.guid}`;
    expect((await signedOut.get(viaOutside)).status).toBe(404);
    // Export with the token: a subfolder as a zip (saving allowed), the originals not (export not allowed).
    const zip = await exportCall(
      signedOut,
      `folders[0]=${sub.guid}&token=${share.token}&parentFolderId=${top.guid}&format=csv&name=day1`,
    );
    expect(zip.status).toBe(200);
    const originals = await exportCall(
      signedOut,
      `folders[0]=${sub.guid}&token=${share.token}&format=original`,
    );
    expect(originals.status).toBe(403);
    expect(
      (await exportCall(signedOut, `folders[0]=${outside.guid}&token=${share.token}&format=csv`)).status,
    ).toBe(404);

    const copied = await other.post(`/api/shared-folders/${top.guid}/copy`, { token: share.token });
    expect(copied.status, JSON.stringify(copied.body)).toBe(201);
    const [copy] = transferredItemsSchema.parse(copied.body).folders;
    expect(copy?.name).toBe('Campaign');
    const copyTree = fileListSchema.parse(
      (await other.get(`/api/files?folderGuid=${copy?.guid ?? ''}`)).body,
    );
    expect(copyTree.files.map((f) => f.name)).toEqual(['a.gsf']);
    expect(copyTree.folders.map((f) => f.name)).toEqual(['Day 1']);

    expect((await del(owner, `/api/folders/${top.guid}/share`)).status).toBe(204);
    expect((await signedOut.get(`/api/files?folderGuid=${top.guid}&token=${share.token}`)).status).toBe(404);
    expect(
      (await signedOut.get(`/api/editor/history?fileGuid=${deep.guid}&token=${share.token}`)).status,
    ).toBe(404);
  });
});

describe('folder link passwords', () => {
  it('asks for the password of a folder link before listing or opening its files', async () => {
    const { owner } = await cast();
    const folder = await createFolder(owner, 'Locked');
    const file = await uploaded(base(), owner, 701, 'locked.gsf', folder.guid);
    const { token, hasPassword } = await shareFolder(owner, folder.guid, { password: 'folder pw' });
    expect(hasPassword).toBe(true);
    const visitor = new ApiClient(base(), BROWSER);
    const listing = `/api/files?folderGuid=${folder.guid}&token=${token}`;
    expect(errorCode(await visitor.get(listing))).toBe('share-password-required');
    expect(errorCode(await visitor.get(`/api/editor/history?fileGuid=${file.guid}&token=${token}`))).toBe(
      'share-password-required',
    );
    const wrong = await visitor.post(`/api/shared-folders/${folder.guid}/unlock`, {
      token,
      password: 'nope',
    });
    expect(errorCode(wrong)).toBe('share-wrong-password');
    const right = await visitor.post(`/api/shared-folders/${folder.guid}/unlock`, {
      token,
      password: 'folder pw',
    });
    expect(right.status).toBe(204);
    expect((await visitor.get(listing)).status).toBe(200);
    expect((await visitor.get(`/api/editor/history?fileGuid=${file.guid}&token=${token}`)).status).toBe(200);
    // A wrong token is not a locked link: it is nothing.
    const unknown = await visitor.post(`/api/shared-folders/${folder.guid}/unlock`, {
      token: 'AAAAAAAAAAAAAAAAAAAAAA',
      password: 'folder pw',
    });
    expect(unknown.status).toBe(404);
  });
});

describe('link previews (oEmbed, Open Graph)', () => {
  const page = (path: string) =>
    fetch(`${base()}${path}`, { headers: { accept: 'text/html', ...BROWSER } }).then(async (res) => ({
      status: res.status,
      cacheControl: res.headers.get('cache-control'),
      html: await res.text(),
    }));

  it('answers oEmbed with the embed iframe and puts card tags into the /s/ page, for live links only', async () => {
    const { owner } = await cast();
    const file = await uploaded(base(), owner, 601, 'card.gsf');
    const share = await shareFile(owner, file.guid, {
      title: 'Grating <b>"fine"</b>',
      description: [{ type: 'paragraph', children: [{ text: 'A 1200 lines/mm grating.' }] }],
    });
    const url = encodeURIComponent(share.url);
    const res = await new ApiClient(base()).get(`/api/oembed?url=${url}&format=json&maxwidth=320`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const oembed = oembedSchema.parse(res.body);
    expect(oembed).toMatchObject({ type: 'rich', version: '1.0', width: 320, height: 180 });
    expect(oembed.html).toContain(`src="http://asperity.test/embed/${share.shareHash}"`);
    expect(oembed.html).toContain('title="Grating &#60;b&#62;&#34;fine&#34;&#60;/b&#62;"');
    expect(oembed.thumbnail_url).toContain(`/api/file/preview/${share.shareHash}?`);

    const shared = await page(`/s/${share.shareHash}/${share.slug}`);
    expect(shared.status).toBe(200);
    expect(shared.cacheControl).toBe('private, no-store');
    expect(shared.html).toContain(
      '<meta property="og:title" content="Grating &#60;b&#62;&#34;fine&#34;&#60;/b&#62;">',
    );
    expect(shared.html).toContain('<meta property="og:description" content="A 1200 lines/mm grating.">');
    expect(shared.html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(shared.html).toMatch(
      /<link rel="alternate" type="application\/json\+oembed" href="http:\/\/asperity\.test\/api\/oembed\?url=/,
    );
    expect(shared.html).not.toContain('<b>"fine"</b>');

    // Elsewhere, with a password, or removed: no card, no oEmbed.
    expect(
      (
        await new ApiClient(base()).get(
          `/api/oembed?url=${encodeURIComponent(`https://elsewhere.example/s/${share.shareHash}`)}`,
        )
      ).status,
    ).toBe(404);
    await shareFile(owner, file.guid, { password: 'pw pw' });
    expect((await new ApiClient(base()).get(`/api/oembed?url=${url}`)).status).toBe(404);
    expect((await page(`/s/${share.shareHash}`)).html).not.toContain('og:title');
    await del(owner, `/api/files/${file.guid}/share`);
    const removed = await page(`/s/${share.shareHash}/${share.slug}`);
    expect(removed.html).not.toContain('og:title');
    expect(removed.cacheControl).toBe('no-cache');
  });
});

/** A GET with a Host header fetch would not let us forge. */
function getWithHost(
  url: string,
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; body: string }> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: target.hostname, port: target.port, path, method: 'GET', headers },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('links built on the configured origin', () => {
  it('ignores a forged Host when PUBLIC_URL is unset (share URL, oEmbed, /s/ card tags)', async () => {
    const { owner } = await cast();
    const file = await uploaded(base(), owner, 602, 'poison.gsf');
    const share = await shareFile(owner, file.guid, { title: 'Poison' });
    // The same store served by an installation without PUBLIC_URL: links are on http://localhost:<port>.
    const local = await live.startAnother({ env: { PUBLIC_URL: '' } });
    try {
      const site = `http://localhost:${new URL(local.url).port}`;
      const forged = { host: 'evil.example', 'x-forwarded-host': 'evil.example', ...BROWSER };
      const state = await getWithHost(local.url, `/api/files/${file.guid}/share`, {
        ...forged,
        cookie: cookieOf(owner),
      });
      expect(state.status, state.body).toBe(200);
      const url = fileShareStateSchema.parse(JSON.parse(state.body)).share?.url;
      expect(url?.startsWith(`${site}/s/${share.shareHash}`), url).toBe(true);

      const oembed = await getWithHost(
        local.url,
        `/api/oembed?url=${encodeURIComponent(`${site}/s/${share.shareHash}`)}`,
        forged,
      );
      expect(oembed.status, oembed.body).toBe(200);
      expect(oembedSchema.parse(JSON.parse(oembed.body)).html).toContain(
        `src="${site}/embed/${share.shareHash}"`,
      );
      // A link "on" the forged host is not ours.
      const elsewhere = await getWithHost(
        local.url,
        `/api/oembed?url=${encodeURIComponent(`http://evil.example/s/${share.shareHash}`)}`,
        forged,
      );
      expect(elsewhere.status).toBe(404);

      const page = await getWithHost(local.url, `/s/${share.shareHash}`, { ...forged, accept: 'text/html' });
      expect(page.status).toBe(200);
      expect(page.body).toContain('og:title');
      expect(page.body).toContain(`${site}/api/oembed?url=`);
      expect(page.body).not.toContain('evil.example');
    } finally {
      await local.close();
    }
  });
});

describe('visits that are not the owner opening things', () => {
  it('counts one view per visitor per hour: again once the next hour has begun, not before', async () => {
    const { owner } = await cast();
    const file = await uploaded(base(), owner, 408, 'hourly.gsf');
    const { shareHash } = await shareFile(owner, file.guid, {});
    // The service as app.ts builds it, on the same database, with a clock the test moves.
    const infra = live.server.app.infra;
    let now = new Date('2030-05-01T10:59:00.000Z');
    const clock = () => now;
    const repo = new SharingRepo(db());
    const users = new AccountsRepo(db());
    const attempts = new MemoryCounterStore();
    const sharing = new SharingService(
      repo,
      new AccessService(repo, { secret: 'view window', userById: (id) => users.userById(id), now: clock }),
      new FoldersRepo(db()),
      new FilesService(new FilesRepo(db()), infra.blobs, infra.compute, {
        uploadMaxBytes: 1_000_000,
        quotaOf: () => 1e9,
      }),
      {
        quotaOf: () => 1e9,
        attempts,
        gallery: new GalleryRepo(db(), infra.database.dialect),
        notify: (userId, kind, data, options) =>
          live.server.app.notifications.notify(userId, kind, data, options),
        now: clock,
      },
    );
    try {
      const signedOut = { user: null, cookies: {} };
      const visitor = { ip: '203.0.113.7', userAgent: BROWSER['user-agent'] };
      const visit = async (who = visitor) => (await sharing.sharedFile(signedOut, shareHash, who)).views;
      expect(await visit()).toBe(1);
      now = new Date('2030-05-01T10:59:59.999Z');
      expect(await visit()).toBe(1);
      // Another browser on the same address is another visitor.
      expect(await visit({ ...visitor, userAgent: 'Mozilla/5.0 (Macintosh) Safari/605.1.15' })).toBe(2);
      now = new Date('2030-05-01T11:00:00.000Z');
      expect(await visit()).toBe(3);
      now = new Date('2030-05-01T11:45:00.000Z');
      expect(await visit()).toBe(3);
      expect(await repo.views(file.guid)).toBe(3);
    } finally {
      await attempts.close();
    }
  });

  it('does not move the owner\'s "last opened" when visitors list a shared folder', async () => {
    const { owner, other, signedOut } = await cast();
    const top = await createFolder(owner, 'Opened by the owner');
    const inner = await createFolder(owner, 'inner', top.guid);
    const { token } = await shareFolder(owner, top.guid, {});
    const longAgo = '2021-03-04T05:06:07.000Z';
    await db()
      .updateTable('folders')
      .set({ last_opened_at: longAgo })
      .where('guid', 'in', [top.guid, inner.guid])
      .execute();
    for (const visitor of [other, signedOut])
      for (const guid of [top.guid, inner.guid])
        expect((await visitor.get(`/api/files?folderGuid=${guid}&token=${token}`)).status).toBe(200);
    for (const guid of [top.guid, inner.guid])
      expect(folderSchema.parse((await owner.get(`/api/folders/${guid}`)).body).lastOpenedAt).toBe(longAgo);
    // The owner's own listing does record it.
    await owner.get(`/api/files?folderGuid=${inner.guid}`);
    const opened = folderSchema.parse((await owner.get(`/api/folders/${inner.guid}`)).body).lastOpenedAt;
    expect(opened).not.toBe(longAgo);
    expect(opened! > longAgo).toBe(true);
  });
});
