// The staff and admin console's calls (contract ADMIN_PATHS; docs/api.md "Staff and admin console").
import {
  ADMIN_PATHS,
  type AdminAccountList,
  type AdminAccountPatch,
  type AdminAccountRow,
  type AdminAccountSortKey,
  type AuditAction,
  type AdminNotice,
  type AuditLogEntry,
  type ClosureNotice,
  type QuotaRequestAnswer,
  type SwitchState,
  type quotaRequestRowSchema,
} from '@asperity/contract';
import type { z } from 'zod';
import type { HttpClient } from '../../app/http.ts';

/** The list's query as this page sends it (the contract's schema coerces strings, so its input type is loose). */
export interface AccountsQuery {
  readonly offset: number;
  readonly limit: number;
  readonly q?: string;
  readonly sortBy: AdminAccountSortKey;
  readonly sortOrder: 'asc' | 'desc';
}

export interface AuditQuery {
  readonly offset: number;
  readonly limit: number;
  readonly actorId?: string;
  readonly targetId?: string;
  readonly action?: AuditAction;
  readonly from?: string;
  readonly to?: string;
}

export const ADMIN_QUERY_KEY = ['admin'] as const;
export const adminAccountsQueryKey = (query: AccountsQuery) => ['admin', 'accounts', query] as const;
export const auditLogQueryKey = (query: AuditQuery) => ['admin', 'audit-log', query] as const;
export const QUOTA_REQUESTS_QUERY_KEY = ['admin', 'quota-requests'] as const;
export const SWITCH_STATE_QUERY_KEY = ['admin-switch-state'] as const;

const withUid = (path: string, uid: string) => path.replace(':uid', encodeURIComponent(uid));

export type QuotaRequestRow = z.infer<typeof quotaRequestRowSchema>;

export const adminApi = {
  accounts: (http: HttpClient, query: AccountsQuery, signal?: AbortSignal) =>
    http.get<AdminAccountList>(ADMIN_PATHS.accounts, { query: { ...query }, ...(signal ? { signal } : {}) }),
  patchAccount: (http: HttpClient, uid: string, patch: AdminAccountPatch) =>
    http.patch<AdminAccountRow>(withUid(ADMIN_PATHS.account, uid), patch),
  removeAccount: (http: HttpClient, uid: string) => http.delete<void>(withUid(ADMIN_PATHS.account, uid)),
  switchTo: (http: HttpClient, uid: string) =>
    http.post<{ switch: SwitchState | null }>(withUid(ADMIN_PATHS.switchTo, uid)),
  switchBack: (http: HttpClient) => http.post<unknown>(ADMIN_PATHS.switchBack),
  switchState: (http: HttpClient, signal?: AbortSignal) =>
    http.get<{ switch: SwitchState | null }>(ADMIN_PATHS.switchState, { ...(signal ? { signal } : {}) }),
  sendNotice: (http: HttpClient, notice: AdminNotice) =>
    http.post<{ recipients: number }>(ADMIN_PATHS.notifications, notice),
  auditLog: (http: HttpClient, query: AuditQuery, signal?: AbortSignal) =>
    http.get<{ entries: AuditLogEntry[]; total: number }>(ADMIN_PATHS.auditLog, {
      query: { ...query },
      ...(signal ? { signal } : {}),
    }),
  quotaRequests: (http: HttpClient, signal?: AbortSignal) =>
    http.get<{ requests: QuotaRequestRow[] }>(ADMIN_PATHS.quotaRequests, { ...(signal ? { signal } : {}) }),
  answerQuotaRequest: (http: HttpClient, uid: string, answer: QuotaRequestAnswer) =>
    http.post<void>(withUid(ADMIN_PATHS.quotaRequest, uid), answer),
  setClosureNotice: (http: HttpClient, text: string) =>
    http.put<ClosureNotice>(ADMIN_PATHS.closureNotice, { text }),
  clearClosureNotice: (http: HttpClient) => http.delete<void>(ADMIN_PATHS.closureNotice),
};

/** The address of a CSV export; the browser downloads it with the session cookie. */
export function exportUsersUrl(feature: string): string {
  return `${ADMIN_PATHS.exportUsers}?${new URLSearchParams({ feature }).toString()}`;
}

export function exportStatisticsUrl(from: string, to: string): string {
  return `${ADMIN_PATHS.exportStatistics}?${new URLSearchParams({ from, to }).toString()}`;
}
