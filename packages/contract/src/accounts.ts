// Requests and answers of the account calls (spec part 1 §3, §5, §7). The spec names the paths of
// validate-user, create, ResendVerificationEmail, refresh and logout; the others ("not shown") are
// designed here in the same style and listed in docs/api.md.
import { z } from 'zod';
import { LOGIN_LOCKOUT_MS } from './constants.ts';
import { trialEndsAtSchema } from './plans.ts';
import {
  consentSchema,
  emailSchema,
  firstNameSchema,
  lastNameSchema,
  passwordSchema,
  referrerSchema,
  usernameSchema,
} from './validation.ts';

export const ACCOUNT_PATHS = {
  validateUser: '/api/user/validate-user',
  create: '/api/user/create',
  resendVerification: '/api/user/ResendVerificationEmail',
  confirmEmail: '/api/user/confirm-email',
  me: '/api/user/me',
  forgottenPassword: '/api/user/forgotten-password',
  resetPassword: '/api/user/reset-password',
  signIn: '/api/auth/sign-in',
  refresh: '/api/auth/refresh',
  logout: '/api/auth/logout',
} as const;

/** Failed sign-ins in a row that lock an account for LOGIN_LOCKOUT_MS (the spec says "repeated"). */
export const LOGIN_MAX_FAILED_ATTEMPTS = 5;
export { LOGIN_LOCKOUT_MS };
/** Lifetime of the access token cookie; a 401 after it makes the client refresh (part 1 §4). */
export const ACCESS_TOKEN_TTL_MS = 15 * 60_000;
/** Lifetime of a refresh token without use; each refresh starts it again. */
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 3_600_000;
/** Validity of an e-mail confirmation link (the spec states 24 h for reset links only). */
export const CONFIRMATION_LINK_VALIDITY_MS = 7 * 24 * 3_600_000;
/**
 * The version of the privacy and cookie policies a sign-in needs consent to (spec part 1 §4: "consent to
 * the updated policies"), named by the date it took effect. A consent given at or after it covers it:
 * such an account signs in without being asked again; an older or missing one answers `auth/consent`
 * until the person accepts. Move it forward when the policy texts change.
 */
export const POLICIES_VERSION = '2026-01-01T00:00:00.000Z';

export const validateUserQuerySchema = z.object({
  email: z.string().optional(),
  username: z.string().optional(),
});

export const validateUserResponseSchema = z
  .object({
    exists: z.boolean().describe('An account with this e-mail address exists'),
    confirmed: z.boolean().describe('That account has confirmed its address'),
    usernameTaken: z.boolean().describe('The username is in use'),
  })
  .meta({ id: 'ValidateUserResponse' });

export const signUpRequestSchema = z
  .object({
    username: usernameSchema,
    firstName: firstNameSchema,
    lastName: lastNameSchema,
    email: emailSchema,
    password: passwordSchema,
    referrer: referrerSchema,
    consent: consentSchema,
    referrerUrl: z.string().max(2000).optional(),
    gclid: z.string().max(500).optional(),
    /**
     * "Create anyway" of the unconfirmed-e-mail dialog: an unconfirmed account with this address
     * is removed and this one created in its place.
     */
    replaceUnconfirmed: z.boolean().optional(),
  })
  .meta({ id: 'SignUpRequest' });
export type SignUpRequest = z.infer<typeof signUpRequestSchema>;

export const signUpResponseSchema = z
  .object({ uid: z.string(), confirmationSent: z.literal(true) })
  .meta({ id: 'SignUpResponse' });

export const emailRequestSchema = z.object({ email: emailSchema }).meta({ id: 'EmailRequest' });
export const tokenRequestSchema = z
  .object({ hash: z.string().min(16).max(200) })
  .meta({ id: 'TokenRequest' });

export const signInRequestSchema = z
  .object({
    /** E-mail address or username. */
    login: z.string().trim().min(1, { error: 'auth/invalid-email' }).max(254),
    password: z.string().min(1, { error: 'auth/no-password' }).max(1000),
    consent: consentSchema
      .optional()
      .describe(
        'Consent to the current privacy and cookie policies (POLICIES_VERSION); needed only when the ' +
          'account has not accepted that version yet (otherwise 400 auth/consent)',
      ),
  })
  .meta({ id: 'SignInRequest' });
export type SignInRequest = z.infer<typeof signInRequestSchema>;

export const resetPasswordRequestSchema = z
  .object({ hash: z.string().min(16).max(200), newPassword: passwordSchema, confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, {
    error: 'password-do-not-match',
    path: ['confirmPassword'],
  })
  .meta({ id: 'ResetPasswordRequest' });

/** The signed-in account (part 1 §3 "User profile"). Quotas in bytes. */
export const userProfileSchema = z
  .object({
    uid: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    username: z.string(),
    avatar: z.string().nullable().describe('Served at /avatars/{avatar}.jpg; null: initials'),
    isAdmin: z.boolean(),
    isStaff: z.boolean(),
    isConfirmed: z.boolean(),
    isEnabled: z.boolean(),
    hasSavedNotifications: z.boolean(),
    encryption: z.boolean(),
    subscriptionLevel: z.number().int().min(0).max(2),
    overridenSubscriptionLevel: z.number().int().min(0).max(2).nullable(),
    effectiveTier: z.number().int().min(0).max(2).describe('What the account may use (part 1 §6)'),
    trialEndsAt: trialEndsAtSchema,
    additionalQuota: z.number(),
    totalQuota: z.number(),
    forumRights: z.enum(['administrator', 'moderator', 'user']),
    createdAt: z.string(),
  })
  .meta({ id: 'UserProfile' });
export type UserProfile = z.infer<typeof userProfileSchema>;
