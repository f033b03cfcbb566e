// Session revocations in Redis: one key per revoked session that Redis expires with the session's
// last access token, so nothing needs sweeping and every instance sees a sign-out at its next request.
import type { Redis } from 'ioredis';
import { redisKeyPrefix } from '../redis/client.ts';
import type { SessionRevocations } from './session-revocations.ts';

export class RedisSessionRevocations implements SessionRevocations {
  readonly kind = 'redis';

  constructor(
    private readonly redis: Redis,
    private readonly prefix = `${redisKeyPrefix}revoked-session:`,
    private readonly now: () => number = Date.now,
  ) {}

  async revoke(sessionId: string, untilMs: number): Promise<void> {
    const ttlMs = Math.ceil(untilMs - this.now());
    if (ttlMs <= 0) return;
    // GT: a later sign-out never shortens an earlier, longer revocation (Redis ≥ 7).
    const kept = await this.redis.set(this.prefix + sessionId, String(untilMs), 'PX', ttlMs, 'NX');
    if (kept === null) await this.redis.pexpire(this.prefix + sessionId, ttlMs, 'GT');
  }

  async isRevoked(sessionId: string): Promise<boolean> {
    return (await this.redis.exists(this.prefix + sessionId)) === 1;
  }
}
