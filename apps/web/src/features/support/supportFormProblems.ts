// The checks a support dialog makes before anything is sent (spec part 3 §5): a description; without
// a username (signed out) a valid e-mail (auth/invalid-email, reason email); attachments up to 20 MB
// in total (attachments-too-big). The same rules as the server's, so a request that passes here is
// refused there only for reasons the browser cannot know.
import { reportProblem, type ErrorCode } from '@asperity/contract';

export type SupportField = 'description' | 'email' | 'attachments' | 'format';

export type SupportProblems = Partial<Record<SupportField, ErrorCode>>;

export function supportFormProblems(form: {
  readonly signedIn: boolean;
  readonly description: string;
  readonly email: string;
  readonly attachmentSizes: readonly number[];
}): SupportProblems {
  const problems: SupportProblems = {};
  if (form.description.trim() === '') problems.description = 'required';
  // A signed-in sender may leave the address out (the account's is used); one typed must be valid.
  const email = form.email.trim();
  const emailProblem = reportProblem({
    username: form.signedIn && email === '' ? 'signed-in' : null,
    email,
  });
  if (emailProblem) problems.email = emailProblem.errorCode as ErrorCode;
  const sizeProblem = reportProblem({ username: 'any', attachmentSizes: form.attachmentSizes });
  if (sizeProblem) problems.attachments = sizeProblem.errorCode as ErrorCode;
  return problems;
}

/** Where a server failure belongs: its reason names the field (email, description, id, attachments). */
export function fieldOfFailure(reason: string | undefined): SupportField | undefined {
  const field = reason?.split(/[.:\s]/)[0];
  return field === 'description' || field === 'email' || field === 'attachments' || field === 'format'
    ? field
    : undefined;
}
