// The access rule of the staff and admin console (spec part 1 §6; issue 18), beside the file and
// folder rule of access.ts: which role may do which console action, and on whom. Staff may grant
// or revoke staff, enable/disable, confirm and remove accounts, change quota, forum rights and plan
// overrides, send notices, answer quota requests and export; account administration (the account
// list, switch-to-account, the audit log) and the global closure notice are for admins only. Nobody
// but an admin touches an admin's account, and nobody disables, removes or un-staffs their own
// account from the console.
import { AppError } from '../../http/app-error.ts';
import type { UserRow } from '../../infra/db/schema.ts';

export type ConsoleAction =
  | 'accounts.list'
  | 'accounts.update'
  | 'accounts.delete'
  | 'accounts.switch'
  | 'audit.read'
  | 'notice.send'
  | 'quota-requests.answer'
  | 'export'
  | 'closure-notice.set';

const ADMIN_ONLY: ReadonlySet<ConsoleAction> = new Set([
  'accounts.list',
  'accounts.switch',
  'audit.read',
  'closure-notice.set',
]);

export type ConsoleRole = 'signed-out' | 'user' | 'staff' | 'admin';

export function consoleRoleOf(user: UserRow | null): ConsoleRole {
  if (user === null) return 'signed-out';
  if (user.is_admin === 1) return 'admin';
  if (user.is_staff === 1) return 'staff';
  return 'user';
}

export function mayDo(role: ConsoleRole, action: ConsoleAction): boolean {
  if (role === 'admin') return true;
  if (role === 'staff') return !ADMIN_ONLY.has(action);
  return false;
}

/** Throws unauthorized (signed out) or forbidden unless `user` may do `action`, on `target` if given. */
export function requireConsoleAccess(
  user: UserRow | null,
  action: ConsoleAction,
  target?: UserRow,
): asserts user is UserRow {
  const role = consoleRoleOf(user);
  if (user === null) throw new AppError('unauthorized');
  if (!mayDo(role, action))
    throw new AppError('forbidden', `${action} needs ${ADMIN_ONLY.has(action) ? 'admin' : 'staff'}`);
  if (target === undefined) return;
  if (target.is_admin === 1 && role !== 'admin')
    throw new AppError('forbidden', 'only admins change an admin account');
  if (target.id === user.id && (action === 'accounts.delete' || action === 'accounts.switch'))
    throw new AppError('forbidden', `${action} of your own account`);
}
