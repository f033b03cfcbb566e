// The error-code catalogue of spec part 1 §8 and part 3 §8. Servers answer `{ errorCode, reason }`
// with one of these codes; the web app turns them into messages (see error-messages.ts).
// Group prefixes appear in codes only where the spec writes them (account/…, auth/… on sign-up).
import { z } from 'zod';

export const errorCatalogue = {
  auth: [
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
    'unauthorized',
    'forbidden',
  ],
  account: [
    'account/invalid-username',
    'account/invalid-firstname',
    'account/invalid-lastname',
    'credentials-do-not-match',
    'email-do-not-match',
    'password-do-not-match',
    'quota-exceeded',
  ],
  analysis: ['step-height-invalid-step-edge-line', 'step-height-rectangle-invalid-leveling-rectangles', 'step-height-missing'],
  encryption: ['enabling-and-disabling-encryption-temporary-disabled'],
  general: [
    'attachments-too-big',
    'db-data-not-saved',
    'file-name-too-long',
    'unknown',
    'required',
    'restricted-name',
    'something-went-wrong',
    'not-found',
    'invalid-request',
    'payload-too-large',
    'too-many-requests',
    'service-unavailable',
    'conflict',
    'plan-required',
  ],
  mail: ['confirmation-not-sent', 'reset-password-not-sent'],
  operator: [
    'filter-invalid',
    'filter-invalid-cutoff',
    'filter-invalid-cutoff-length',
    'filter-invalid-filter-size',
    'filter-invalid-mask',
    'filter-invalid-spline-tension',
    'invalid-selection',
    'level-consecutive-operators',
  ],
  storage: [
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
  ],
  share: ['title-is-required'],
  upload: ['images-missing', 'unsupported-image-type', 'restriction', 'corrupt-file', 'image-length-exceeded'],
  stitching: ['excessive-overlap', 'no-overlap'],
  difference: ['size-mismatch'],
  'license-transfer': ['overflow', 'already-exists', 'assign-to-self', 'assign', 'unassign'],
} as const;

export type ErrorGroup = keyof typeof errorCatalogue;
export type ErrorCode = (typeof errorCatalogue)[ErrorGroup][number];

export const errorCodes: readonly ErrorCode[] = Object.values(errorCatalogue).flat();

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (errorCodes as readonly string[]).includes(value);
}

/** The HTTP status each code is answered with (spec names 401, 402, 403, 404, 409). Unlisted codes: 400. */
export const errorHttpStatus: Partial<Record<ErrorCode, number>> = {
  unauthorized: 401,
  'invalid-refresh-token': 401,
  'wrong-password': 401,
  'account-not-found': 401,
  'plan-required': 402,
  forbidden: 403,
  'account-disabled': 403,
  'account-inactive': 403,
  'email-not-confirmed': 403,
  'not-found': 404,
  'parent-folder-not-found': 404,
  conflict: 409,
  'email-already-in-use': 409,
  'username-already-in-use': 409,
  'folder-already-exists': 409,
  'name-already-exists': 409,
  'payload-too-large': 413,
  'image-length-exceeded': 413,
  'attachments-too-big': 413,
  'quota-exceeded': 413,
  'unsupported-image-type': 415,
  'corrupt-file': 422,
  'too-many-failed-login-attempts': 429,
  'too-many-requests': 429,
  'something-went-wrong': 500,
  'db-data-not-saved': 500,
  'confirmation-not-sent': 502,
  'reset-password-not-sent': 502,
  'service-unavailable': 503,
};

export function statusOf(code: ErrorCode): number {
  return errorHttpStatus[code] ?? 400;
}

/** Every failure answer of the API. `reason` says what exactly was wrong (a field, a file name, …). */
export const errorResponseSchema = z
  .object({
    errorCode: z.string().describe('A code of the error catalogue (spec part 3 §8)'),
    reason: z.string().optional().describe('Details: the offending field, file or value'),
  })
  .meta({ id: 'ErrorResponse' });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
