// The error-code catalogue of spec part 1 §8 and part 3 §8. Servers answer `{ errorCode, reason }`
// with one of these codes; the web app turns them into messages (see error-messages.ts).
// Group prefixes appear in codes only where the spec writes them (account/…, auth/… on sign-up),
// and on the sign-up field codes added here for the password and referrer rules of part 1 §5.
//
// Besides the spec's list, the catalogue holds codes for every rule or message the spec names
// without a code (marked "added" below), so a server or form can always answer with a code:
// e.g. the password rules, "Please enter a valid URL.", "enter a valid date", "no pixel selected",
// "leveling not allowed", the gallery-sharing requirements and the e-mail confirmation failure.
// Failures that only the browser detects are not server codes: see clientErrorKeys.
import { z } from 'zod';
import { UNREADABLE_FAILURE_REASON } from './constants.ts';

export const errorCatalogue = {
  auth: [
    'auth/consent',
    'auth/invalid-email',
    'auth/no-password',
    // added: the password and referrer rules of part 1 §5
    'auth/password-too-short',
    'auth/password-no-digit',
    'auth/password-no-mixed-case',
    'auth/password-whitespace',
    'auth/referrer-required',
    'account-disabled',
    'account-inactive',
    'account-not-found',
    'email-already-in-use',
    'email-not-confirmed',
    'invalid-refresh-token',
    'invalid-reset-password-token',
    // added: "the address is already confirmed or does not exist" (part 1 §8)
    'invalid-confirmation-token',
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
  analysis: [
    'step-height-invalid-step-edge-line',
    'step-height-rectangle-invalid-leveling-rectangles',
    // added: "Step height is missing." and "leveling not allowed" (part 2 §5, part 3 §5)
    'step-height-missing',
    'step-height-leveling-not-allowed',
  ],
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
    // added: "Please enter a valid URL.", "enter a valid date", locale-aware numeric input
    'invalid-url',
    'invalid-date',
    'invalid-number',
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
    // added: "no pixel selected" (part 2 §5, part 3 §5)
    'no-pixel-selected',
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
  share: [
    'title-is-required',
    // added: the public-gallery requirements of part 1 §5
    'category-required',
    'description-required',
    'description-too-long',
    'image-link-required',
    'publicly-shared-not-editable',
    'share-requirements-locked',
    // added: password-protected links (issue 14 §2)
    'share-password-required',
    'share-wrong-password',
  ],
  upload: [
    'images-missing',
    'unsupported-image-type',
    'restriction',
    'corrupt-file',
    'image-length-exceeded',
  ],
  stitching: ['excessive-overlap', 'no-overlap'],
  difference: ['size-mismatch'],
  'license-transfer': ['overflow', 'already-exists', 'assign-to-self', 'assign', 'unassign'],
  // added: "Cardholder name is required on payment" (part 1 §5)
  subscription: ['cardholder-name-required'],
  // added: recipe and saved-settings files (issue 19; contract/recipes.ts)
  recipe: [
    'recipe-invalid-file',
    'recipe-unsupported-version',
    'recipe-unknown-operator',
    'recipe-unknown-feature',
    'recipe-invalid-parameters',
    'recipe-too-many-steps',
    'recipe-name-invalid',
    'recipe-limit-reached',
  ],
} as const;

export type ErrorGroup = keyof typeof errorCatalogue;
export type ErrorCode = (typeof errorCatalogue)[ErrorGroup][number];

export const errorCodes: readonly ErrorCode[] = Object.values(errorCatalogue).flat();

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (errorCodes as readonly string[]).includes(value);
}

export const errorCodeSchema = z.enum(errorCodes as [ErrorCode, ...ErrorCode[]]).meta({ id: 'ErrorCode' });

/**
 * Message keys for failures the browser detects itself (part 1 §8 and part 3 §8 "client-side
 * keys", plus the subscription, connection and chunk-loading messages of part 1 §8). Servers never
 * answer these. `image length exceeded` and `something-went-wrong` are also server codes and are
 * therefore not repeated here.
 */
export const clientErrorKeys = [
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
  'save-conflict',
  'material-conflict',
  'checkout-failed',
  'add-payment-method-failed',
  'remove-payment-method-failed',
  'make-payment-method-preferred-failed',
  'update-subscription-failed',
  'cancel-subscription-failed',
  'reactivate-subscription-failed',
] as const;
export type ClientErrorKey = (typeof clientErrorKeys)[number];

export function isClientErrorKey(value: unknown): value is ClientErrorKey {
  return typeof value === 'string' && (clientErrorKeys as readonly string[]).includes(value);
}

/** Everything that has a user message: server codes and client keys. */
export type ErrorMessageKey = ErrorCode | ClientErrorKey;
export const errorMessageKeys: readonly ErrorMessageKey[] = [...errorCodes, ...clientErrorKeys];

/** The HTTP status each code is answered with (spec names 401, 402, 403, 404, 409). Unlisted codes: 400. */
export const errorHttpStatus: Partial<Record<ErrorCode, number>> = {
  unauthorized: 401,
  'invalid-refresh-token': 401,
  'wrong-password': 401,
  'account-not-found': 401,
  'plan-required': 402,
  forbidden: 403,
  'share-password-required': 403,
  'share-wrong-password': 403,
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

/** What a failure answer that cannot be read becomes (part 1 §8, part 3 §7). */
export const unreadableFailure: ErrorResponse = {
  errorCode: 'something-went-wrong',
  reason: UNREADABLE_FAILURE_REASON,
};

/**
 * A failure body as the app handles it: a well-formed `{ errorCode, reason? }` is kept as is
 * (even with a code this catalogue does not know: the message lookup falls back), anything else
 * becomes unreadableFailure.
 */
export function toErrorResponse(body: unknown): ErrorResponse {
  const parsed = errorResponseSchema.safeParse(body);
  return parsed.success && parsed.data.errorCode !== '' ? parsed.data : unreadableFailure;
}
