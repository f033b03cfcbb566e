// The print report over real HTTP (issue 19 items 6 and 8; docs/api.md "Print report"): a PDF whose
// text holds the file's name and the Sq the analysis API gives (in the automatic unit the report
// writes), the chosen sections and parameters only, the operation history of the fork asked for,
// 400 for bad choices and 2D images, 404/401 for others, a file link's visitor may print, and the
// printReport flag switched off answers 402. Runs on SQLite, and on PostgreSQL with DATABASE_URL.
import { REPORT_PATHS, errorResponseSchema, fileShareSchema, historyStateSchema } from '@asperity/contract';
import { encode } from 'fast-png';
import { PDFParse } from 'pdf-parse';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../test/http-client.ts';
import { uploadFile, uploaded } from '../../../test/library.ts';
import { serverWithMail } from '../../../test/server-with-mail.ts';
import { formatParameter } from './report-service.ts';

const live = serverWithMail();
let owner: ApiClient;
let fileGuid: string;

const path = (guid: string) => REPORT_PATHS.report.replace(':fileGuid', encodeURIComponent(guid));

interface Answer {
  readonly status: number;
  readonly type: string | null;
  readonly disposition: string | null;
  readonly bytes: Uint8Array;
}

async function fetchReport(client: ApiClient | null, url: string, base = live.server.url): Promise<Answer> {
  const cookie = client ? `asperity_access=${client.cookie('asperity_access') ?? ''}` : '';
  const res = await fetch(`${base}${url}`, { headers: { cookie } });
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    disposition: res.headers.get('content-disposition'),
    bytes: new Uint8Array(await res.arrayBuffer()),
  };
}

/** The PDF's text, NFKC-normalised (text extraction writes the micro sign as Greek mu). */
async function textOf(bytes: Uint8Array): Promise<string> {
  const parser = new PDFParse({ data: bytes });
  try {
    return (await parser.getText()).text.normalize('NFKC');
  } finally {
    await parser.destroy();
  }
}

function errorOf(answer: Answer): string {
  return errorResponseSchema.parse(JSON.parse(new TextDecoder().decode(answer.bytes))).errorCode;
}

async function sqFromAnalysisApi(client: ApiClient, guid: string, forkHash?: string): Promise<number> {
  const res = await client.post('/api/editor/areal-parameters', {
    fileGuid: guid,
    ...(forkHash ? { forkHash } : {}),
  });
  expect(res.status).toBe(200);
  const body = res.body as { categories: { statistics: { id: string; value: number }[] }[] };
  const sq = body.categories.flatMap((c) => c.statistics).find((s) => s.id === 'Sq');
  expect(sq).toBeDefined();
  return sq!.value;
}

beforeAll(async () => {
  owner = await live.member();
  fileGuid = (await uploaded(live.server.url, owner, 7, 'Bearing race 7.gsf')).guid;
});

describe('GET /api/files/{fileGuid}/report.pdf', () => {
  it("is a PDF with the file's name, its Sq as the analysis API gives it, and every section", async () => {
    const answer = await fetchReport(owner, path(fileGuid));
    expect(answer.status).toBe(200);
    expect(answer.type).toBe('application/pdf');
    expect(answer.disposition).toContain('Bearing race 7 report.pdf');
    expect(new TextDecoder().decode(answer.bytes.slice(0, 5))).toBe('%PDF-');
    const text = await textOf(answer.bytes);
    const sq = await sqFromAnalysisApi(owner, fileGuid);
    const sqText = formatParameter(sq, 'length').normalize('NFKC');
    expect(sqText).toMatch(/^\d/);
    expect(text).toContain('Bearing race 7.gsf');
    expect(text).toMatch(new RegExp(`Sq\\s+Root mean square height\\s+${sqText.replace('.', '\\.')}`));
    for (const heading of [
      'Image properties',
      '2D height map',
      '3D view',
      'Areal parameters',
      'Material ratio curve',
      'Operation history',
      'Report date',
      '32 × 16',
    ])
      expect(text, heading).toContain(heading);
    expect(text).toContain('No operation: the surface as measured.');
  });

  it('holds only the chosen sections and parameters', async () => {
    const answer = await fetchReport(owner, `${path(fileGuid)}?sections=parameters&parameters=Sq,Sa`);
    expect(answer.status).toBe(200);
    const text = await textOf(answer.bytes);
    expect(text).toContain('Root mean square height');
    expect(text).toContain('Arithmetical mean height');
    expect(text).not.toContain('Maximum height');
    expect(text).not.toContain('Operation history');
    expect(text).not.toContain('2D height map');
  });

  it("lists the fork's operation history and prints that fork's Sq", async () => {
    const { rootForkHash } = historyStateSchema.parse(
      (await owner.get(`/api/editor/history?fileGuid=${fileGuid}`)).body,
    );
    const applied = await owner.post('/api/editor/history/apply', {
      fileGuid,
      forkHash: rootForkHash,
      step: { op: 'level.plane' },
    });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    const state = historyStateSchema.parse(applied.body);
    const answer = await fetchReport(
      owner,
      `${path(fileGuid)}?sections=parameters,history&forkHash=${state.forkHash}`,
    );
    expect(answer.status).toBe(200);
    const text = await textOf(answer.bytes);
    expect(text).toContain('1. Level: subtract the least-squares mean plane');
    const sq = await sqFromAnalysisApi(owner, fileGuid, state.forkHash);
    expect(text).toContain(formatParameter(sq, 'length').normalize('NFKC'));
  });

  it('refuses unknown sections and parameters, and 2D images (400)', async () => {
    for (const query of ['?sections=summary', '?parameters=Sq,Nope', '?channel=-1']) {
      const answer = await fetchReport(owner, `${path(fileGuid)}${query}`);
      expect(answer.status, query).toBe(400);
      expect(errorOf(answer)).toBe('invalid-request');
    }
    const data = new Uint8Array(8 * 8 * 4).fill(200);
    const res = await uploadFile(
      live.server.url,
      owner,
      encode({ width: 8, height: 8, data, channels: 4, depth: 8 }),
      'p.png',
    );
    expect(res.status).toBe(201);
    const picture = await fetchReport(owner, path((res.body as { guid: string }).guid));
    expect(picture.status).toBe(400);
    expect(errorOf(picture)).toBe('invalid-request');
  });

  it('answers 404 to another member, 401 signed out, and prints for a file link visitor', async () => {
    const other = await live.member();
    const byOther = await fetchReport(other, path(fileGuid));
    expect(byOther.status).toBe(404);
    expect(errorOf(byOther)).toBe('not-found');
    expect((await fetchReport(null, path(fileGuid))).status).toBe(401);
    const share = fileShareSchema.parse(
      (await owner.request('PUT', `/api/files/${fileGuid}/share`, {})).body,
    );
    const visitor = await fetchReport(
      null,
      `${path(fileGuid)}?shareHash=${share.shareHash}&sections=properties`,
    );
    expect(visitor.status).toBe(200);
    expect(await textOf(visitor.bytes)).toContain('Bearing race 7.gsf');
    expect((await fetchReport(null, `${path('wrong')}?shareHash=${share.shareHash}`)).status).toBe(404);
    const byHash = await fetchReport(
      null,
      `${path(share.shareHash)}?shareHash=${share.shareHash}&sections=properties`,
    );
    expect(byHash.status).toBe(200);
  });

  it('answers 402 plan-required where the printReport flag is off', async () => {
    const server = await live.startAnother({ env: { ...live.env, FEATURE_FLAGS: 'printReport=off' } });
    try {
      const member = await live.member(server);
      const guid = (await uploaded(server.url, member, 8, 'flag.gsf')).guid;
      const answer = await fetchReport(member, path(guid), server.url);
      expect(answer.status).toBe(402);
      expect(errorOf(answer)).toBe('plan-required');
    } finally {
      await server.close();
    }
  });
});
