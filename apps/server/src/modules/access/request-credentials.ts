// What an HTTP request presents to the access function: the signed-in user when its session is
// valid (signed-out otherwise, never an error: shared views work signed out) and its cookies.
import type { FastifyRequest } from 'fastify';
import type { UserRow } from '../../infra/db/schema.ts';
import type { AccountsService } from '../accounts/service.ts';
import { accessTokenOf } from '../accounts/session-cookies.ts';
import type { Credentials } from './access-service.ts';

export async function credentialsOf(
  request: FastifyRequest,
  accounts: AccountsService,
): Promise<Credentials> {
  const claims = accounts.authenticate(accessTokenOf(request));
  let user: UserRow | null = null;
  if (claims) user = await accounts.requireUser(claims).catch(() => null);
  return { user, cookies: request.cookies };
}
