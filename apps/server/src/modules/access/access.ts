// The one access rule (DESIGN.md §6, issue 14 §1): who may do what with a file or folder. Roles:
// the owner; a visitor holding a file link (share hash) or a folder link (token, which covers every
// subfolder); another signed-in user; a signed-out visitor; staff; admin. Permissions: read, edit,
// save-copy, export-original (spec part 1 §6). Staff and admins have no rights on another user's
// private files: the spec gives them account administration, not the content of libraries.
// Every file, folder, fork, preview and export call reaches this function through AccessService.
import type { SharePermission } from '@asperity/contract';
import { AppError } from '../../http/errors.ts';
import type { UserRow } from '../../infra/db/schema.ts';

export type AccessRole =
  'owner' | 'file-link' | 'folder-link' | 'signed-in' | 'signed-out' | 'staff' | 'admin';

/** A valid (known, not expired, unlocked) link the request carries for the item. */
export interface LinkGrant {
  readonly kind: 'file' | 'folder';
  readonly allowEditing: boolean;
  readonly allowSaving: boolean;
  /** As stored; only effective while allowSaving (part 1 §6). */
  readonly allowOriginalFileExport: boolean;
}

export interface AccessSubject {
  readonly user: UserRow | null;
  readonly link: LinkGrant | null;
}

export interface AccessDecision {
  readonly role: AccessRole;
  readonly permissions: ReadonlySet<SharePermission>;
}

const EVERYTHING: ReadonlySet<SharePermission> = new Set(['read', 'edit', 'save-copy', 'export-original']);
const NOTHING: ReadonlySet<SharePermission> = new Set();

/** What `subject` may do with an item owned by `ownerId`. */
export function decideAccess(subject: AccessSubject, ownerId: string): AccessDecision {
  const { user, link } = subject;
  if (user !== null && user.id === ownerId) return { role: 'owner', permissions: EVERYTHING };
  if (link !== null) {
    const permissions = new Set<SharePermission>(['read']);
    // Edits land in the owner's file and the history names who made them: only signed-in visitors.
    if (link.allowEditing && user !== null) permissions.add('edit');
    if (link.allowSaving) permissions.add('save-copy');
    if (link.allowSaving && link.allowOriginalFileExport) permissions.add('export-original');
    return { role: link.kind === 'file' ? 'file-link' : 'folder-link', permissions };
  }
  if (user === null) return { role: 'signed-out', permissions: NOTHING };
  if (user.is_admin === 1) return { role: 'admin', permissions: NOTHING };
  if (user.is_staff === 1) return { role: 'staff', permissions: NOTHING };
  return { role: 'signed-in', permissions: NOTHING };
}

/**
 * Throws unless `decision` grants `needed`: not-found when the item may not even be read (the same
 * answer as for an item that does not exist, so nobody learns what exists), forbidden otherwise.
 */
export function requirePermission(decision: AccessDecision, needed: SharePermission, what: string): void {
  if (!decision.permissions.has('read')) throw new AppError('not-found', what);
  if (!decision.permissions.has(needed))
    throw new AppError('forbidden', `${needed} is not allowed on ${what}`);
}

/**
 * Managing an item of a library — a folder's get, rename, delete, copy, move and link management —
 * is its owner's alone: not-found when `decision` may not even read it, forbidden for a visitor who
 * may read it through a folder link (read only: they list it and, as the link allows, copy out).
 */
export function requireOwner(decision: AccessDecision, what: string): void {
  requirePermission(decision, 'read', what);
  if (decision.role !== 'owner') throw new AppError('forbidden', `only the owner may change ${what}`);
}
