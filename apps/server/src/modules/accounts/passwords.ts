// Password hashing with scrypt, the memory-hard KDF built into Node (DESIGN.md §6): no native
// addon to build, and its cost is stored with each hash so it can be raised later while old
// hashes still verify (and are re-hashed at the next sign-in).
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const scrypt = (password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    scryptCallback(password, salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });

/** N 2^15, r 8, p 1: 32 MiB and about 50–100 ms per hash here (OWASP lists N 2^15 with r 8 and p 3 as one of its equivalent minimums; p 1 with 32 MiB keeps concurrent sign-ins of a small server within memory). */
export const SCRYPT_COST = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

/** `scrypt$N$r$p$salt$key`, salt and key base64url. */
export async function hashPassword(
  password: string,
  cost: { N: number; r: number; p: number } = SCRYPT_COST,
): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password.normalize('NFC'), salt, KEY_LENGTH, {
    ...cost,
    maxmem: 256 * cost.N * cost.r,
  });
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Constant-time check; false for any malformed stored hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![N, r, p].every((v) => Number.isInteger(v) && v > 0) || N > 2 ** 20 || r > 32 || p > 16) return false;
  const salt = Buffer.from(parts[4] ?? '', 'base64url');
  const expected = Buffer.from(parts[5] ?? '', 'base64url');
  if (salt.length < 8 || expected.length !== KEY_LENGTH) return false;
  const key = await scrypt(password.normalize('NFC'), salt, KEY_LENGTH, { N, r, p, maxmem: 256 * N * r });
  return timingSafeEqual(key, expected);
}

/** A stored hash made with a lower cost than today's, to be replaced after a successful sign-in. */
export function needsRehash(stored: string): boolean {
  const [, N, r, p] = stored.split('$').map(Number);
  return N !== SCRYPT_COST.N || r !== SCRYPT_COST.r || p !== SCRYPT_COST.p;
}
