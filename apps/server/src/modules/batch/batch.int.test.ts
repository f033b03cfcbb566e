// Batch analysis over real HTTP on the embedded job queue (issue 19 items 3, 8, 9): a recipe (plane level +
// areal parameters) over files and a folder, per-file progress and reasons, the result folder with one SUR
// per file, the tables (CSV with the part 1 §9 rules, TXT, XLSX) and the zip, cancel and retry, the plan
// gate and the route × role matrix. Runs on SQLite, and on PostgreSQL with DATABASE_URL.
import {
  applySteps,
  analyses,
  decodeSurfaceFile,
  formatById,
  readSurfaceFile,
  type Surface,
} from '@asperity/core';
import {
  analysisContracts,
  batchStartedSchema,
  batchStatusSchema,
  errorResponseSchema,
  fileItemSchema,
  folderSchema,
  type BatchStatus,
} from '@asperity/contract';
import ExcelJS from 'exceljs';
import { PDFParse } from 'pdf-parse';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { ApiClient, ClientResponse } from '../../../test/http-client.ts';
import { gsfFile, uploadFile, uploaded } from '../../../test/library.ts';
import { openLiveSocket } from '../../../test/live-socket.ts';
import { eventually } from '../../../test/redis.ts';
import { serverWithMail } from '../../../test/server-with-mail.ts';
import { levelAndArealRecipe } from './batch-test-support.ts';

const live = serverWithMail();
const base = () => live.server.url;
const db = () => live.server.app.infra.database.db;
const errorCode = (res: ClientResponse): string => errorResponseSchema.parse(res.body).errorCode;

async function recipeId(client: ApiClient, recipe: unknown = levelAndArealRecipe): Promise<string> {
  const res = await client.post('/api/recipes', recipe);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return (res.body as { id: string }).id;
}

async function download(
  client: ApiClient,
  path: string,
): Promise<{ status: number; type: string; bytes: Uint8Array }> {
  const res = await fetch(`${base()}${path}`, {
    headers: { cookie: `asperity_access=${client.cookie('asperity_access') ?? ''}` },
  });
  return {
    status: res.status,
    type: res.headers.get('content-type') ?? '',
    bytes: new Uint8Array(await res.arrayBuffer()),
  };
}

async function finished(client: ApiClient, jobId: string): Promise<BatchStatus> {
  let status: BatchStatus | undefined;
  await eventually(async () => {
    const res = await client.get(`/api/batch/${jobId}`);
    status = batchStatusSchema.parse(res.body);
    return status.state === 'done' || status.state === 'canceled' || status.state === 'failed';
  }, 60_000);
  return status!;
}

/** Sq of a gsf of `seed` after a least-squares plane level, straight from the core. */
function expectedSq(seed: number, nx = 32, ny = 16): number {
  const surface = readSurfaceFile(gsfFile(seed, nx, ny), 'x.gsf').channels[0]!.surface;
  const levelled: Surface = applySteps(surface, [{ op: 'level.plane', params: {} }]);
  const areal = analyses.find((a) => a.id === 'areal-parameters')!;
  const result = areal.run(levelled, analysisContracts['areal-parameters'].params.parse({})) as unknown as {
    categories: { statistics: { id: string; value: number }[] }[];
  };
  return result.categories.flatMap((c) => c.statistics).find((s) => s.id === 'Sq')!.value;
}

/** The CSV as rows of fields (no field of these tables holds a comma or quote). */
function csvRows(bytes: Uint8Array): string[][] {
  const text = new TextDecoder().decode(bytes);
  return text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) => line.split(','));
}

describe('a batch run over files and a folder', () => {
  it('runs the recipe on every file, fills the result folder once per file and gives the tables', async () => {
    const owner = await live.member();
    const folder = folderSchema.parse((await owner.post('/api/folders', { name: 'Parts' })).body);
    const seeds = [11, 12, 13];
    const a = await uploaded(base(), owner, seeds[0]!, 'part-a.gsf');
    await uploaded(base(), owner, seeds[1]!, 'part-b.gsf', folder.guid);
    await uploaded(base(), owner, seeds[2]!, 'part-c.gsf', folder.guid);
    const broken = await uploadFile(base(), owner, gsfFile(99), 'ok-for-now.gsf');
    expect(broken.status).toBe(201);
    const id = await recipeId(owner);

    const started = await owner.post('/api/batch', {
      files: [a.guid, a.guid],
      folders: [folder.guid],
      recipeId: id,
      outputs: ['txt', 'csv', 'xlsx', 'sur'],
    });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    const { jobId } = batchStartedSchema.parse(started.body);
    const status = await finished(owner, jobId);
    expect(status).toMatchObject({
      state: 'done',
      total: 3,
      done: 3,
      failed: 0,
      recipeName: 'Level and areal',
    });
    expect(status.files.map((f) => [f.name, f.state])).toEqual([
      ['part-a.gsf', 'done'],
      ['part-b.gsf', 'done'],
      ['part-c.gsf', 'done'],
    ]);

    // The result folder: one SUR per file, readable, holding the levelled surface.
    const outputs = await db()
      .selectFrom('files')
      .select(['guid', 'name', 'container_blob'])
      .where('folder_guid', '=', status.resultFolderGuid!)
      .orderBy('name')
      .execute();
    expect(outputs.map((o) => o.name)).toEqual(['part-a.sur', 'part-b.sur', 'part-c.sur']);
    expect(status.files.map((f) => f.outputFileGuid).sort()).toEqual(outputs.map((o) => o.guid).sort());

    // CSV: BOM, CRLF, one row per file, Sq in metres equal to the core's value.
    const csv = await download(owner, `/api/batch/${jobId}/result.csv`);
    expect(csv.status).toBe(200);
    expect(csv.type).toMatch(/^text\/csv/);
    expect([...csv.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = csvRows(csv.bytes);
    const header = rows[0]!;
    expect(header.slice(0, 3)).toEqual(['File', 'Status', 'Reason']);
    const sqColumn = header.indexOf('Sq [m]');
    expect(sqColumn).toBeGreaterThan(2);
    for (const [index, seed] of seeds.entries()) {
      const row = rows[index + 1]!;
      expect(row[1]).toBe('done');
      expect(Number(row[sqColumn])).toBeCloseTo(expectedSq(seed), 15);
      expect(Number(row[sqColumn])).toBeGreaterThan(0);
    }

    // TXT: the same table, tab-separated.
    const txt = new TextDecoder().decode((await download(owner, `/api/batch/${jobId}/result.txt`)).bytes);
    const txtRows = txt
      .split('\r\n')
      .filter((l) => l !== '')
      .map((l) => l.split('\t'));
    expect(txtRows[0]![sqColumn]).toBe('Sq [m]');
    expect(Number(txtRows[2]![sqColumn])).toBeCloseTo(expectedSq(seeds[1]!), 15);

    // XLSX: numbers as numbers.
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(
      (await download(owner, `/api/batch/${jobId}/result.xlsx`)).bytes.buffer as ArrayBuffer,
    );
    const sheet = workbook.getWorksheet('Parameters')!;
    expect(sheet.getRow(1).getCell(sqColumn + 1).value).toBe('Sq [m]');
    expect(sheet.getRow(4).getCell(sqColumn + 1).value).toBeCloseTo(expectedSq(seeds[2]!), 15);

    // Zip: the three tables and the surfaces; a SUR reads back with the levelled heights.
    const zip = unzipSync((await download(owner, `/api/batch/${jobId}/result.zip`)).bytes);
    const names = Object.keys(zip).sort();
    expect(names.filter((n) => n.startsWith('surfaces/'))).toEqual([
      'surfaces/part-a.sur',
      'surfaces/part-b.sur',
      'surfaces/part-c.sur',
    ]);
    expect(names.filter((n) => !n.startsWith('surfaces/')).map((n) => n.slice(n.lastIndexOf('.')))).toEqual([
      '.csv',
      '.txt',
      '.xlsx',
    ]);
    const sur = readSurfaceFile(zip['surfaces/part-b.sur']!, 'part-b.sur');
    expect(sur.format).toBe(formatById('sur')!.id);
    const heights = sur.channels[0]!.surface.z;
    let mean = 0;
    for (const v of heights) mean += v / heights.length;
    expect(Math.abs(mean)).toBeLessThan(1e-12);
    const stored = decodeSurfaceFile(new Uint8Array(await readBlob(outputs[1]!.container_blob))).channels[0]!
      .surface;
    expect(stored.nx).toBe(32);

    // The print report: a section per file and the summary with Sq.
    const pdf = await download(owner, `/api/batch/${jobId}/report.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    const parser = new PDFParse({ data: pdf.bytes });
    try {
      const text = (await parser.getText()).text;
      for (const name of ['part-a.gsf', 'part-b.gsf', 'part-c.gsf']) expect(text).toContain(name);
      expect(text).toContain('Summary');
      expect(text).toContain('Sq [m]');
      expect(text).toContain(expectedSq(seeds[0]!).toPrecision(5));
    } finally {
      await parser.destroy();
    }

    // The owner was told, once.
    const notifications = (await owner.get('/api/notifications')).body as {
      notifications: { kind: string; data: { url?: string } }[];
    };
    expect(notifications.notifications.filter((n) => n.kind === 'batch-finished')).toHaveLength(1);
    expect(notifications.notifications.find((n) => n.kind === 'batch-finished')?.data.url).toBe(
      `/batch/${jobId}`,
    );
  }, 120_000);

  it('records why a file failed, goes on with the others, and retries the failed ones', async () => {
    const owner = await live.member();
    const good = await uploaded(base(), owner, 21, 'good.gsf');
    const gone = await uploaded(base(), owner, 22, 'gone.gsf');
    const id = await recipeId(owner);
    // A file whose stored container is broken fails with its reason.
    await db()
      .updateTable('files')
      .set({ container_blob: 'f'.repeat(64) })
      .where('guid', '=', gone.guid)
      .execute();
    const { jobId } = batchStartedSchema.parse(
      (await owner.post('/api/batch', { files: [gone.guid, good.guid], recipeId: id, outputs: ['csv'] }))
        .body,
    );
    const first = await finished(owner, jobId);
    expect(first).toMatchObject({ state: 'done', total: 2, done: 2, failed: 1 });
    expect(first.files[0]).toMatchObject({ name: 'gone.gsf', state: 'failed' });
    expect(first.files[0]!.reason).toBeTruthy();
    expect(first.files[1]).toMatchObject({ name: 'good.gsf', state: 'done' });
    expect(first.resultFolderGuid).toBeUndefined();
    const rows = csvRows((await download(owner, `/api/batch/${jobId}/result.csv`)).bytes);
    expect(rows[1]![1]).toBe('failed');
    expect(rows[1]![2]).not.toBe('');

    // Repaired, then retried: only the failed file runs again.
    const original = await db()
      .selectFrom('files')
      .select('container_blob')
      .where('guid', '=', good.guid)
      .executeTakeFirstOrThrow();
    await db()
      .updateTable('files')
      .set({ container_blob: original.container_blob })
      .where('guid', '=', gone.guid)
      .execute();
    const retried = await owner.post(`/api/batch/${jobId}/retry`);
    expect(retried.status, JSON.stringify(retried.body)).toBe(202);
    const second = await finished(owner, jobId);
    expect(second).toMatchObject({ state: 'done', total: 2, done: 2, failed: 0 });
    const again = await owner.post(`/api/batch/${jobId}/retry`);
    expect(again.status).toBe(400);
  }, 120_000);

  it('cancels: files not started are canceled and the run says so', async () => {
    const owner = await live.member();
    const files: string[] = [];
    // Large enough that the first files are still computing when the cancel arrives.
    for (let i = 0; i < 6; i++) {
      const res = await uploadFile(base(), owner, gsfFile(300 + i, 1024, 1024), `c${i}.gsf`);
      files.push(fileItemSchema.parse(res.body).guid);
    }
    const id = await recipeId(owner);
    const { jobId } = batchStartedSchema.parse(
      (await owner.post('/api/batch', { files, recipeId: id, outputs: ['csv'] })).body,
    );
    const canceled = await owner.request('DELETE', `/api/batch/${jobId}`);
    expect(canceled.status).toBe(200);
    const status = batchStatusSchema.parse(canceled.body);
    expect(status.state).toBe('canceled');
    const settled = await finished(owner, jobId);
    expect(settled.state).toBe('canceled');
    expect(settled.files.some((f) => f.state === 'canceled')).toBe(true);
    expect(settled.files.every((f) => f.state === 'canceled' || f.state === 'done')).toBe(true);
  }, 120_000);

  it('publishes progress per file on the live socket and notifies the owner when the run ends', async () => {
    const owner = await live.member();
    const files: string[] = [];
    for (let i = 0; i < 3; i++) files.push((await uploaded(base(), owner, 500 + i, `s${i}.gsf`)).guid);
    const id = await recipeId(owner);
    const socket = await openLiveSocket(base(), owner);
    try {
      await socket.next('connected');
      const { jobId } = batchStartedSchema.parse(
        (await owner.post('/api/batch', { files, recipeId: id, outputs: ['csv'] })).body,
      );
      await finished(owner, jobId);
      await eventually(
        () =>
          socket.messages.some(
            (m) => m.type === 'job-progress' && m.job.jobId === jobId && m.job.state === 'done',
          ),
        10_000,
      );
      const progress = socket.messages.flatMap((m) =>
        m.type === 'job-progress' && m.job.jobId === jobId ? [m.job] : [],
      );
      expect(progress.every((p) => p.kind === 'batch-analysis' && p.url === `/batch/${jobId}`)).toBe(true);
      // A message after every finished file (two finishing together may both report the same share).
      const shares = progress.filter((p) => p.state === 'running').map((p) => p.progress ?? 0);
      expect(shares.some((share) => share > 0 && share < 1)).toBe(true);
      expect(shares.every((share) => share >= 0 && share <= 1)).toBe(true);
      expect(progress.at(-1)).toMatchObject({ state: 'done', progress: 1 });
      const notification = await socket.next('notification');
      expect(notification.notification).toMatchObject({
        kind: 'batch-finished',
        data: { url: `/batch/${jobId}` },
      });
    } finally {
      await socket.close();
    }
  }, 120_000);

  it('resumes a run the embedded queue lost when the server stopped', async () => {
    const owner = await live.member();
    const files: string[] = [];
    for (let i = 0; i < 2; i++) files.push((await uploaded(base(), owner, 600 + i, `r${i}.gsf`)).guid);
    const id = await recipeId(owner);
    const { jobId } = batchStartedSchema.parse(
      (await owner.post('/api/batch', { files, recipeId: id, outputs: ['csv', 'sur'] })).body,
    );
    await finished(owner, jobId);
    // As the database looks after a stop in the middle of the second file: its job was only in memory.
    await db()
      .updateTable('batch_items')
      .set({ state: 'running', results: null })
      .where('run_id', '=', jobId)
      .where('position', '=', 1)
      .execute();
    await db()
      .updateTable('batch_runs')
      .set({ state: 'running', finished_at: null })
      .where('id', '=', jobId)
      .execute();
    await live.restart();
    // The restarted server listens on another port: the run is watched in its database.
    await eventually(async () => {
      const row = await db()
        .selectFrom('batch_runs')
        .select('state')
        .where('id', '=', jobId)
        .executeTakeFirst();
      return row?.state === 'done';
    }, 60_000);
    const items = await db()
      .selectFrom('batch_items')
      .select(['state', 'attempts'])
      .where('run_id', '=', jobId)
      .orderBy('position')
      .execute();
    expect(items.map((i) => i.state)).toEqual(['done', 'done']);
    expect(items[1]!.attempts).toBe(2);
    const again = await db()
      .selectFrom('batch_runs')
      .select('result_folder_guid')
      .where('id', '=', jobId)
      .executeTakeFirstOrThrow();
    // The second file's surface was already in the result folder: still one per file.
    const outputs = await db()
      .selectFrom('files')
      .select('name')
      .where('folder_guid', '=', again.result_folder_guid!)
      .execute();
    expect(outputs.map((o) => o.name).sort()).toEqual(['r0.sur', 'r1.sur']);
  }, 120_000);

  it('refuses bad requests with catalogue codes', async () => {
    const owner = await live.member();
    const file = await uploaded(base(), owner, 41, 'x.gsf');
    const id = await recipeId(owner);
    const start = (body: Record<string, unknown>) =>
      owner.post('/api/batch', { recipeId: id, outputs: ['csv'], ...body });
    expect((await start({ files: [], folders: [] })).status).toBe(400);
    expect(errorCode(await start({ files: [file.guid], outputs: ['fibps'] }))).toBe('invalid-request');
    expect(errorCode(await start({ files: [file.guid], recipeId: 'nope' }))).toBe('not-found');
    expect(errorCode(await start({ files: ['00000000-0000-0000-0000-000000000000'] }))).toBe('not-found');
    const stitch = await recipeId(owner, {
      ...levelAndArealRecipe,
      name: 'Stitch',
      steps: [{ kind: 'operator', operator: 'stitch', parameters: { otherFileGuids: [file.guid] } }],
    });
    expect(errorCode(await start({ files: [file.guid], recipeId: stitch }))).toBe('invalid-request');
  }, 60_000);
});

async function readBlob(key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await live.server.app.infra.blobs.get(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('the route × role matrix (batch calls)', () => {
  it('answers signed-out 401, another user, staff and admin 404 on the run and on files and folders, the owner 2xx', async () => {
    const owner = await live.member();
    const other = await live.member();
    const file = await uploaded(base(), owner, 51, 'm.gsf');
    const folder = folderSchema.parse((await owner.post('/api/folders', { name: 'M' })).body);
    const id = await recipeId(owner);
    const otherRecipe = await recipeId(other);
    const { jobId } = batchStartedSchema.parse(
      (await owner.post('/api/batch', { files: [file.guid], recipeId: id, outputs: ['csv', 'sur'] })).body,
    );
    await finished(owner, jobId);

    const anonymous = async (method: string, path: string, body?: unknown) =>
      (
        await fetch(`${base()}${path}`, {
          method,
          ...(body === undefined
            ? {}
            : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
        })
      ).status;
    const calls: [string, string, unknown?][] = [
      ['POST', '/api/batch', { files: [file.guid], recipeId: id, outputs: ['csv'] }],
      ['GET', '/api/batch'],
      ['GET', `/api/batch/${jobId}`],
      ['DELETE', `/api/batch/${jobId}`],
      ['POST', `/api/batch/${jobId}/retry`],
      ['GET', `/api/batch/${jobId}/result.csv`],
      ['GET', `/api/batch/${jobId}/result.txt`],
      ['GET', `/api/batch/${jobId}/result.xlsx`],
      ['GET', `/api/batch/${jobId}/result.zip`],
      ['GET', `/api/batch/${jobId}/report.pdf`],
    ];
    for (const [method, path, body] of calls)
      expect(await anonymous(method, path, body), `${method} ${path}`).toBe(401);

    // Staff and admins have no rights on another user's library (access.ts): the same 404.
    const staff = await live.member();
    const admin = await live.member();
    const idOf = async (client: ApiClient) =>
      ((await client.get('/api/user/me')).body as { uid: string }).uid;
    await db()
      .updateTable('users')
      .set({ is_staff: 1 })
      .where('id', '=', await idOf(staff))
      .execute();
    await db()
      .updateTable('users')
      .set({ is_staff: 1, is_admin: 1 })
      .where('id', '=', await idOf(admin))
      .execute();
    for (const [role, client] of [
      ['another user', other],
      ['staff', staff],
      ['admin', admin],
    ] as const)
      for (const [method, path] of calls.slice(2)) {
        const res = await client.request(method, path);
        expect(res.status, `${method} ${path} as ${role}`).toBe(404);
      }
    expect(
      errorCode(await admin.post('/api/batch', { files: [file.guid], recipeId: id, outputs: ['csv'] })),
    ).toBe('not-found');
    expect((await other.get('/api/batch')).body).toEqual({ runs: [] });
    // Another user's file, folder or recipe is not theirs to batch.
    expect(
      errorCode(
        await other.post('/api/batch', { files: [file.guid], recipeId: otherRecipe, outputs: ['csv'] }),
      ),
    ).toBe('not-found');
    expect(
      errorCode(
        await other.post('/api/batch', { folders: [folder.guid], recipeId: otherRecipe, outputs: ['csv'] }),
      ),
    ).toBe('not-found');
    expect(
      errorCode(await other.post('/api/batch', { files: [], folders: [], recipeId: id, outputs: ['csv'] })),
    ).toBe('not-found');

    expect((await owner.get(`/api/batch/${jobId}`)).status).toBe(200);
    expect((await owner.get('/api/batch')).body).toMatchObject({ runs: [{ jobId }] });
    expect((await download(owner, `/api/batch/${jobId}/result.zip`)).status).toBe(200);
  }, 120_000);
});

describe('the plan gate (subscriptions on)', () => {
  it('refuses batch analysis below the Advanced plan with plan-required', async () => {
    const server = await live.startAnother({ env: { FEATURE_SUBSCRIPTIONS: 'true', TRIAL_DAYS: '0' } });
    try {
      const member = await live.member(server);
      const res = await member.post('/api/batch', { files: ['x'], recipeId: 'y', outputs: ['csv'] });
      expect(res.status).toBe(402);
      expect(errorCode(res)).toBe('plan-required');
    } finally {
      await server.close();
    }
  }, 60_000);
});
