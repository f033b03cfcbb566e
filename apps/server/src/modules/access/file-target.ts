// The file an editor, preview or export call works on, through the access function: routes name it
// by the owner's fileGuid, a share hash, or fileGuid + folder token (contract fileRefShape), and get
// back the file's owner to act as (a visitor's allowed edits land in the owner's file, analyses run
// on the owner's plan) and the decision. Answers reached through a link are never stored by shared
// caches (Cache-Control: private, no-store), so a removed link stops working at once.
import type { SharePermission } from '@asperity/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { UserRow } from '../../infra/db/schema.ts';
import type { AccountsService } from '../accounts/service.ts';
import type { AccessService, FileAccess, FileRef } from './access-service.ts';
import { credentialsOf } from './request-credentials.ts';

export const PRIVATE_NO_STORE = 'private, no-store';

export interface FileTarget {
  /** The owner of the file: whom the call acts for. */
  readonly user: UserRow;
  readonly fileGuid: string;
  readonly access: FileAccess;
  /** Whether the caller reached the file through a link rather than as its owner. */
  readonly viaLink: boolean;
  /** The signed-in caller (the owner or a visitor), null signed out. */
  readonly caller: UserRow | null;
}

export type FileTargetOf = (
  request: FastifyRequest,
  reply: FastifyReply,
  ref: FileRef,
  needed: SharePermission,
) => Promise<FileTarget>;

/** The resolver routes use: `await target(request, reply, request.query, 'read')`. */
export function fileTargetOf(accounts: AccountsService, access: AccessService): FileTargetOf {
  return async (request, reply, ref, needed) => {
    const viaLink = ref.shareHash !== undefined || ref.token !== undefined;
    // Set before deciding: a 404 or 403 about a link is not to be cached either.
    if (viaLink) reply.header('cache-control', PRIVATE_NO_STORE);
    const credentials = await credentialsOf(request, accounts);
    const granted = await access.file(
      credentials,
      { fileGuid: ref.fileGuid, shareHash: ref.shareHash, token: ref.token, folderGuid: ref.folderGuid },
      needed,
    );
    return {
      user: granted.owner,
      fileGuid: granted.file.guid,
      access: granted,
      viaLink,
      caller: credentials.user,
    };
  };
}
