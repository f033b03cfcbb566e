// The navigation menu of spec part 1 §2. Signed out: home, community (public gallery, forum),
// plans, help. Signed in: home, my images, profile, community, help, and the accounts
// administration entry for admins.
import type { SessionUser } from '../session/index.ts';

export interface NavLink {
  readonly id: string;
  readonly labelId: string;
  /** In-app path, or an absolute URL for external hosts (the forum). */
  readonly to: string;
  readonly external?: boolean;
}

export interface NavGroup {
  readonly id: string;
  readonly labelId: string;
  readonly children: readonly NavLink[];
}

export type NavItem = NavLink | NavGroup;

export function isNavGroup(item: NavItem): item is NavGroup {
  return 'children' in item;
}

/**
 * `forum`: the forum's address (an external host with single sign-on) as GET /api/forum gives it
 * (features/support useForumLink); undefined when none is configured, and the entry is hidden.
 */
export function navigationItems(user: SessionUser | null, forum: string | undefined): NavItem[] {
  const community: NavGroup = {
    id: 'community',
    labelId: 'nav.community',
    children: [
      { id: 'gallery', labelId: 'nav.gallery', to: '/gallery' },
      ...(forum ? [{ id: 'forum', labelId: 'nav.forum', to: forum, external: true }] : []),
    ],
  };
  const home: NavLink = { id: 'home', labelId: 'nav.home', to: '/' };
  const help: NavLink = { id: 'help', labelId: 'nav.help', to: '/help' };
  if (!user) return [home, community, { id: 'plans', labelId: 'nav.plans', to: '/plans' }, help];
  return [
    home,
    { id: 'my-images', labelId: 'nav.myImages', to: '/images' },
    { id: 'profile', labelId: 'nav.profile', to: '/user' },
    community,
    help,
    ...(user.isAdmin ? [{ id: 'admin-accounts', labelId: 'nav.adminAccounts', to: '/admin/accounts' }] : []),
    // Staff who are not admins reach the reports list on its own page (admins have it as a console tab).
    ...(user.isStaff && !user.isAdmin
      ? [{ id: 'admin-reports', labelId: 'nav.adminReports', to: '/admin/reports' }]
      : []),
  ];
}
