// Requests and answers of the account pages /user, /user-edit, /user-email, /user-password and the
// public profile /user/:username (spec part 1 §2, §3, §5, §8). The paths are "not shown" in the
// spec; they are designed here and listed in docs/api.md.
import { z } from 'zod';
import { errorResponseSchema } from './errors.ts';
import {
  emailConfirmationSchema,
  emailSchema,
  firstNameSchema,
  lastNameSchema,
  passwordConfirmationSchema,
} from './validation.ts';

export const PROFILE_PATHS = {
  profile: '/api/user/profile',
  avatar: '/api/user/avatar',
  email: '/api/user/email',
  password: '/api/user/password',
  publicProfile: '/api/user/public/:username',
} as const;

/** Public URL of an avatar (`avatar` of the profile is the content hash: the name never changes). */
export const avatarUrl = (avatar: string): string => `/avatars/${avatar}.jpg`;

/** Largest avatar upload accepted. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
/** Edge of the square avatar when the server re-encodes it. */
export const AVATAR_SIZE = 256;
/** What the avatar picker offers; the server may accept fewer (docs/api.md). */
export const AVATAR_ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** Names of the profile form (spec part 1 §3). Absent fields stay as they are. */
export const updateProfileRequestSchema = z
  .object({ newFirstName: firstNameSchema.optional(), newLastName: lastNameSchema.optional() })
  .meta({ id: 'UpdateProfileRequest' });
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;

/** A new address, its confirmation and the current password. */
export const changeEmailRequestSchema = z
  .object({
    ...emailConfirmationSchema.shape,
    password: z.string({ error: 'auth/no-password' }).min(1, { error: 'auth/no-password' }).max(1000),
  })
  .refine((v) => v.newEmail.toLowerCase() === v.confirmEmail.toLowerCase(), {
    error: 'email-do-not-match',
    path: ['confirmEmail'],
  })
  .meta({ id: 'ChangeEmailRequest' });
export type ChangeEmailRequest = z.infer<typeof changeEmailRequestSchema>;

/** The current password, the new one and its confirmation. */
export const changePasswordRequestSchema = z
  .object({
    ...passwordConfirmationSchema.shape,
    password: z.string({ error: 'auth/no-password' }).min(1, { error: 'auth/no-password' }).max(1000),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    error: 'password-do-not-match',
    path: ['confirmPassword'],
  })
  .meta({ id: 'ChangePasswordRequest' });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

export const changeEmailResponseSchema = z
  .object({
    confirmationSentTo: emailSchema.describe('The new address; it replaces the old one once confirmed'),
  })
  .meta({ id: 'ChangeEmailResponse' });

/** What anybody may see of an account. */
export const publicProfileSchema = z
  .object({
    username: z.string(),
    firstName: z.string(),
    avatar: z.string().nullable().describe('Served at /avatars/{avatar}.jpg; null: initials'),
    createdAt: z.string(),
  })
  .meta({ id: 'PublicProfile' });
export type PublicProfile = z.infer<typeof publicProfileSchema>;

/** One field's failure of a profile form (spec part 1 §8: "shown per field"). */
export const profileFieldErrorSchema = z.object({
  field: z.string().describe('The request field: newFirstName, newEmail, confirmPassword, password, …'),
  errorCode: z.string(),
  reason: z.string().optional(),
});
export type ProfileFieldError = z.infer<typeof profileFieldErrorSchema>;

/** The usual `{ errorCode, reason }` (the first failure) plus every failing field. */
export const profileErrorResponseSchema = errorResponseSchema
  .extend({ errors: z.array(profileFieldErrorSchema).optional() })
  .meta({ id: 'ProfileErrorResponse' });
export type ProfileErrorResponse = z.infer<typeof profileErrorResponseSchema>;
