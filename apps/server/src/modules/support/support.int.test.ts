// Reports, technical-support and additional-file requests over real HTTP and SMTP (spec part 3
// §4–§5, §7; issues 17 item 7 and 19 item 7): the field codes, the signed-out e-mail rule, the 20 MB
// bound on the attachments, delivery to the support address with the attachments, the staff list
// and its route × role matrix, resolving, and the per-hour limit. Runs on SQLite, and on PostgreSQL
// with DATABASE_URL.
import {
  SUPPORT_ATTACHMENTS_MAX_BYTES,
  errorResponseSchema,
  fileShareSchema,
  supportListSchema,
  supportReceiptSchema,
  supportRequestSchema,
  userProfileSchema,
  type SupportList,
} from '@asperity/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../../../test/http-client.ts';
import { uploaded } from '../../../test/library.ts';
import { grantRole, type Role } from '../../../test/roles.ts';
import { serverWithMail } from '../../../test/server-with-mail.ts';

const SUPPORT = 'help-desk@asperity.test';
const live = serverWithMail({ SUPPORT_EMAIL: SUPPORT, RATE_LIMIT_SUPPORT_PER_HOUR: '1000' });
const base = () => live.server.url;

interface Sent {
  readonly status: number;
  readonly body: unknown;
}

/** Sends a multipart form like the browser's dialog does, with the client's session when given. */
async function send(
  path: string,
  fields: Record<string, string>,
  options: { client?: ApiClient; files?: { name: string; bytes: Uint8Array }[]; serverUrl?: string } = {},
): Promise<Sent> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const file of options.files ?? []) form.append('attachments', new Blob([file.bytes]), file.name);
  const access = options.client?.cookie('asperity_access');
  const res = await fetch(`${options.serverUrl ?? base()}${path}`, {
    method: 'POST',
    body: form,
    headers: access ? { cookie: `asperity_access=${access}` } : {},
  });
  const text = await res.text();
  return { status: res.status, body: text === '' ? undefined : (JSON.parse(text) as unknown) };
}

const failure = (sent: Sent) => errorResponseSchema.parse(sent.body);

let owner: ApiClient;
let staff: ApiClient;
let shareHash: string;
let seed = 5000;

async function publishedItem(client: ApiClient): Promise<string> {
  const file = await uploaded(base(), client, seed++, `reported-${seed}.gsf`);
  const res = await client.request('PUT', `/api/files/${file.guid}/share`, {
    publiclyShared: true,
    categories: ['mems'],
    description: [{ type: 'paragraph', children: [{ text: 'A rough surface' }] }],
    technology: 'afm',
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return fileShareSchema.parse(res.body).shareHash;
}

const listOf = async (client: ApiClient, query = ''): Promise<SupportList> => {
  const res = await client.get(`/api/admin/reports${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return supportListSchema.parse(res.body);
};

beforeAll(async () => {
  owner = await live.member();
  staff = await live.member();
  await grantRole(live.server, staff, 'staff');
  shareHash = await publishedItem(owner);
});

describe('POST /api/reports', () => {
  it('names the broken field with its catalogue code and stores nothing', async () => {
    const before = (await listOf(staff)).total;
    const badEmail = await send('/api/reports', {
      description: 'Spam',
      email: 'not-an-address',
      id: shareHash,
    });
    expect(badEmail.status).toBe(400);
    expect(failure(badEmail)).toEqual({ errorCode: 'auth/invalid-email', reason: 'email' });
    const noEmail = await send('/api/reports', { description: 'Spam', id: shareHash });
    expect(failure(noEmail)).toEqual({ errorCode: 'auth/invalid-email', reason: 'email' });
    const noDescription = await send('/api/reports', {
      description: '   ',
      email: 'a@b.test',
      id: shareHash,
    });
    expect(noDescription.status).toBe(400);
    expect(failure(noDescription)).toEqual({ errorCode: 'required', reason: 'description' });
    const noId = await send('/api/reports', { description: 'Spam', email: 'a@b.test' });
    expect(failure(noId)).toEqual({ errorCode: 'required', reason: 'id' });
    const unknown = await send('/api/reports', {
      description: 'Spam',
      email: 'a@b.test',
      id: 'x'.repeat(22),
    });
    expect(unknown.status).toBe(404);
    expect(failure(unknown).errorCode).toBe('not-found');
    expect((await listOf(staff)).total).toBe(before);
  });

  it('a signed-out report with a valid e-mail is stored and mailed to the support address with its attachments', async () => {
    const note = new TextEncoder().encode('screenshot bytes 0123456789');
    const sent = await send(
      '/api/reports',
      {
        description: 'This picture is not a measurement.\nPlease look.',
        email: 'Visitor@Example.org',
        id: shareHash,
      },
      { files: [{ name: 'evidence.txt', bytes: note }] },
    );
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const receipt = supportReceiptSchema.parse(sent.body);
    expect(receipt.state).toBe('open');

    const mail = await live.smtp.next(SUPPORT);
    expect(mail.to).toEqual([SUPPORT]);
    expect(mail.text).toMatch(/^Subject: \[Asperity\] Report: /m);
    expect(mail.text).toMatch(/^Reply-To: Visitor@Example\.org/im);
    expect(mail.text).toContain('This picture is not a measurement.');
    expect(mail.text).toContain(`/s/${shareHash}`);
    expect(mail.text).toContain('evidence.txt');
    expect(mail.text).toContain(Buffer.from(note).toString('base64'));

    const stored = (await listOf(staff)).requests.find((r) => r.id === receipt.id);
    const me = userProfileSchema.parse((await owner.get('/api/user/me')).body);
    expect(stored).toMatchObject({
      kind: 'report',
      state: 'open',
      email: 'Visitor@Example.org',
      username: null,
      itemId: shareHash,
      itemOwner: me.username,
      attachments: [{ name: 'evidence.txt', size: note.length }],
      resolvedAt: null,
    });
    expect(stored?.itemTitle).toMatch(/^reported-/);
  });

  it('goes through the access function: a locked link needs its password, a removed link is not found', async () => {
    const file = await uploaded(base(), owner, seed++, `locked-${seed}.gsf`);
    const locked = await owner.request('PUT', `/api/files/${file.guid}/share`, { password: 'open sesame' });
    expect(locked.status, JSON.stringify(locked.body)).toBe(200);
    const hash = fileShareSchema.parse(locked.body).shareHash;
    const fields = { description: 'Hidden content', email: 'a@b.test', id: hash };
    const refused = await send('/api/reports', fields);
    expect(refused.status).toBe(403);
    expect(failure(refused).errorCode).toBe('share-password-required');

    expect((await owner.request('DELETE', `/api/files/${file.guid}/share`)).status).toBe(204);
    const gone = await send('/api/reports', fields);
    expect(gone.status).toBe(404);
    expect(failure(gone).errorCode).toBe('not-found');
  });

  it('a signed-in reporter may leave the e-mail out: the account address is used', async () => {
    const reporter = await live.member();
    const me = userProfileSchema.parse((await reporter.get('/api/user/me')).body);
    const sent = await send(
      '/api/reports',
      { description: 'Offensive title', id: shareHash },
      { client: reporter },
    );
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const mail = await live.smtp.next(SUPPORT);
    expect(mail.text).toContain(`user ${me.username}`);
    const row = (await listOf(staff)).requests.find((r) => r.id === supportReceiptSchema.parse(sent.body).id);
    expect(row).toMatchObject({ email: me.email, username: me.username });
  });

  it('attachments up to 20 MB in total: one byte more is attachments-too-big (413) and nothing is stored', async () => {
    const before = (await listOf(staff)).total;
    const half = SUPPORT_ATTACHMENTS_MAX_BYTES / 2;
    const over = await send(
      '/api/reports',
      { description: 'Too big', email: 'a@b.test', id: shareHash },
      {
        files: [
          { name: 'a.bin', bytes: new Uint8Array(half) },
          { name: 'b.bin', bytes: new Uint8Array(half + 1) },
        ],
      },
    );
    expect(over.status).toBe(413);
    expect(failure(over)).toEqual({ errorCode: 'attachments-too-big', reason: 'attachments' });
    const single = await send(
      '/api/support/technical',
      { description: 'Too big', email: 'a@b.test' },
      { files: [{ name: 'c.bin', bytes: new Uint8Array(SUPPORT_ATTACHMENTS_MAX_BYTES + 1) }] },
    );
    expect(failure(single).errorCode).toBe('attachments-too-big');
    expect((await listOf(staff)).total).toBe(before);

    const exact = await send(
      '/api/reports',
      { description: 'Exactly the bound', email: 'a@b.test', id: shareHash },
      {
        files: [
          { name: 'a.bin', bytes: new Uint8Array(half) },
          { name: 'b.bin', bytes: new Uint8Array(half) },
        ],
      },
    );
    expect(exact.status, JSON.stringify(exact.body)).toBe(201);
    const row = (await listOf(staff)).requests.find(
      (r) => r.id === supportReceiptSchema.parse(exact.body).id,
    );
    expect(row?.attachments).toEqual([
      { name: 'a.bin', size: half },
      { name: 'b.bin', size: half },
    ]);
    await live.smtp.next(SUPPORT, 60_000);
  }, 120_000);
});

describe('technical support and additional file formats', () => {
  it('signed out with a valid e-mail: stored and mailed; the same e-mail rule applies', async () => {
    expect(failure(await send('/api/support/technical', { description: 'Help', email: 'nope' }))).toEqual({
      errorCode: 'auth/invalid-email',
      reason: 'email',
    });
    const technical = await send('/api/support/technical', {
      description: 'The 3D view stays black in my browser.',
      email: 'lab@example.org',
    });
    expect(technical.status, JSON.stringify(technical.body)).toBe(201);
    const mail = await live.smtp.next(SUPPORT);
    expect(mail.text).toMatch(/^Subject: \[Asperity\] Technical support request/m);
    expect(mail.text).toContain('The 3D view stays black in my browser.');

    const format = await send(
      '/api/support/additional-file',
      { description: 'Our instrument writes these.', email: 'lab@example.org', format: '.xyz' },
      { files: [{ name: 'sample.xyz', bytes: new TextEncoder().encode('1 2 3\n') }] },
    );
    expect(format.status, JSON.stringify(format.body)).toBe(201);
    const formatMail = await live.smtp.next(SUPPORT);
    expect(formatMail.text).toMatch(/^Subject: \[Asperity\] Additional file format request/m);
    expect(formatMail.text).toContain('Format: .xyz');
    expect(formatMail.text).toContain('sample.xyz');

    const rows = (await listOf(staff, '?kind=additional-file')).requests;
    expect(rows.every((r) => r.kind === 'additional-file')).toBe(true);
    expect(rows.find((r) => r.id === supportReceiptSchema.parse(format.body).id)).toMatchObject({
      format: '.xyz',
      email: 'lab@example.org',
      itemId: null,
    });
  });

  it('accepts a JSON body without attachments', async () => {
    const res = await new ApiClient(base()).post('/api/support/technical', {
      description: 'Sent as JSON',
      email: 'json@example.org',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    await live.smtp.next(SUPPORT);
  });
});

describe('staff list (route × role matrix) and resolving', () => {
  const roles: readonly Role[] = ['signed-out', 'user', 'staff', 'admin'];
  let clients: Record<Role, ApiClient>;

  beforeAll(async () => {
    const admin = await live.member();
    await grantRole(live.server, admin, 'admin');
    clients = { 'signed-out': new ApiClient(base()), user: await live.member(), staff, admin };
  });

  it('GET /api/admin/reports and PATCH /api/admin/reports/{id}: staff and admins only', async () => {
    const sent = await send('/api/support/technical', { description: 'Matrix', email: 'm@example.org' });
    const id = supportReceiptSchema.parse(sent.body).id;
    await live.smtp.next(SUPPORT);
    const seen: Record<string, number[]> = {};
    for (const role of roles) {
      const list = await clients[role].get('/api/admin/reports');
      const change = await clients[role].request('PATCH', `/api/admin/reports/${id}`, { state: 'open' });
      seen[role] = [list.status, change.status];
    }
    expect(seen).toEqual({
      'signed-out': [401, 401],
      user: [403, 403],
      staff: [200, 200],
      admin: [200, 200],
    });
  });

  it('staff resolve a report (and may unpublish the reported item); the open list no longer shows it', async () => {
    const item = await publishedItem(owner);
    const sent = await send('/api/reports', {
      description: 'Breaks the rules',
      email: 'r@example.org',
      id: item,
    });
    const id = supportReceiptSchema.parse(sent.body).id;
    await live.smtp.next(SUPPORT);
    const openBefore = await listOf(staff, '?state=open');
    expect(openBefore.requests.map((r) => r.id)).toContain(id);

    const unpublished = await staff.request('PATCH', `/api/gallery/${item}`, { published: false });
    expect(unpublished.status, JSON.stringify(unpublished.body)).toBe(200);
    const resolved = await staff.request('PATCH', `/api/admin/reports/${id}`, { state: 'resolved' });
    expect(resolved.status).toBe(200);
    const staffName = userProfileSchema.parse((await staff.get('/api/user/me')).body).username;
    expect(supportRequestSchema.parse(resolved.body)).toMatchObject({
      id,
      state: 'resolved',
      resolvedBy: staffName,
    });

    const openAfter = await listOf(staff, '?state=open');
    expect(openAfter.requests.map((r) => r.id)).not.toContain(id);
    expect(openAfter.open).toBe(openBefore.open - 1);
    expect((await listOf(staff, '?state=resolved')).requests.map((r) => r.id)).toContain(id);
    const missing = await staff.request('PATCH', '/api/admin/reports/no-such-request', { state: 'resolved' });
    expect(missing.status).toBe(404);
    const bad = await staff.request('PATCH', `/api/admin/reports/${id}`, { state: 'closed' });
    expect(bad.status).toBe(400);
  });
});

describe('limits', () => {
  it('RATE_LIMIT_SUPPORT_PER_HOUR bounds the requests of one client address (429 with Retry-After)', async () => {
    const other = await live.startAnother({ env: { RATE_LIMIT_SUPPORT_PER_HOUR: '2' } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++)
        statuses.push(
          (
            await send(
              '/api/support/technical',
              { description: `n${i}`, email: 'l@example.org' },
              { serverUrl: other.url },
            )
          ).status,
        );
      expect(statuses).toEqual([201, 201, 429]);
    } finally {
      await other.close();
    }
  });
});
