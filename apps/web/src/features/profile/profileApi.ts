// The account pages' calls (contract PROFILE_PATHS, QUOTA_PATHS; docs/api.md).
import {
  PROFILE_PATHS,
  QUOTA_PATHS,
  type ChangeEmailRequest,
  type ChangePasswordRequest,
  type PublicProfile,
  type Quota,
  type UpdateProfileRequest,
  type UserProfile,
} from '@asperity/contract';
import type { HttpClient } from '../../app/http.ts';

export const PROFILE_QUERY_KEY = ['profile', 'me'] as const;
export const PROFILE_QUOTA_QUERY_KEY = ['profile', 'quota'] as const;
export const publicProfileQueryKey = (username: string) => ['profile', 'public', username] as const;

export const profileApi = {
  me: (http: HttpClient, signal?: AbortSignal) =>
    http.get<UserProfile>('/api/user/me', signal ? { signal } : {}),
  quota: (http: HttpClient, signal?: AbortSignal) =>
    http.get<Quota>(QUOTA_PATHS.quota, signal ? { signal } : {}),
  updateNames: (http: HttpClient, request: UpdateProfileRequest) =>
    http.patch<UserProfile>(PROFILE_PATHS.profile, request),
  uploadAvatar: (http: HttpClient, file: Blob, name: string) => {
    const form = new FormData();
    form.append('file', file, name);
    return http.post<UserProfile>(PROFILE_PATHS.avatar, form);
  },
  removeAvatar: (http: HttpClient) => http.delete<UserProfile>(PROFILE_PATHS.avatar),
  changeEmail: (http: HttpClient, request: ChangeEmailRequest) =>
    http.post<{ confirmationSentTo: string }>(PROFILE_PATHS.email, request),
  changePassword: (http: HttpClient, request: ChangePasswordRequest) =>
    http.post<void>(PROFILE_PATHS.password, request),
  publicProfile: (http: HttpClient, username: string, signal?: AbortSignal) =>
    http.get<PublicProfile>(
      PROFILE_PATHS.publicProfile.replace(':username', encodeURIComponent(username)),
      signal ? { signal } : {},
    ),
};
