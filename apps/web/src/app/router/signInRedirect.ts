/** Where a signed-out visitor of a signed-in-only page goes: sign-in, remembering the wanted path. */
export function signInRedirect(wanted: { pathname: string; search: string; hash?: string }): string {
  const path = `${wanted.pathname}${wanted.search}${wanted.hash ?? ''}`;
  return `/sign-in?${new URLSearchParams({ redirect: path }).toString()}`;
}

/** Where the notification-settings condition sends a user first (part 1 §2), remembering the wanted path. */
export function notificationSettingsRedirect(wanted: {
  pathname: string;
  search: string;
  hash?: string;
}): string {
  const path = `${wanted.pathname}${wanted.search}${wanted.hash ?? ''}`;
  return `/notification-settings?${new URLSearchParams({ redirect: path }).toString()}`;
}
