// Who is signed in: 401 and 404 mean "nobody" (404 until the accounts issue implements the route).
import type { HttpClient } from '../http.ts';
import { isHttpError } from '../HttpError.ts';
import { parseSessionUser, type SessionUser } from './SessionUser.ts';

export const ME_PATH = '/api/user/me';

export async function fetchSessionUser(client: HttpClient): Promise<SessionUser | null> {
  try {
    return parseSessionUser(await client.get<unknown>(ME_PATH));
  } catch (error) {
    if (isHttpError(error) && (error.status === 401 || error.status === 404)) return null;
    throw error;
  }
}
