import { describe, expect, it } from 'vitest';
import {
  clientErrorKeys,
  errorCatalogue,
  errorCodes,
  errorCodeSchema,
  isClientErrorKey,
  isErrorCode,
  statusOf,
  toErrorResponse,
  unreadableFailure,
} from './errors.ts';

// The codes of spec part 1 §8 and part 3 §8, written out independently of errors.ts.
const specServerCodes = [
  'auth/consent',
  'auth/invalid-email',
  'auth/no-password',
  'account-disabled',
  'account-inactive',
  'account-not-found',
  'email-already-in-use',
  'email-not-confirmed',
  'invalid-refresh-token',
  'invalid-reset-password-token',
  'recovery',
  'too-many-failed-login-attempts',
  'username-already-in-use',
  'wrong-password',
  'wrong-recovery-key',
  'account/invalid-username',
  'account/invalid-firstname',
  'account/invalid-lastname',
  'credentials-do-not-match',
  'email-do-not-match',
  'password-do-not-match',
  'quota-exceeded',
  'step-height-invalid-step-edge-line',
  'step-height-rectangle-invalid-leveling-rectangles',
  'enabling-and-disabling-encryption-temporary-disabled',
  'attachments-too-big',
  'db-data-not-saved',
  'file-name-too-long',
  'unknown',
  'required',
  'restricted-name',
  'confirmation-not-sent',
  'reset-password-not-sent',
  'filter-invalid',
  'filter-invalid-cutoff',
  'filter-invalid-cutoff-length',
  'filter-invalid-filter-size',
  'filter-invalid-mask',
  'filter-invalid-spline-tension',
  'invalid-selection',
  'level-consecutive-operators',
  'folder-already-exists',
  'name-already-exists',
  'parent-folder-not-found',
  'folder-name-required',
  'folder-name-too-long',
  'folder-name-invalid',
  'image-name-required',
  'image-name-too-long',
  'image-name-invalid',
  'destination-subfolder-of-source',
  'title-is-required',
  'images-missing',
  'unsupported-image-type',
  'restriction',
  'excessive-overlap',
  'no-overlap',
  'size-mismatch',
  'overflow',
  'already-exists',
  'assign-to-self',
  'assign',
  'unassign',
  'something-went-wrong',
  'image-length-exceeded',
];

const specClientKeys = [
  'deletion-failed',
  'fetching-folder-content-failed',
  'image-type-unsupported',
  'sharing-image-failed',
  'stop-sharing-image-failed',
  'fetching-quota-failed',
  'save-image-settings-failed',
  'update-thumbnail-failed',
  'image-save-failed',
  'get-notification-settings-failed',
  'chunk-load-error',
  'connection-lost',
];

describe('error catalogue', () => {
  it('contains every code of spec part 1 §8 and part 3 §8', () => {
    const missing = specServerCodes.filter((c) => !isErrorCode(c));
    expect(missing).toEqual([]);
  });

  it('lists every client-side key separately from the server codes', () => {
    expect(specClientKeys.filter((k) => !isClientErrorKey(k))).toEqual([]);
    expect(clientErrorKeys.filter((k) => (errorCodes as readonly string[]).includes(k))).toEqual([]);
    expect(isErrorCode('connection-lost')).toBe(false);
    expect(isClientErrorKey('quota-exceeded')).toBe(false);
  });

  it('has no duplicate codes across groups', () => {
    expect(new Set(errorCodes).size).toBe(errorCodes.length);
    expect(new Set(clientErrorKeys).size).toBe(clientErrorKeys.length);
  });

  it('groups the codes as the spec table does', () => {
    expect(errorCatalogue.stitching).toEqual(['excessive-overlap', 'no-overlap']);
    expect(errorCatalogue.difference).toEqual(['size-mismatch']);
    expect(errorCatalogue['license-transfer']).toEqual([
      'overflow',
      'already-exists',
      'assign-to-self',
      'assign',
      'unassign',
    ]);
  });

  it('answers the statuses the spec names and 400 otherwise', () => {
    expect(statusOf('unauthorized')).toBe(401);
    expect(statusOf('plan-required')).toBe(402);
    expect(statusOf('forbidden')).toBe(403);
    expect(statusOf('not-found')).toBe(404);
    expect(statusOf('name-already-exists')).toBe(409);
    expect(statusOf('unsupported-image-type')).toBe(415);
    expect(statusOf('too-many-failed-login-attempts')).toBe(429);
    expect(statusOf('account/invalid-username')).toBe(400);
  });

  it('validates codes with a zod enum', () => {
    expect(errorCodeSchema.safeParse('quota-exceeded').success).toBe(true);
    expect(errorCodeSchema.safeParse('connection-lost').success).toBe(false);
  });
});

describe('toErrorResponse', () => {
  it('keeps a well-formed answer, unknown codes included', () => {
    expect(toErrorResponse({ errorCode: 'quota-exceeded' })).toEqual({ errorCode: 'quota-exceeded' });
    expect(toErrorResponse({ errorCode: 'brand-new', reason: 'x', extra: 1 })).toEqual({
      errorCode: 'brand-new',
      reason: 'x',
    });
  });

  it('turns an unreadable failure into something-went-wrong with reason default', () => {
    expect(unreadableFailure).toEqual({ errorCode: 'something-went-wrong', reason: 'default' });
    for (const body of [
      undefined,
      null,
      'Bad gateway',
      42,
      {},
      { errorCode: 7 },
      { errorCode: '' },
      { errorCode: 'x', reason: 5 },
    ]) {
      expect(toErrorResponse(body)).toEqual(unreadableFailure);
    }
  });
});
