// The folders a library call works on (folder get, rename, delete, the listing, copy and move),
// decided by the access function like every file call: the owner manages them; a folder-link
// visitor only reads; anybody else gets not-found, as for a folder that does not exist. The folder
// service's owner-scoped reads stay behind this as a second check.
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/errors.ts';
import type { UserRow } from '../../infra/db/schema.ts';
import type { AccountsService } from '../accounts/service.ts';
import type { AccessService, FolderAccess } from './access-service.ts';
import { requireOwner, requirePermission } from './access.ts';
import { credentialsOf } from './request-credentials.ts';

/** read: see the folder (get, list); manage: change it or what is in it (rename, delete, copy, move). */
export type FolderOperation = 'read' | 'manage';

/** The items of a copy or move, as the request names them. */
export interface LibraryItems {
  readonly files: readonly string[];
  readonly folders: readonly string[];
  readonly destinationFolderGuid: string | null;
}

export interface FolderTargets {
  /** The folder and the decision; throws unless `operation` is allowed. */
  folder(request: FastifyRequest, folderGuid: string, operation: FolderOperation): Promise<FolderAccess>;
  /**
   * The signed-in caller, after the access function allowed them to manage every named file and
   * folder and the destination (a destination the caller may not manage answers
   * parent-folder-not-found, as a missing one does).
   */
  items(request: FastifyRequest, items: LibraryItems): Promise<UserRow>;
}

export function folderTargetsOf(accounts: AccountsService, access: AccessService): FolderTargets {
  const decide = (granted: FolderAccess, operation: FolderOperation, what: string) => {
    if (operation === 'manage') requireOwner(granted.decision, what);
    else requirePermission(granted.decision, 'read', what);
    return granted;
  };
  return {
    async folder(request, folderGuid, operation) {
      const credentials = await credentialsOf(request, accounts);
      const granted = await access.folder(credentials, { folderGuid }, 'read');
      return decide(granted, operation, `folder ${folderGuid}`);
    },
    async items(request, items) {
      const credentials = await credentialsOf(request, accounts);
      if (credentials.user === null) throw new AppError('unauthorized');
      for (const fileGuid of new Set(items.files)) {
        const granted = await access.file(credentials, { fileGuid }, 'read');
        requireOwner(granted.decision, `file ${fileGuid}`);
      }
      for (const folderGuid of new Set(items.folders))
        decide(await access.folder(credentials, { folderGuid }, 'read'), 'manage', `folder ${folderGuid}`);
      const destination = items.destinationFolderGuid;
      if (destination !== null) {
        try {
          decide(await access.folder(credentials, { folderGuid: destination }, 'read'), 'manage', '');
        } catch (error) {
          if (error instanceof AppError && error.code === 'not-found')
            throw new AppError('parent-folder-not-found', `folder ${destination}`);
          throw error;
        }
      }
      return credentials.user;
    },
  };
}
