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
  /** The user has saved notification settings (the settings redirect of part 1 §2 reads it). */
  readonly hasSavedNotifications?: boolean;
  /** Plan tiers 0–2; a live "subscription-level" message merges new values in (part 1 §4). */
  readonly subscriptionLevel?: number;
  readonly overridenSubscriptionLevel?: number | null;
  readonly effectiveTier?: number;
}

const tier = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 2 ? value : undefined;

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
    hasSavedNotifications: raw.hasSavedNotifications === true,
    ...optionalTier('subscriptionLevel', tier(raw.subscriptionLevel)),
    ...(raw.overridenSubscriptionLevel === null
      ? { overridenSubscriptionLevel: null }
      : optionalTier('overridenSubscriptionLevel', tier(raw.overridenSubscriptionLevel))),
    ...optionalTier('effectiveTier', tier(raw.effectiveTier)),
  };
}

function optionalTier<K extends string>(key: K, value: number | undefined): Partial<Record<K, number>> {
  return value === undefined ? {} : ({ [key]: value } as Partial<Record<K, number>>);
}
