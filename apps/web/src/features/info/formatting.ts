// Display of the contract's sizes and prices in the reader's locale.
import type { IntlShape } from 'react-intl';
import { BYTES_PER_GB, BYTES_PER_MB, PLAN_CURRENCY } from '@asperity/contract';

/** "100 MB", "1 GB", "10 GB": decimal units, the same base the contract's limits are written in. */
export function formatStorage(intl: IntlShape, bytes: number): string {
  const [value, unit] =
    bytes >= BYTES_PER_GB ? [bytes / BYTES_PER_GB, 'gigabyte'] : [bytes / BYTES_PER_MB, 'megabyte'];
  return intl.formatNumber(value, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 });
}

/** "$29" (whole prices without cents; "$29.00" reads like an invoice, not a price list). */
export function formatPrice(intl: IntlShape, amount: number): string {
  const digits = Number.isInteger(amount) ? 0 : 2;
  return intl.formatNumber(amount, {
    style: 'currency',
    currency: PLAN_CURRENCY,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
}
