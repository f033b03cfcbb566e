import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  cardholderNameSchema,
  consentSchema,
  dateRangeSchema,
  emailConfirmationSchema,
  emailSchema,
  fileExtension,
  firstNameSchema,
  folderNameSchema,
  galleryCategoriesSchema,
  httpUrlSchema,
  imageLinksSchema,
  imageNameSchema,
  isListedUploadFileName,
  isSupportedUploadFileName,
  issuesToErrorResponses,
  itemNameProblem,
  lastNameSchema,
  passwordConfirmationSchema,
  passwordSchema,
  referrerSchema,
  reportProblem,
  shareDescriptionSchema,
  usernameSchema,
} from './validation.ts';

/** The catalogue codes a value fails with ([] when valid). */
function codes(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => i.message);
}

describe('username', () => {
  it.each(['ab', 'a_b-c', 'User_01', 'x'.repeat(30), '__', '--'])('accepts %j', (v) => {
    expect(codes(usernameSchema, v)).toEqual([]);
  });
  it.each(['a', 'x'.repeat(31), 'a b', 'ab!', 'ünï', 'a.b', '', 'ab\n', 42, undefined])('rejects %j', (v) => {
    expect(codes(usernameSchema, v)).toEqual(['account/invalid-username']);
  });
});

describe('first and last name', () => {
  it('accepts 1 to 35 characters, trimmed, in any script', () => {
    expect(firstNameSchema.parse('  Ada ')).toBe('Ada');
    expect(lastNameSchema.parse('x'.repeat(35))).toBe('x'.repeat(35));
    expect(firstNameSchema.parse('山田')).toBe('山田');
    // 35 emoji are 70 UTF-16 units but 35 characters.
    expect(codes(firstNameSchema, '😀'.repeat(35))).toEqual([]);
  });
  it('rejects empty, whitespace-only and too long names with their own code', () => {
    expect(codes(firstNameSchema, '')).toEqual(['account/invalid-firstname']);
    expect(codes(firstNameSchema, '   ')).toEqual(['account/invalid-firstname']);
    expect(codes(lastNameSchema, 'x'.repeat(36))).toEqual(['account/invalid-lastname']);
    expect(codes(lastNameSchema, undefined)).toEqual(['account/invalid-lastname']);
  });
});

describe('e-mail', () => {
  it.each(['a@b', 'ada@example.org', ' ada@example.org '])('accepts %j', (v) => {
    expect(codes(emailSchema, v)).toEqual([]);
  });
  it.each(['', 'ada', '@b', 'a@', 'a@b@c', 'a b@c', `${'a'.repeat(250)}@b.org`, null])('rejects %j', (v) => {
    expect(codes(emailSchema, v)).toContain('auth/invalid-email');
  });
});

describe('password', () => {
  it.each(['Ab1defgh', 'Passw0rdLong', 'ÄÖü12345'])('accepts %j', (v) => {
    expect(codes(passwordSchema, v)).toEqual([]);
  });
  it.each([
    ['', ['auth/no-password']],
    [undefined, ['auth/no-password']],
    ['abcdefg1', ['auth/password-no-mixed-case']],
    ['ABCDEFG1', ['auth/password-no-mixed-case']],
    ['Abcdefgh', ['auth/password-no-digit']],
    ['Ab1defg', ['auth/password-too-short']],
    ['Ab1 defgh', ['auth/password-whitespace']],
    ['Ab1\tdefgh', ['auth/password-whitespace']],
    ['abc', ['auth/password-too-short', 'auth/password-no-digit', 'auth/password-no-mixed-case']],
  ])('rejects %j with %j', (v, expected) => {
    expect(codes(passwordSchema, v)).toEqual(expected);
  });

  it('requires the confirmation to match', () => {
    expect(
      codes(passwordConfirmationSchema, { newPassword: 'Ab1defgh', confirmPassword: 'Ab1defgh' }),
    ).toEqual([]);
    const result = passwordConfirmationSchema.safeParse({
      newPassword: 'Ab1defgh',
      confirmPassword: 'Ab1defgH',
    });
    expect(result.success).toBe(false);
    expect(issuesToErrorResponses(result.error!)).toEqual([
      { errorCode: 'password-do-not-match', reason: 'confirmPassword' },
    ]);
  });
});

describe('other sign-up and profile fields', () => {
  it('compares e-mail confirmations ignoring case', () => {
    expect(
      codes(emailConfirmationSchema, { newEmail: 'Ada@Example.org', confirmEmail: ' ada@example.org' }),
    ).toEqual([]);
    expect(
      codes(emailConfirmationSchema, { newEmail: 'ada@example.org', confirmEmail: 'bob@example.org' }),
    ).toEqual(['email-do-not-match']);
  });
  it('requires a referrer answer and consent', () => {
    expect(codes(referrerSchema, 'tradeshow')).toEqual([]);
    expect(codes(referrerSchema, '')).toEqual(['auth/referrer-required']);
    expect(codes(referrerSchema, undefined)).toEqual(['auth/referrer-required']);
    expect(codes(consentSchema, true)).toEqual([]);
    expect(codes(consentSchema, false)).toEqual(['auth/consent']);
    expect(codes(cardholderNameSchema, '  ')).toEqual(['cardholder-name-required']);
  });
});

describe('file and folder names', () => {
  it.each([
    'scan 01.sur',
    'Résumé',
    'a.b.c',
    'console',
    'com10',
    'COM1x.txt',
    'lpt',
    '表面',
    '.hidden',
    'x'.repeat(255),
  ])('accepts %j', (v) => {
    expect(codes(imageNameSchema, v)).toEqual([]);
    expect(itemNameProblem(v, 'folder')).toBeUndefined();
  });

  it.each(['COM1.txt', 'lpt9', 'con', 'CON', 'Nul.tar.gz', 'aux.', 'prn.sur', 'com0', 'LPT0.x'])(
    'rejects the reserved name %j',
    (v) => {
      expect(codes(imageNameSchema, v)).toEqual(['image-name-invalid']);
      expect(codes(folderNameSchema, v)).toEqual(['folder-name-invalid']);
    },
  );

  it.each([
    'a<b',
    'a>b',
    'a:b',
    'a"b',
    'a/b',
    'a\\b',
    'a|b',
    'a?b',
    'a*b',
    'a\u0000b',
    'tab\there',
    'a\u007fb',
    '.',
    '..',
  ])('rejects the invalid name %j', (v) => {
    expect(codes(imageNameSchema, v)).toEqual(['image-name-invalid']);
    expect(itemNameProblem(v, 'folder')).toBe('folder-name-invalid');
  });

  it('rejects empty and too long names with their own codes', () => {
    expect(codes(imageNameSchema, '')).toEqual(['image-name-required']);
    expect(codes(folderNameSchema, '   ')).toEqual(['folder-name-required']);
    expect(codes(folderNameSchema, undefined)).toEqual(['folder-name-required']);
    expect(codes(imageNameSchema, 'x'.repeat(256))).toEqual(['image-name-too-long']);
    expect(itemNameProblem('x'.repeat(256), 'folder')).toBe('folder-name-too-long');
    expect(itemNameProblem(' ', 'image')).toBe('image-name-required');
  });

  it('parses to the trimmed name', () => {
    expect(folderNameSchema.parse('  Samples  ')).toBe('Samples');
  });
});

describe('upload extensions', () => {
  it('finds the extension', () => {
    expect(fileExtension('scan.SUR')).toBe('sur');
    expect(fileExtension('C:\\data\\a.b.x3p')).toBe('x3p');
    expect(fileExtension('noext')).toBe('');
    expect(fileExtension('.bashrc')).toBe('');
  });
  it.each([
    'a.sur',
    'a.X3P',
    'a.tif',
    'a.tiff',
    'a.001',
    'a.0',
    'a.9z',
    'a.sdf',
    'a.sdfx',
    'a.xqd',
    'a.png',
    'a.jpeg',
  ])('supports %j', (v) => {
    expect(isSupportedUploadFileName(v)).toBe(true);
  });
  it.each(['a.exe', 'a.gif', 'noext', 'a.', 'a.pdf', 'a.fizip'])('does not support %j', (v) => {
    expect(isSupportedUploadFileName(v)).toBe(false);
  });
  it('lists the additional extensions in the picker', () => {
    expect(isListedUploadFileName('a.fizip')).toBe(true);
    expect(isListedUploadFileName('a.JFIF')).toBe(true);
    expect(isListedUploadFileName('a.sur')).toBe(true);
    expect(isListedUploadFileName('a.exe')).toBe(false);
  });
});

describe('links, dates, sharing, reports', () => {
  it.each(['http://example.org', 'https://a.b/c?d=1#e', ' https://x.org ', 'http://localhost:3000/s/abc'])(
    'accepts the link %j',
    (v) => {
      expect(codes(httpUrlSchema, v)).toEqual([]);
    },
  );
  it.each([
    '',
    '   ',
    'example.org',
    'ftp://a.org',
    'javascript:alert(1)',
    'http://',
    'http:// a.org',
    'https://a b.org',
  ])('rejects the link %j', (v) => {
    expect(codes(httpUrlSchema, v)).toEqual(['invalid-url']);
  });

  it('accepts only real dates in order', () => {
    expect(codes(dateRangeSchema, { from: '2024-02-29', to: '2024-03-01' })).toEqual([]);
    expect(codes(dateRangeSchema, { from: '2023-02-29', to: '2024-03-01' })).toEqual(['invalid-date']);
    expect(codes(dateRangeSchema, { from: '2024-1-1', to: '2024-03-01' })).toEqual(['invalid-date']);
    expect(codes(dateRangeSchema, { from: '2024-03-02', to: '2024-03-01' })).toEqual(['invalid-date']);
  });

  it('requires the public gallery fields', () => {
    expect(codes(galleryCategoriesSchema, ['mems'])).toEqual([]);
    expect(codes(galleryCategoriesSchema, [])).toEqual(['category-required']);
    expect(codes(galleryCategoriesSchema, ['cooking'])).toEqual(['category-required']);
    expect(codes(shareDescriptionSchema, ' ')).toEqual(['description-required']);
    expect(codes(imageLinksSchema, [])).toEqual(['image-link-required']);
    expect(codes(imageLinksSchema, ['nope'])).toEqual(['invalid-url']);
  });

  it('checks a report before sending it', () => {
    expect(reportProblem({ email: 'a@b' })).toBeUndefined();
    expect(reportProblem({ username: 'ada', email: '' })).toBeUndefined();
    expect(reportProblem({ email: 'nope' })).toEqual({ errorCode: 'auth/invalid-email', reason: 'email' });
    expect(reportProblem({ username: 'ada', attachmentSizes: [10_000_000, 10_000_000] })).toBeUndefined();
    expect(reportProblem({ username: 'ada', attachmentSizes: [10_000_000, 10_000_001] })).toEqual({
      errorCode: 'attachments-too-big',
      reason: 'attachments',
    });
  });

  it('maps issues without a catalogue code to invalid-request', () => {
    const result = galleryCategoriesSchema.safeParse(['mems', 3]);
    expect(issuesToErrorResponses(result.error!)).toEqual([{ errorCode: 'category-required', reason: '1' }]);
  });
});
