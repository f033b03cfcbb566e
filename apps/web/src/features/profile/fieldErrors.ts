// Form errors per field: the contract's zod issues before sending (their messages are catalogue
// codes) and the server's answer after. Profile calls name the failing field in `reason` (spec
// part 1 §8: "shown per field"); codes a form knows are placed on their field too.
import { isHttpError } from '../../app/HttpError.ts';

export interface ParseIssues {
  readonly issues: ReadonlyArray<{ readonly path: readonly PropertyKey[]; readonly message: string }>;
}

/** Field name → catalogue codes (a password can break several rules at once). */
export type FieldErrors<F extends string> = Partial<Record<F, readonly string[]>>;

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

/** A server failure on its field, or on the form (field undefined). */
export function placeFailure<F extends string>(
  error: unknown,
  fields: readonly F[],
  fieldOfCode: Readonly<Record<string, F>> = {},
): { readonly field: F | undefined; readonly errorCode: string } {
  if (!isHttpError(error)) return { field: undefined, errorCode: 'something-went-wrong' };
  if (error.status === 0) return { field: undefined, errorCode: 'connection-lost' };
  const named = (fields as readonly string[]).includes(error.reason ?? '') ? (error.reason as F) : undefined;
  return { field: named ?? fieldOfCode[error.errorCode], errorCode: error.errorCode };
}
