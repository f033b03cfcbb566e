// The calls of the report, technical-support and additional-file dialogs, the staff list of
// requests and the forum configuration (contract SUPPORT_PATHS, FORUM_PATHS; docs/api.md "Reports,
// support requests and the forum"). Requests go as multipart/form-data: text fields plus the files
// in `attachments`.
import {
  FORUM_PATHS,
  GALLERY_PATHS,
  SUPPORT_PATHS,
  type ForumConfig,
  type SupportList,
  type SupportReceipt,
  type SupportRequest,
  type SupportRequestKind,
  type SupportRequestState,
} from '@asperity/contract';
import type { HttpClient } from '../../app/http.ts';

export interface SupportForm {
  readonly description: string;
  /** Sent only when not empty (a signed-in sender's account address is used otherwise). */
  readonly email: string;
  /** Report: the share hash of the reported item. */
  readonly id?: string;
  /** Additional-file request: the extension or format asked for. */
  readonly format?: string;
  readonly attachments: readonly File[];
}

const PATH_OF: Record<SupportRequestKind, string> = {
  report: SUPPORT_PATHS.report,
  'technical-support': SUPPORT_PATHS.technical,
  'additional-file': SUPPORT_PATHS.additionalFile,
};

export function supportFormData(form: SupportForm): FormData {
  const data = new FormData();
  data.append('description', form.description);
  if (form.email.trim() !== '') data.append('email', form.email.trim());
  if (form.id) data.append('id', form.id);
  if (form.format && form.format.trim() !== '') data.append('format', form.format.trim());
  for (const file of form.attachments) data.append('attachments', file, file.name);
  return data;
}

export interface SupportListQuery {
  readonly state?: SupportRequestState;
  readonly offset: number;
  readonly limit: number;
}

export const SUPPORT_LIST_QUERY_KEY = ['admin', 'support-requests'] as const;
export const FORUM_CONFIG_QUERY_KEY = ['forum-config'] as const;

export const supportApi = {
  send: (http: HttpClient, kind: SupportRequestKind, form: SupportForm) =>
    http.post<SupportReceipt>(PATH_OF[kind], supportFormData(form)),
  list: (http: HttpClient, query: SupportListQuery) =>
    http.get<SupportList>(SUPPORT_PATHS.list, { query: { ...query } }),
  setState: (http: HttpClient, id: string, state: SupportRequestState) =>
    http.patch<SupportRequest>(SUPPORT_PATHS.one.replace(':id', encodeURIComponent(id)), { state }),
  /** Staff take a reported gallery item out of the gallery (PATCH /api/gallery/{shareHash}); the owner is told why. */
  unpublish: (http: HttpClient, shareHash: string, reason: string) =>
    http.patch<unknown>(GALLERY_PATHS.item.replace(':shareHash', encodeURIComponent(shareHash)), {
      published: false,
      reason,
    }),
  forum: (http: HttpClient) => http.get<ForumConfig>(FORUM_PATHS.config),
};
