// The account calls of the auth pages (contract ACCOUNT_PATHS; spec part 1 §7).
import { ACCOUNT_PATHS, type SignInRequest, type SignUpRequest, type UserProfile } from '@asperity/contract';
import type { HttpClient } from '../../app/http.ts';

export interface ValidateUserAnswer {
  readonly exists: boolean;
  readonly confirmed: boolean;
  readonly usernameTaken: boolean;
}

export const authApi = {
  validateUser: (http: HttpClient, email: string, username: string) =>
    http.get<ValidateUserAnswer>(ACCOUNT_PATHS.validateUser, { query: { email, username } }),
  signUp: (http: HttpClient, request: SignUpRequest) =>
    http.post<{ uid: string }>(ACCOUNT_PATHS.create, request),
  resendVerification: (http: HttpClient, email: string) =>
    http.post<void>(ACCOUNT_PATHS.resendVerification, { email }),
  confirmEmail: (http: HttpClient, hash: string) => http.post<void>(ACCOUNT_PATHS.confirmEmail, { hash }),
  signIn: (http: HttpClient, request: SignInRequest) => http.post<UserProfile>(ACCOUNT_PATHS.signIn, request),
  forgottenPassword: (http: HttpClient, email: string) =>
    http.post<void>(ACCOUNT_PATHS.forgottenPassword, { email }),
  resetPassword: (http: HttpClient, hash: string, newPassword: string, confirmPassword: string) =>
    http.post<void>(ACCOUNT_PATHS.resetPassword, { hash, newPassword, confirmPassword }),
};
