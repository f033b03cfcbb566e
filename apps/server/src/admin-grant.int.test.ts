// `npx asperity admin grant EMAIL` (issue 18 item 7), run in-process through the CLI's own entry with
// the server's environment: the account becomes an admin on the server's database, the audit log says
// so, and an unknown address is a clear error.
import { auditLogPageSchema, userProfileSchema } from '@asperity/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { run } from '../../cli/src/main.ts';
import type { CliIo } from '../../cli/src/io.ts';
import { serverWithMail } from '../test/server-with-mail.ts';

const live = serverWithMail();
const saved = { ...process.env };

afterEach(() => {
  for (const key of Object.keys(process.env)) if (!(key in saved)) Reflect.deleteProperty(process.env, key);
  Object.assign(process.env, saved);
});

function captured(): { io: CliIo; out: string[]; err: string[] } {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIo = {
    stdout: (text) => void out.push(text),
    stderr: (text) => void err.push(text),
  };
  return { io, out, err };
}

describe('asperity admin grant', () => {
  it("makes the account an admin on the server's database and logs it", async () => {
    const member = await live.member();
    const me = userProfileSchema.parse((await member.get('/api/user/me')).body);
    expect(me.isAdmin).toBe(false);
    Object.assign(process.env, live.store.env);

    const first = captured();
    expect(await run(['admin', 'grant', me.email.toUpperCase()], first.io)).toBe(0);
    expect(first.out.join('')).toBe(`${me.email} (${me.uid}) is now an admin\n`);
    expect(userProfileSchema.parse((await member.get('/api/user/me')).body).isAdmin).toBe(true);
    const log = auditLogPageSchema.parse((await member.get(`/api/admin/audit-log?action=admin.grant`)).body);
    expect(log.entries.map((e) => [e.actorId, e.targetId, e.before, e.after])).toEqual([
      [null, me.uid, { isAdmin: false }, { isAdmin: true }],
    ]);

    const again = captured();
    expect(await run(['admin', 'grant', me.email], again.io)).toBe(0);
    expect(again.out.join('')).toContain('is an admin already');

    const unknown = captured();
    expect(await run(['admin', 'grant', 'nobody@example.org'], unknown.io)).toBe(1);
    expect(unknown.err.join('')).toBe('asperity: no account with the e-mail address nobody@example.org\n');
  });
});
