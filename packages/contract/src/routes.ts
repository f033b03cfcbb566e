// The route table of spec part 1 §2: one source for the web router (guards, code-split groups)
// and the server (which paths are pages, so unknown ones answer a real 404).

/** Who may open a route. `signed-in` redirects signed-out visitors to /sign-in remembering the path. */
export type RouteAccess = 'public' | 'signed-in' | 'staff' | 'admin';

/** Screens are loaded on demand in these groups (spec part 1 §2 "Layout and navigation"). */
export type ScreenGroup =
  'admin' | 'files' | 'gallery' | 'landing' | 'site' | 'auth' | 'editor' | 'terms-of-service' | 'twoDEditor';

export interface AppRoute {
  /** react-router path pattern (`:param` segments). */
  readonly path: string;
  readonly id: string;
  readonly access: RouteAccess;
  readonly group: ScreenGroup;
  /** Exists only while the subscriptions feature flag is on. */
  readonly subscriptionsOnly?: boolean;
}

const route = (
  id: string,
  path: string,
  group: ScreenGroup,
  access: RouteAccess = 'public',
  subscriptionsOnly = false,
): AppRoute => ({ id, path, group, access, ...(subscriptionsOnly ? { subscriptionsOnly } : {}) });

export const appRoutes: readonly AppRoute[] = [
  route('landing', '/', 'landing'),
  route('plans', '/plans', 'site'),
  route('share', '/share', 'site'),
  route('analysis', '/analysis', 'site'),
  route('viewer', '/viewer', 'site'),
  route('specification', '/specification', 'site'),
  route('help', '/help', 'site'),
  route('help-feature', '/help/:feature', 'site'),
  route('validation', '/validation', 'site'),
  route('privacy-policy', '/privacy-policy', 'site'),
  route('cookie-policy', '/cookie-policy', 'site'),
  route('terms-of-service', '/terms-of-service', 'terms-of-service'),
  route('gallery', '/gallery', 'gallery'),
  route('sign-in', '/sign-in', 'auth'),
  route('sign-up', '/sign-up', 'auth'),
  route('reset-password', '/reset_password/:hash', 'auth'),
  route('confirm', '/confirm/:hash', 'auth'),
  route('shared-folder', '/shared-folder', 'files'),
  route('shared-folder-guid', '/shared-folder/:folderGuid', 'files'),
  route('shared-image', '/s/:shareHash', 'editor'),
  route('shared-image-slug', '/s/:shareHash/:slug', 'editor'),
  route('shared-2d-image', '/2d-s/:shareHash', 'twoDEditor'),
  route('shared-2d-image-slug', '/2d-s/:shareHash/:slug', 'twoDEditor'),
  route('embed', '/embed/:id', 'editor'),
  route('images', '/images', 'files', 'signed-in'),
  route('images-folder', '/images/folder/:folderGuid', 'files', 'signed-in'),
  route('images-view-filter', '/images/viewFilter/:viewFilter', 'files', 'signed-in'),
  route(
    'images-folder-view-filter',
    '/images/folder/:folderGuid/viewFilter/:viewFilter',
    'files',
    'signed-in',
  ),
  route('batch', '/batch', 'files', 'signed-in'),
  route('batch-run', '/batch/:jobId', 'files', 'signed-in'),
  route('image', '/image/:fileGuid', 'editor', 'signed-in'),
  route('2d-image', '/2d-image/:fileGuid', 'twoDEditor', 'signed-in'),
  route('user', '/user', 'site', 'signed-in'),
  route('user-edit', '/user-edit', 'site', 'signed-in'),
  route('user-email', '/user-email', 'site', 'signed-in'),
  route('user-password', '/user-password', 'site', 'signed-in'),
  route('user-profile', '/user/:username', 'site'),
  route('notification-settings', '/notification-settings', 'site', 'signed-in'),
  // The e-mail's unsubscribe link (UNSUBSCRIBE_PAGE_PATH): works signed out.
  route('notification-unsubscribe', '/notification-settings/unsubscribe', 'site'),
  route('admin-accounts', '/admin/accounts', 'admin', 'admin'),
  // Reports and support requests for staff (admins also have them as a console tab).
  route('admin-reports', '/admin/reports', 'admin', 'staff'),
  route('user-cancel-subscription', '/user-cancel-subscription', 'site', 'signed-in', true),
  route('user-cancel-subscription-id', '/user-cancel-subscription/:id', 'site', 'signed-in', true),
  route('user-change-plan', '/user-change-plan', 'site', 'signed-in', true),
  route('user-change-plan-id', '/user-change-plan/:id', 'site', 'signed-in', true),
  route('user-billing-history', '/user-billing-history', 'site', 'signed-in', true),
  route('user-payment-methods', '/user-payment-methods', 'site', 'signed-in', true),
  route('user-licenses', '/user-licenses', 'site', 'signed-in', true),
  route('user-licenses-id', '/user-licenses/:id', 'site', 'signed-in', true),
  route('checkout', '/checkout/:plan/:period/:quantity', 'site', 'signed-in', true),
  route('confirmation', '/confirmation/:checkoutId', 'site', 'signed-in', true),
];

/** Constraints the spec puts on route parameters (part 1 §2). */
export const routeParamRules: Readonly<Record<string, RegExp>> = {
  plan: /^(basic|advanced)$/,
  period: /^(monthly|yearly)$/,
  quantity: /^[1-9][0-9]{0,3}$/,
  viewFilter: /^(All|Recent|Favorites|Shared)$/,
};

function compile(path: string): RegExp {
  const source = path
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const rule = routeParamRules[segment.slice(1)];
      return rule ? `(?:${rule.source.replace(/^\^|\$$/g, '')})` : '[^/]+';
    })
    .join('/');
  return new RegExp(`^${source}/?$`);
}

const compiled = appRoutes.map((r) => ({ route: r, pattern: compile(r.path) }));

/**
 * The page route a browser path belongs to, or undefined (then the server answers 404 and the
 * app shows the not-found page). Subscription routes exist only when the flag is on.
 */
export function matchAppRoute(pathname: string, options: { subscriptions: boolean }): AppRoute | undefined {
  const path = pathname.length > 1 ? pathname : '/';
  for (const { route: r, pattern } of compiled) {
    if (r.subscriptionsOnly && !options.subscriptions) continue;
    if (pattern.test(path)) return r;
  }
  return undefined;
}
