// What every SessionRevocations engine does; run by session-revocations.int.test.ts against memory
// and Redis. `a` and `b` are two handles on one shared state, as two server instances would hold.
import { randomBytes } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eventually } from '../../../test/redis.ts';
import type { SessionRevocations } from './session-revocations.ts';

export interface RevocationsUnderTest {
  readonly a: SessionRevocations;
  readonly b: SessionRevocations;
  dispose(): Promise<void>;
}

const sessionId = () => randomBytes(16).toString('hex');

export function describeSessionRevocationsContract(
  engine: string,
  open: () => Promise<RevocationsUnderTest>,
): void {
  describe(`SessionRevocations contract: ${engine}`, () => {
    let subject: RevocationsUnderTest;
    beforeEach(async () => {
      subject = await open();
    });
    afterEach(async () => {
      await subject.dispose();
    });

    it('refuses a revoked session on every handle, and only that session', async () => {
      const signedOut = sessionId();
      const other = sessionId();
      expect(await subject.b.isRevoked(signedOut)).toBe(false);
      await subject.a.revoke(signedOut, Date.now() + 60_000);
      expect(await subject.a.isRevoked(signedOut)).toBe(true);
      expect(await subject.b.isRevoked(signedOut)).toBe(true);
      expect(await subject.b.isRevoked(other)).toBe(false);
    });

    it('forgets a revocation once the last token of the session has expired', async () => {
      const id = sessionId();
      await subject.a.revoke(id, Date.now() + 300);
      expect(await subject.b.isRevoked(id)).toBe(true);
      await eventually(async () => !(await subject.b.isRevoked(id)));
      await subject.a.revoke(id, Date.now() - 1);
      expect(await subject.b.isRevoked(id)).toBe(false);
    });

    it('never shortens a revocation by a later, shorter one', async () => {
      const id = sessionId();
      await subject.a.revoke(id, Date.now() + 60_000);
      await subject.b.revoke(id, Date.now() + 200);
      const shortOneOver = Date.now() + 400;
      await eventually(() => Date.now() > shortOneOver);
      expect(await subject.a.isRevoked(id)).toBe(true);
    });
  });
}
