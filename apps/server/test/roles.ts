// Roles for tests: a signed-in member made staff or admin directly in the server's database (the
// ways to become one — ADMIN_EMAILS, the CLI, a PATCH by staff — have their own tests).
import type { TestServer } from './harness.ts';
import type { ApiClient } from './http-client.ts';

export type Role = 'signed-out' | 'user' | 'staff' | 'admin';

export async function uidOf(client: ApiClient): Promise<string> {
  const me = await client.get('/api/user/me');
  const uid = (me.body as { uid?: unknown } | undefined)?.uid;
  if (typeof uid !== 'string') throw new Error(`not signed in: ${me.status}`);
  return uid;
}

export async function grantRole(
  server: TestServer,
  client: ApiClient,
  role: 'staff' | 'admin',
): Promise<string> {
  const uid = await uidOf(client);
  await server.app.infra.database.db
    .updateTable('users')
    .set(role === 'admin' ? { is_admin: 1 } : { is_staff: 1 })
    .where('id', '=', uid)
    .execute();
  return uid;
}
