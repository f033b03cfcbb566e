// Form errors per field: from the contract's zod schemas before sending (their issue messages are
// catalogue codes) and from the server's `{ errorCode }` after, so both speak the same messages.
import { isHttpError } from '../../app/HttpError.ts';

/** What a failed zod parse carries (the web app reads it without depending on zod itself). */
export interface ParseIssues {
  readonly issues: ReadonlyArray<{ readonly path: readonly PropertyKey[]; readonly message: string }>;
}

/** Field name → catalogue codes (a password can break several rules at once). */
export type FieldErrors<F extends string> = Partial<Record<F, readonly string[]>>;

/** The issues of a failed parse, grouped by their top-level field. */
export function issuesByField<F extends string>(
  error: ParseIssues | undefined,
  fields: readonly F[],
): FieldErrors<F> {
  const result: Partial<Record<F, string[]>> = {};
  for (const issue of error?.issues ?? []) {
    const field = issue.path[0];
    if (typeof field !== 'string' || !(fields as readonly string[]).includes(field)) continue;
    const list = (result[field as F] ??= []);
    if (!list.includes(issue.message)) list.push(issue.message);
  }
  return result;
}

/** A server failure placed on its field, or on the form when no field owns its code. */
export interface PlacedFailure<F extends string> {
  readonly field: F | undefined;
  readonly errorCode: string;
}

/**
 * Where a failure belongs: `fieldOfCode` names the field of the codes a form knows; anything else
 * (and non-HTTP failures, which become the generic message) goes to the form.
 */
export function placeFailure<F extends string>(
  error: unknown,
  fieldOfCode: Readonly<Record<string, F>>,
): PlacedFailure<F> {
  if (!isHttpError(error)) return { field: undefined, errorCode: 'something-went-wrong' };
  if (error.status === 0) return { field: undefined, errorCode: 'connection-lost' };
  return { field: fieldOfCode[error.errorCode], errorCode: error.errorCode };
}

/** Codes of the password rules (passwordSchema) and of their server answers. */
export const PASSWORD_CODES = [
  'auth/no-password',
  'auth/password-too-short',
  'auth/password-no-digit',
  'auth/password-no-mixed-case',
  'auth/password-whitespace',
] as const;
