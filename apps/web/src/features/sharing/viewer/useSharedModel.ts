// Loads what a shared viewer route shows: by file link (GET /api/shared/{shareHash}) or, with a
// folder token in the query, a file inside a shared folder (the folder's permissions and listing).
// The outcome names the page to show: the viewer, the password prompt, or "no longer shared".
import type { SharedFile } from '@asperity/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { isHttpError } from '../../../app/HttpError.ts';
import { useHttpClient } from '../../../app/session/useHttpClient.ts';
import { useSession } from '../../../app/session/useSession.ts';
import { sharingApi, sharingKeys } from '../sharingApi.ts';
import { fileItemOfShared, modelOfSharedFile, type SharedViewModel } from './sharedViewModel.ts';

export type SharedOutcome =
  | { readonly state: 'loading' }
  | { readonly state: 'gone' }
  | {
      readonly state: 'password';
      readonly unlock: (password: string) => Promise<unknown>;
      readonly retry: () => void;
    }
  | { readonly state: 'error'; readonly error: unknown }
  | { readonly state: 'ready'; readonly model: SharedViewModel; readonly slug: string | null };

export interface SharedTarget {
  /** /s/{id}: a share hash, or a file guid when a folder token comes with it. */
  readonly id: string;
  readonly token: string | null;
  readonly folderGuid: string | null;
}

function failureOutcome(
  error: unknown,
  unlock: (password: string) => Promise<unknown>,
  retry: () => void,
): SharedOutcome {
  if (isHttpError(error) && error.status === 404) return { state: 'gone' };
  if (isHttpError(error) && error.errorCode === 'share-password-required')
    return { state: 'password', unlock, retry };
  return { state: 'error', error };
}

export function useSharedModel(target: SharedTarget): SharedOutcome {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  const session = useSession();
  const byFolder = target.token !== null && target.folderGuid !== null;
  // The answer depends on who asks (canEdit, isOwner): asked again after signing in or out.
  const who = session.user?.uid ?? 'signed-out';

  const shared = useQuery({
    queryKey: [...sharingKeys.shared(target.id), who],
    queryFn: ({ signal }) => sharingApi.shared(http, target.id, signal),
    enabled: !byFolder && session.status !== 'loading',
    retry: false,
  });
  const folderGuid = target.folderGuid ?? '';
  const token = target.token ?? '';
  const folder = useQuery({
    queryKey: [...sharingKeys.sharedFolder(folderGuid, token), who],
    queryFn: ({ signal }) => sharingApi.sharedFolder(http, folderGuid, token, signal),
    enabled: byFolder && session.status !== 'loading',
    retry: false,
  });
  const listing = useQuery({
    queryKey: sharingKeys.sharedFolderListing({ folderGuid, token, sortBy: 'name', sortOrder: 'asc' }),
    queryFn: ({ signal }) =>
      sharingApi.sharedFolderListing(http, { folderGuid, token, sortBy: 'name', sortOrder: 'asc' }, signal),
    enabled: byFolder,
    retry: false,
  });

  const retry = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: ['sharing'] }),
    [queryClient],
  );
  const unlockFile = useCallback(
    (password: string) => sharingApi.unlock(http, target.id, password),
    [http, target.id],
  );
  const unlockFolder = useCallback(
    (password: string) => sharingApi.folderUnlock(http, folderGuid, token, password),
    [http, folderGuid, token],
  );

  if (!byFolder) {
    if (shared.error) return failureOutcome(shared.error, unlockFile, retry);
    if (!shared.data) return { state: 'loading' };
    return { state: 'ready', model: modelOfSharedFile(shared.data), slug: shared.data.slug };
  }
  const failure = folder.error ?? listing.error;
  if (failure) return failureOutcome(failure, unlockFolder, retry);
  if (!folder.data || !listing.data) return { state: 'loading' };
  const file = listing.data.files.find((f) => f.guid === target.id);
  if (!file) return { state: 'gone' };
  const { permissions } = folder.data;
  const asShared: SharedFile = {
    shareHash: '',
    name: file.name,
    title: file.name,
    slug: '',
    description: null,
    descriptionText: '',
    technology: 'unknown',
    publicThumbnailType: 'auto',
    kind: file.twoD ? '2D' : '3D',
    twoD: file.twoD,
    format: file.format,
    size: file.size,
    sourceSize: file.sourceSize,
    channels: file.channels,
    createdAt: file.createdAt,
    modifiedAt: file.modifiedAt,
    permissions,
    canEdit: permissions.allowEditing && session.status === 'signed-in',
    isOwner: folder.data.isOwner,
    views: 0,
    ownerName: folder.data.ownerName,
    expiresAt: folder.data.expiresAt,
    publiclyShared: false,
  };
  return {
    state: 'ready',
    slug: null,
    model: {
      ...modelOfSharedFile(asShared),
      access: { kind: 'folder', fileGuid: file.guid, folderGuid, token },
      fileItem: fileItemOfShared(asShared, file.guid),
      views: null,
    },
  };
}
