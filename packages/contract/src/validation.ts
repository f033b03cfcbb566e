// Field rules of spec part 1 §5 and part 3 §5 as zod schemas, shared by the server (request
// validation) and the web forms. Every issue's message is a catalogue code (errors.ts), so a
// failure maps straight to `{ errorCode, reason }` and to a translated message.
import { z } from 'zod';
import {
  ADDITIONAL_LISTED_EXTENSIONS,
  EMAIL_MAX_LENGTH,
  GALLERY_CATEGORIES,
  ITEM_NAME_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PERSON_NAME_MAX_LENGTH,
  PERSON_NAME_MIN_LENGTH,
  REPORT_ATTACHMENTS_MAX_BYTES,
  SIGN_UP_REFERRERS,
  SUPPORTED_UPLOAD_EXTENSIONS,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from './constants.ts';
import { isErrorCode, type ErrorCode, type ErrorResponse } from './errors.ts';

/** `{ error: code }` for zod: the issue message is the catalogue code. */
const code = (errorCode: ErrorCode) => ({ error: errorCode });
/** Same, and stop checking further rules (used for "required": nothing else is worth saying). */
const codeAbort = (errorCode: ErrorCode) => ({ error: errorCode, abort: true });

/** Length in Unicode code points, so a name in Japanese or with emoji counts as a person would. */
const codePoints = (s: string): number => [...s].length;

// ---------------------------------------------------------------------------------------------
// Sign-up and profile (part 1 §5)
// ---------------------------------------------------------------------------------------------

const USERNAME_PATTERN = new RegExp(`^[A-Za-z0-9_-]{${USERNAME_MIN_LENGTH},${USERNAME_MAX_LENGTH}}$`);

/**
 * 2–30 ASCII letters, digits, underscores or hyphens. "Letters" is read as ASCII letters: the name
 * appears in profile URLs (/user/:username) and in the forum's single sign-on, where look-alike
 * Unicode letters would let one user impersonate another.
 */
export const usernameSchema = z
  .string(code('account/invalid-username'))
  .regex(USERNAME_PATTERN, code('account/invalid-username'));

const personNameSchema = (errorCode: ErrorCode) =>
  z
    .string(code(errorCode))
    .trim()
    .refine(
      (s) => codePoints(s) >= PERSON_NAME_MIN_LENGTH && codePoints(s) <= PERSON_NAME_MAX_LENGTH,
      code(errorCode),
    );

/** Required, 1–35 characters after trimming (whitespace-only counts as empty). */
export const firstNameSchema = personNameSchema('account/invalid-firstname');
export const lastNameSchema = personNameSchema('account/invalid-lastname');

/** "text, an at sign, text": no whitespace and exactly one @ with something on both sides. */
export const emailSchema = z
  .string(code('auth/invalid-email'))
  .trim()
  .max(EMAIL_MAX_LENGTH, code('auth/invalid-email'))
  .regex(/^[^\s@]+@[^\s@]+$/, code('auth/invalid-email'));

/**
 * Required; at least 8 characters, a digit, a lower-case and an upper-case letter, no whitespace.
 * All broken rules are reported (not just the first) so a form can show them together; an empty
 * password reports only auth/no-password. Letters and digits of any script count.
 */
export const passwordSchema = z
  .string(code('auth/no-password'))
  .min(1, codeAbort('auth/no-password'))
  .min(PASSWORD_MIN_LENGTH, code('auth/password-too-short'))
  .regex(/\p{Nd}/u, code('auth/password-no-digit'))
  .refine((s) => /\p{Ll}/u.test(s) && /\p{Lu}/u.test(s), code('auth/password-no-mixed-case'))
  .regex(/^\S*$/u, code('auth/password-whitespace'));

/** New password and its confirmation (profile form field names). */
export const passwordConfirmationSchema = z
  .object({ newPassword: passwordSchema, confirmPassword: z.string(code('password-do-not-match')) })
  .refine((v) => v.newPassword === v.confirmPassword, {
    error: 'password-do-not-match' satisfies ErrorCode,
    path: ['confirmPassword'],
  });

/** New e-mail and its confirmation; addresses are compared ignoring case and surrounding spaces. */
export const emailConfirmationSchema = z
  .object({ newEmail: emailSchema, confirmEmail: z.string(code('email-do-not-match')).trim() })
  .refine((v) => v.newEmail.toLowerCase() === v.confirmEmail.toLowerCase(), {
    error: 'email-do-not-match' satisfies ErrorCode,
    path: ['confirmEmail'],
  });

/** "You must answer this question to continue." */
export const referrerSchema = z.enum(SIGN_UP_REFERRERS, code('auth/referrer-required'));

/** Consent to the updated privacy and cookie policies is required to sign up or sign in. */
export const consentSchema = z.literal(true, code('auth/consent'));

export const cardholderNameSchema = z
  .string(code('cardholder-name-required'))
  .trim()
  .min(1, code('cardholder-name-required'));

// ---------------------------------------------------------------------------------------------
// File and folder names (part 1 §5, part 3 §5)
// ---------------------------------------------------------------------------------------------

/**
 * Bidirectional controls (U+202A–202E embeddings and overrides, U+2066–2069 isolates, the marks
 * U+200E/200F and U+061C): invisible, they reorder what is shown — a stored U+202E made
 * "\u202Egnp.exe.txt" read as "txt.exe.png".
 */
export const BIDI_CONTROL_CHARACTERS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/gu;

/** < > : " / \ | ? *, control characters (C0, DEL and C1) and bidirectional controls. */
const FORBIDDEN_NAME_CHARACTERS = /[<>:"/\\|?*\p{Cc}\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/u;
/** Windows device names, alone or with any extension (`COM1.txt`), in any case. */
const RESERVED_DEVICE_NAME = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])(\..*)?$/i;

export type ItemKind = 'image' | 'folder';

const nameCodes = {
  image: { required: 'image-name-required', tooLong: 'image-name-too-long', invalid: 'image-name-invalid' },
  folder: {
    required: 'folder-name-required',
    tooLong: 'folder-name-too-long',
    invalid: 'folder-name-invalid',
  },
} as const satisfies Record<ItemKind, Record<'required' | 'tooLong' | 'invalid', ErrorCode>>;

/**
 * True when a (trimmed) name has no forbidden character and is not a reserved device name.
 * Names made only of dots (`.`, `..`) are refused too: they mean "this/parent folder" in every
 * path an export or download would create.
 */
export function isAllowedItemName(name: string): boolean {
  return !FORBIDDEN_NAME_CHARACTERS.test(name) && !RESERVED_DEVICE_NAME.test(name) && !/^\.+$/.test(name);
}

/**
 * The first problem of a file or folder name, or undefined when it is acceptable. For validators
 * outside zod (the single-line text dialog). Uniqueness in the folder and the server's restricted
 * names (restricted-name) are checked by the server.
 */
export function itemNameProblem(name: string, kind: ItemKind): ErrorCode | undefined {
  const trimmed = name.trim();
  const codes = nameCodes[kind];
  if (trimmed === '') return codes.required;
  // UTF-16 units, the unit of the NTFS limit the 255 comes from (constants.ts ITEM_NAME_MAX_LENGTH).
  if (trimmed.length > ITEM_NAME_MAX_LENGTH) return codes.tooLong;
  if (!isAllowedItemName(trimmed)) return codes.invalid;
  return undefined;
}

/** A file or folder name; parses to the trimmed name. */
export function itemNameSchema(kind: ItemKind) {
  const codes = nameCodes[kind];
  return z
    .string(code(codes.required))
    .trim()
    .min(1, codeAbort(codes.required))
    .max(ITEM_NAME_MAX_LENGTH, codeAbort(codes.tooLong))
    .refine(isAllowedItemName, code(codes.invalid));
}

export const imageNameSchema = itemNameSchema('image');
export const folderNameSchema = itemNameSchema('folder');

// ---------------------------------------------------------------------------------------------
// Uploads (part 3 §9)
// ---------------------------------------------------------------------------------------------

/** The extension of a file name, lower case, without the dot; '' when there is none. */
export function fileExtension(fileName: string): string {
  const base = fileName.split(/[/\\]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot <= 0 ? '' : base.slice(dot + 1).toLowerCase();
}

function matchesExtension(extension: string, patterns: readonly string[]): boolean {
  if (extension === '') return false;
  return patterns.some((p) => (p.endsWith('*') ? extension.startsWith(p.slice(0, -1)) : extension === p));
}

/** Whether an upload's file name has a supported measurement or image extension. */
export function isSupportedUploadFileName(fileName: string): boolean {
  return matchesExtension(fileExtension(fileName), SUPPORTED_UPLOAD_EXTENSIONS);
}

/** Whether the upload dialog's file picker lists the file (supported plus the additional list). */
export function isListedUploadFileName(fileName: string): boolean {
  const extension = fileExtension(fileName);
  return (
    matchesExtension(extension, SUPPORTED_UPLOAD_EXTENSIONS) ||
    (ADDITIONAL_LISTED_EXTENSIONS as readonly string[]).includes(extension)
  );
}

// ---------------------------------------------------------------------------------------------
// Links, dates, sharing, reports (part 1 §5, part 3 §5)
// ---------------------------------------------------------------------------------------------

// Scheme, then a host made of anything but whitespace and delimiters, then anything non-blank.
const HTTP_URL = /^https?:\/\/[^\s/?#@]+(?:[/?#]\S*)?$/i;

/**
 * The rich-text link rule: a non-empty trimmed value beginning with http:// or https:// and
 * naming a host. (The spec's sentence "must begin with http:// or {host}" is garbled; https is
 * the only sensible second scheme.)
 */
export function isHttpUrl(value: string): boolean {
  return HTTP_URL.test(value.trim());
}

/** A link, a 3D image link or a notification URL; parses to the trimmed value. */
export const httpUrlSchema = z.string(code('invalid-url')).trim().refine(isHttpUrl, code('invalid-url'));

/** A calendar date `YYYY-MM-DD` that exists (no 2023-02-29). */
export function isIsoDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export const isoDateSchema = z.string(code('invalid-date')).refine(isIsoDate, code('invalid-date'));

/** The statistics export's from/to dates: both valid, from not after to. */
export const dateRangeSchema = z
  .object({ from: isoDateSchema, to: isoDateSchema })
  // zod runs this even when a date failed; the order is only meaningful between two real dates.
  .refine((r) => !isIsoDate(r.from) || !isIsoDate(r.to) || r.from <= r.to, {
    error: 'invalid-date' satisfies ErrorCode,
    path: ['to'],
  });

/** Public gallery sharing: at least one category, a non-empty description, at least one link. */
export const galleryCategoriesSchema = z
  .array(z.enum(GALLERY_CATEGORIES, code('category-required')), code('category-required'))
  .min(1, code('category-required'));
export const shareDescriptionSchema = z
  .string(code('description-required'))
  .trim()
  .min(1, code('description-required'));
export const imageLinksSchema = z
  .array(httpUrlSchema, code('image-link-required'))
  .min(1, code('image-link-required'));

/**
 * The local check before a report is sent (part 3 §5): without a username the e-mail must be
 * valid, and the attachments may total at most 20 MB. Undefined when it may be sent.
 */
export function reportProblem(report: {
  username?: string | null;
  email?: string | null;
  attachmentSizes?: readonly number[];
}): ErrorResponse | undefined {
  if (!report.username && !emailSchema.safeParse(report.email ?? '').success) {
    return { errorCode: 'auth/invalid-email', reason: 'email' };
  }
  const total = (report.attachmentSizes ?? []).reduce((sum, size) => sum + size, 0);
  if (total > REPORT_ATTACHMENTS_MAX_BYTES)
    return { errorCode: 'attachments-too-big', reason: 'attachments' };
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// From zod issues to the API's error answers
// ---------------------------------------------------------------------------------------------

/**
 * One `{ errorCode, reason }` per issue, reason = the field path (`confirmPassword`,
 * `items.0.name`): the per-field list the profile and report forms show (part 1 §8). Issues that do
 * not carry a catalogue code (schemas outside this file) become invalid-request.
 */
export function issuesToErrorResponses(error: z.ZodError): ErrorResponse[] {
  return error.issues.map((issue) => ({
    errorCode: isErrorCode(issue.message) ? issue.message : 'invalid-request',
    reason: issue.path.map(String).join('.'),
  }));
}
