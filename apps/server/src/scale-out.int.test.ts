// N stateless instances, proven (issue 16): two server processes on one PostgreSQL, one Redis and one
// S3-compatible store (s3rver), each with its own local data directory, behind a round-robin reverse
// proxy. A file uploaded through one instance is listed, previewed, opened, analysed, saved and
// deleted through the other; a sign-out on one is refused on the other; and when one instance is
// killed during requests the other keeps serving and nothing that was acknowledged is lost.
// Needs PostgreSQL (DATABASE_URL=postgres://…, as in CI): SQLite is one file on one machine, so two
// instances of the production layout cannot share it.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import {
  ACCOUNT_PATHS,
  EDITOR_SURFACE_PATH,
  HISTORY_PATHS,
  fileItemSchema,
  fileShareSchema,
  fileListSchema,
  type FileItem,
} from '@asperity/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arealStat, state } from './modules/history/history-test-support.ts';
import { createTestStore, postgresUrl, type TestStore } from '../test/harness.ts';
import { ApiClient } from '../test/http-client.ts';
import { blobNames, gsfFile } from '../test/library.ts';
import { testRedisUrl } from '../test/redis.ts';
import { startReverseProxy, type ReverseProxy } from '../test/reverse-proxy.ts';
import { startS3Server, type S3TestServer } from '../test/s3-server.ts';
import { startServerProcess, type ServerProcess } from '../test/server-process.ts';
import { signedInClient } from '../test/signed-in.ts';
import { startSmtpReceiver, type SmtpReceiver } from '../test/smtp-receiver.ts';

const publicUrl = 'http://asperity.test';

if (!postgresUrl)
  console.warn(
    'scale-out.int.test.ts: skipped — set DATABASE_URL=postgres://… (two instances need a shared PostgreSQL)',
  );

describe.skipIf(!postgresUrl)('two instances behind a reverse proxy', () => {
  let store: TestStore;
  let smtp: SmtpReceiver;
  let s3: S3TestServer;
  let instances: ServerProcess[] = [];
  let proxy: ReverseProxy;
  const dataDirs: string[] = [];

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    store = await createTestStore();
    s3 = await startS3Server();
    const env = (name: string) => {
      const dataDir = join(store.dir, name);
      dataDirs.push(dataDir);
      return {
        ...store.env,
        ...s3.env,
        DATA_DIR: dataDir,
        REDIS_URL: testRedisUrl,
        SMTP_URL: smtp.url,
        PUBLIC_URL: publicUrl,
        COMPUTE_THREADS: '1',
        LOG_LEVEL: 'info',
      };
    };
    await Promise.all(['a', 'b'].map((name) => mkdir(join(store.dir, name), { recursive: true })));
    // One after the other, as a rolling deployment does: the first applies the migrations.
    instances.push(await startServerProcess(env('a')));
    instances.push(await startServerProcess(env('b')));
    proxy = await startReverseProxy(instances.map((instance) => instance.url));
  }, 120_000);

  afterAll(async () => {
    await proxy?.close();
    await Promise.all(instances.map((instance) => instance.stop('SIGTERM')));
    instances = [];
    await s3?.stop();
    await smtp?.close();
    await store?.dispose();
  });

  /** A client that presents `member`'s access token, pinned to one instance through the proxy. */
  const through = (member: ApiClient, instance: number): ApiClient =>
    new ApiClient(proxy.url, {
      'x-upstream': String(instance),
      cookie: `asperity_access=${member.cookie('asperity_access') ?? ''}`,
    });

  async function upload(member: ApiClient, seed: number, name: string, instance?: number) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(gsfFile(seed, 48, 32))]), name);
    const res = await fetch(`${proxy.url}/api/files/upload`, {
      method: 'POST',
      body: form,
      headers: {
        cookie: `asperity_access=${member.cookie('asperity_access') ?? ''}`,
        ...(instance === undefined ? {} : { 'x-upstream': String(instance) }),
      },
    });
    return {
      status: res.status,
      servedBy: res.headers.get('x-served-by'),
      body: await res.json(),
    };
  }

  it('serves a file uploaded through one instance through the other: list, preview, open, analyse, save, share, delete', async () => {
    const member = await signedInClient(proxy.url, smtp, publicUrl);
    const uploaded = await upload(member, 1, 'grating.gsf', 0);
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    expect(uploaded.servedBy).toBe('0');
    const item = fileItemSchema.parse(uploaded.body);
    const one = through(member, 0);
    const other = through(member, 1);

    const list = fileListSchema.parse((await other.get('/api/files')).body);
    expect(list.files.map((f) => f.guid)).toEqual([item.guid]);

    const preview = await fetch(`${proxy.url}/api/file/preview/${item.guid}`, {
      headers: { 'x-upstream': '1', cookie: `asperity_access=${member.cookie('asperity_access') ?? ''}` },
    });
    expect(preview.status).toBe(200);
    expect(preview.headers.get('content-type')).toMatch(/^image\//);
    expect((await preview.arrayBuffer()).byteLength).toBeGreaterThan(100);

    const opened = state((await other.get(`${HISTORY_PATHS.state}?fileGuid=${item.guid}`)).body);
    expect(opened.data).toMatchObject({ cols: 48, rows: 32 });
    const heights = await fetch(
      `${proxy.url}${EDITOR_SURFACE_PATH}?fileGuid=${item.guid}&forkHash=${opened.forkHash}`,
      { headers: { 'x-upstream': '1', cookie: `asperity_access=${member.cookie('asperity_access') ?? ''}` } },
    );
    expect(heights.status).toBe(200);
    expect((await heights.arrayBuffer()).byteLength).toBeGreaterThan(48 * 32 * 4);

    const analysedOnOther = await other.post('/api/editor/areal-parameters', { fileGuid: item.guid });
    const analysedOnOne = await one.post('/api/editor/areal-parameters', { fileGuid: item.guid });
    expect(analysedOnOther.status, JSON.stringify(analysedOnOther.body)).toBe(200);
    const sq = arealStat(analysedOnOther.body, 'Sq');
    expect(sq).toBeGreaterThan(0);
    expect(arealStat(analysedOnOne.body, 'Sq')).toBe(sq);

    const levelled = await other.post(HISTORY_PATHS.apply, {
      fileGuid: item.guid,
      forkHash: opened.forkHash,
      step: { op: 'level.plane' },
    });
    expect(levelled.status, JSON.stringify(levelled.body)).toBe(200);
    const saved = await other.post(HISTORY_PATHS.save, {
      fileGuid: item.guid,
      forkHash: state(levelled.body).forkHash,
      expectedModifiedAt: item.modifiedAt,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const reopened = state((await one.get(`${HISTORY_PATHS.state}?fileGuid=${item.guid}`)).body);
    expect(reopened.savedForkHash).toBe(state(levelled.body).forkHash);

    // The blobs are in the object store, none in either instance's own directory.
    const objects = await listObjects('blobs/');
    expect(objects.length).toBeGreaterThanOrEqual(2);
    for (const dir of dataDirs) expect(await blobNames(dir)).toEqual([]);

    // Shared through one instance, visited signed out through the other.
    const shared = await one.request('PUT', `/api/files/${item.guid}/share`, {});
    expect(shared.status, JSON.stringify(shared.body)).toBe(200);
    const { shareHash } = fileShareSchema.parse(shared.body);
    const visitor = new ApiClient(proxy.url, { 'x-upstream': '1' });
    expect((await visitor.get(`/api/shared/${shareHash}`)).status).toBe(200);
    const sharedPreview = await fetch(`${proxy.url}/api/file/preview/${shareHash}?width=64&height=64`, {
      headers: { 'x-upstream': '1' },
    });
    expect(sharedPreview.status).toBe(200);
    expect(sharedPreview.headers.get('content-type')).toMatch(/^image\//);
    await sharedPreview.arrayBuffer();

    expect((await other.request('DELETE', `/api/files/${item.guid}`)).status).toBe(204);
    expect((await visitor.get(`/api/shared/${shareHash}`)).status).toBe(404);
    expect(fileListSchema.parse((await one.get('/api/files')).body).files).toEqual([]);
  });

  it('refuses a session signed out on one instance on the other at once', async () => {
    const member = await signedInClient(proxy.url, smtp, publicUrl);
    const onOther = through(member, 1);
    expect((await onOther.get(ACCOUNT_PATHS.me)).status).toBe(200);
    expect((await through(member, 0).post(ACCOUNT_PATHS.logout)).status).toBe(204);
    expect((await onOther.get(ACCOUNT_PATHS.me)).status).toBe(401);
  });

  it('keeps serving when one instance is killed during requests, losing nothing it acknowledged', async () => {
    const member = await signedInClient(proxy.url, smtp, publicUrl);
    const reader = new ApiClient(proxy.url, {
      cookie: `asperity_access=${member.cookie('asperity_access') ?? ''}`,
    });
    const servedBefore = [...proxy.served];
    const acknowledged: FileItem[] = [];
    const refusedUploads: number[] = [];
    const readStatuses: number[] = [];
    let killed = false;

    const uploads = (async () => {
      for (let seed = 100; seed < 112; seed++) {
        const res = await upload(member, seed, `load-${seed}.gsf`);
        if (res.status === 201) acknowledged.push(fileItemSchema.parse(res.body));
        else refusedUploads.push(res.status);
      }
    })();
    const reads = Array.from({ length: 4 }, async () => {
      for (let i = 0; i < 25; i++) readStatuses.push((await reader.get('/api/files')).status);
    });
    const killer = (async () => {
      // Once both instances have answered part of this load, the second dies without warning.
      while (!(proxy.served[1]! > servedBefore[1]! + 5 && proxy.served[0]! > servedBefore[0]! + 5))
        await new Promise((resolve) => setTimeout(resolve, 5));
      await instances[1]!.stop('SIGKILL');
      killed = true;
    })();
    await Promise.all([uploads, ...reads, killer]);

    expect(killed).toBe(true);
    expect(readStatuses.length).toBe(100);
    expect(readStatuses.every((status) => status === 200)).toBe(true);
    // An upload on its way to the instance that died may fail (502, the client retries); none else.
    expect(refusedUploads.every((status) => status === 502)).toBe(true);
    expect(refusedUploads.length).toBeLessThanOrEqual(1);
    const after = await upload(member, 200, 'after-the-crash.gsf');
    expect(after.status).toBe(201);
    acknowledged.push(fileItemSchema.parse(after.body));

    const listed = fileListSchema.parse((await reader.get('/api/files')).body).files.map((f) => f.guid);
    expect(listed.sort()).toEqual(acknowledged.map((f) => f.guid).sort());
    for (const item of acknowledged) {
      const preview = await fetch(`${proxy.url}/api/file/preview/${item.guid}`, {
        headers: { cookie: `asperity_access=${member.cookie('asperity_access') ?? ''}` },
      });
      expect(preview.status).toBe(200);
      await preview.arrayBuffer();
    }
  });

  async function listObjects(prefix: string): Promise<string[]> {
    const client = new S3Client({
      ...s3.config,
      credentials: { ...s3.config.credentials },
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    try {
      const page = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: prefix }));
      return (page.Contents ?? []).flatMap((o) => (o.Key === undefined ? [] : [o.Key]));
    } finally {
      client.destroy();
    }
  }
});
