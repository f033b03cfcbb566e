// The share permissions (spec part 1 §4, §6): allowOriginalFileExport is effective only while
// saving is allowed — turning saving off turns export off, and export cannot be turned on without
// saving; a publicly shared file cannot be editable.

export interface SharePermissions {
  readonly allowEditing: boolean;
  readonly allowSaving: boolean;
  readonly allowOriginalFileExport: boolean;
}

export type SharePermission = keyof SharePermissions;

export function changePermission(
  current: SharePermissions,
  permission: SharePermission,
  value: boolean,
  publiclyShared = false,
): SharePermissions {
  const next = { ...current, [permission]: value };
  if (!next.allowSaving) next.allowOriginalFileExport = false;
  if (publiclyShared) next.allowEditing = false;
  return next;
}

/** Whether a switch can be changed now: export needs saving, editing needs a link that is not public. */
export function permissionEnabled(
  current: SharePermissions,
  permission: SharePermission,
  publiclyShared = false,
): boolean {
  if (permission === 'allowOriginalFileExport') return current.allowSaving;
  if (permission === 'allowEditing') return !publiclyShared;
  return true;
}
