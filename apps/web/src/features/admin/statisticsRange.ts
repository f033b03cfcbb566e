// The statistics export's from/to check (part 1 §5: "enter a valid date"): both must be real
// calendar dates (YYYY-MM-DD, what a date field gives) and from must not be after to. The same
// rule as the server's (contract dateRangeSchema), shown before anything is asked.
import { isIsoDate } from '@asperity/contract';

export interface RangeErrors {
  readonly from?: 'invalid-date';
  readonly to?: 'invalid-date';
}

export function statisticsRangeErrors(from: string, to: string): RangeErrors {
  const fromValid = isIsoDate(from.trim());
  const toValid = isIsoDate(to.trim());
  return {
    ...(fromValid ? {} : { from: 'invalid-date' as const }),
    ...(!toValid || (fromValid && from.trim() > to.trim()) ? { to: 'invalid-date' as const } : {}),
  };
}

export function isValidRange(errors: RangeErrors): boolean {
  return errors.from === undefined && errors.to === undefined;
}
