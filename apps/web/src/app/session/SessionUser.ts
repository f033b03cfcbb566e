// The signed-in account as the app needs it (spec part 1 §3 "User profile"): only what the layout
// and guards use, read defensively from `GET /api/user/me` (the full schema is the contract's
// userProfileSchema, read by the profile pages).

export interface SessionUser {
  readonly uid: string;
  readonly username: string;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly isAdmin: boolean;
  readonly isStaff: boolean;
  readonly isConfirmed: boolean;
  /** Content hash of the picture served at /avatars/{avatar}.jpg; null: initials. */
  readonly avatar: string | null;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The profile from an answer of unknown shape, or null when it is not a profile at all. */
export function parseSessionUser(value: unknown): SessionUser | null {
  if (!value || typeof value !== 'object') return null;
  const raw = value as Record<string, unknown>;
  const uid = typeof raw.uid === 'number' ? String(raw.uid) : text(raw.uid);
  if (!uid) return null;
  return {
    uid,
    username: text(raw.username),
    email: text(raw.email),
    firstName: text(raw.firstName),
    lastName: text(raw.lastName),
    isAdmin: raw.isAdmin === true,
    isStaff: raw.isStaff === true,
    isConfirmed: raw.isConfirmed !== false,
    avatar: typeof raw.avatar === 'string' && raw.avatar !== '' ? raw.avatar : null,
  };
}
