// A failure that belongs to one field of a profile form; the profile routes answer it, like a
// validation failure, with the `errors` list of spec part 1 §8 ("shown per field").
import type { ErrorCode } from '@asperity/contract';
import { AppError } from '../../http/errors.ts';

export class FieldError extends AppError {
  constructor(
    readonly field: string,
    code: ErrorCode,
    reason: string = field,
  ) {
    super(code, reason);
  }
}
