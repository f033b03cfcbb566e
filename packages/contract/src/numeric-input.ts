// Locale-aware numeric input (spec part 1 §5, part 2 §5, part 3 §5): one sign, one decimal
// separator and exponent notation are allowed. Used by the editor's number fields and by the
// server when it reads numbers typed by users (e.g. imported settings).
import { z } from 'zod';
import type { ErrorCode } from './errors.ts';

/**
 * The decimal separator of a locale (`.` for en, ja, zh; `,` for de). Unknown tags use the
 * runtime's default, as Intl does.
 */
export function decimalSeparator(locale: string): string {
  let parts: Intl.NumberFormatPart[];
  try {
    parts = new Intl.NumberFormat(locale).formatToParts(1.5);
  } catch {
    // An invalid tag ("x!") is a caller mistake; the number field must still work.
    parts = new Intl.NumberFormat('en').formatToParts(1.5);
  }
  return parts.find((p) => p.type === 'decimal')?.value ?? '.';
}

const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Full-width digits and signs (Japanese and Chinese input methods) become ASCII, the minus sign
 * U+2212 becomes '-', and surrounding whitespace goes.
 */
function normalize(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/\u2212/g, '-')
    .trim();
}

/**
 * Only the locale's own separator is a decimal separator: grouping separators are not accepted at
 * all, so "1.234" in German is refused instead of silently read as 1.234 or 1234.
 */
function patterns(locale: string): { complete: RegExp; prefix: RegExp } {
  const sep = escapeRegExp(decimalSeparator(locale));
  const mantissa = `(?:\\d+(?:${sep}\\d*)?|${sep}\\d+)`;
  return {
    complete: new RegExp(`^[+-]?${mantissa}(?:[eE][+-]?\\d+)?$`),
    prefix: new RegExp(`^[+-]?(?:${mantissa}(?:[eE][+-]?\\d*)?|${sep})?$`),
  };
}

/** The number a user typed, or undefined if it is not one (or is not finite: "1e999"). */
export function parseLocaleNumber(text: string, locale: string): number | undefined {
  const normalized = normalize(text);
  if (!patterns(locale).complete.test(normalized)) return undefined;
  const value = Number(normalized.replace(decimalSeparator(locale), '.'));
  return Number.isFinite(value) ? value : undefined;
}

/**
 * Whether `text` may still become a number while typing ("", "-", "1.", "2e-"): a number field
 * rejects keystrokes that make this false.
 */
export function isNumericInputPrefix(text: string, locale: string): boolean {
  return patterns(locale).prefix.test(normalize(text));
}

/** Typed text → number, with invalid-number as the issue message. */
export function localeNumberSchema(locale: string) {
  const invalid: ErrorCode = 'invalid-number';
  return z.string({ error: invalid }).transform((text, ctx) => {
    const value = parseLocaleNumber(text, locale);
    if (value === undefined) {
      ctx.addIssue({ code: 'custom', message: invalid, input: text });
      return z.NEVER;
    }
    return value;
  });
}
