// `npm run bench -- live-sockets` (issue 18 item 13): 2,000 signed-in sockets open on one server
// process (SQLite), then one staff notice to everybody; the time from posting it until the last socket
// has its message (goal < 2 s), and the server process's resident memory per open socket (VmRSS after
// the sockets opened minus before, over their number). Accounts and sessions are written straight into
// the server's SQLite file and signed with the server's SESSION_SECRET, so setting up 2,000 users does
// not run 2,000 sign-ups. BENCH_SOCKETS changes the number.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import WebSocket from 'ws';
import { loadConfig } from '../../apps/server/src/config.ts';
import { createDatabase } from '../../apps/server/src/infra/db/database.ts';
import { signAccessToken } from '../../apps/server/src/modules/accounts/tokens.ts';
import { round } from './measure.ts';
import { startServer } from './server-process.ts';

const GOAL_MS = 2000;

export interface LiveSocketsResult {
  sockets: number;
  deliveredToAll: boolean;
  lastDeliveryMs: number;
  goalMs: number;
  serverRssPerSocketKiB: number;
  openSocketsMs: number;
}

const rssKiB = (pid: number): number => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/);
  return Number(line?.[1] ?? 0);
};

export async function runLiveSockets(): Promise<LiveSocketsResult> {
  const count = Number(process.env.BENCH_SOCKETS ?? 2000);
  const dataDir = mkdtempSync(join(tmpdir(), 'asperity-bench-live-'));
  const secret = randomBytes(32).toString('hex');
  const server = await startServer({ DATA_DIR: dataDir, SESSION_SECRET: secret, DEMO_CONTENT: 'false' });
  const database = createDatabase(loadConfig({ DATA_DIR: dataDir }).database);
  const sockets: WebSocket[] = [];
  try {
    const now = new Date().toISOString();
    const expires = new Date(Date.now() + 86_400_000).toISOString();
    const tokens: string[] = [];
    for (let i = 0; i <= count; i += 500) {
      const users = [];
      const sessions = [];
      for (let j = i; j < Math.min(i + 500, count + 1); j++) {
        const id = `bench${j}`;
        users.push({
          id,
          username: `bench_${j}`,
          email: `bench${j}@example.org`,
          first_name: 'B',
          last_name: 'B',
          password_hash: 'x',
          created_at: now,
          is_confirmed: 1,
          // The last one sends the notice.
          is_staff: j === count ? 1 : 0,
        });
        sessions.push({
          id: `s${j}`,
          user_id: id,
          refresh_hash: `h${j}`,
          created_at: now,
          refreshed_at: now,
          expires_at: expires,
        });
        tokens.push(signAccessToken(secret, { sub: id, sid: `s${j}`, exp: Date.now() + 600_000 }));
      }
      await database.db.insertInto('users').values(users).execute();
      await database.db.insertInto('sessions').values(sessions).execute();
    }
    const staffToken = tokens.pop() ?? '';

    const before = rssKiB(server.pid);
    const wsBase = server.base.replace(/^http/, 'ws');
    const received: Promise<number>[] = [];
    let sentAt = 0;
    const openStart = performance.now();
    for (const token of tokens) {
      const ws = new WebSocket(`${wsBase}/sockets`, { headers: { cookie: `asperity_access=${token}` } });
      sockets.push(ws);
      const connected = new Promise<void>((resolve, reject) => {
        ws.once('error', reject);
        ws.on('message', (data: Buffer) => {
          if ((JSON.parse(data.toString('utf8')) as { type: string }).type === 'connected') resolve();
        });
      });
      received.push(
        new Promise((resolve) => {
          ws.on('message', (data: Buffer) => {
            if ((JSON.parse(data.toString('utf8')) as { type: string }).type === 'notification')
              resolve(performance.now() - sentAt);
          });
        }),
      );
      await connected;
    }
    const openSocketsMs = performance.now() - openStart;
    const after = rssKiB(server.pid);

    sentAt = performance.now();
    const answer = await fetch(`${server.base}/api/admin/notifications`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `asperity_access=${staffToken}` },
      body: JSON.stringify({ target: 'everybody', languages: ['en'], content: { en: ['Bench notice'] } }),
    });
    if (answer.status !== 200) throw new Error(`notice refused: ${answer.status} ${await answer.text()}`);
    const timeout = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 30_000).unref());
    const all = await Promise.race([Promise.all(received), timeout]);
    const delivered = all !== 'timeout';
    return {
      sockets: tokens.length,
      deliveredToAll: delivered,
      lastDeliveryMs: delivered ? round(Math.max(...all), 1) : Number.NaN,
      goalMs: GOAL_MS,
      serverRssPerSocketKiB: round((after - before) / tokens.length, 2),
      openSocketsMs: round(openSocketsMs, 0),
    };
  } finally {
    for (const ws of sockets) ws.terminate();
    await database.destroy();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) {
  process.stdout.write(JSON.stringify(await runLiveSockets(), null, 2) + '\n');
}
