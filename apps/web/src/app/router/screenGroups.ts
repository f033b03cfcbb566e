// One lazily loaded chunk per screen group (spec part 1 §2: "Screens are loaded on demand in
// groups"). Each import() below is a separate chunk in the build.
import type { ScreenGroup } from '@asperity/contract';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadWithTimeout } from '../../components/error-boundary/index.ts';
import type { ScreenProps } from '../screens/ScreenProps.ts';

type ScreenModule = { default: ComponentType<ScreenProps> };

export const screenLoaders: Readonly<Record<ScreenGroup, () => Promise<ScreenModule>>> = {
  admin: () => import('../screens/admin.tsx'),
  files: () => import('../screens/files.tsx'),
  gallery: () => import('../screens/gallery.tsx'),
  landing: () => import('../screens/landing.tsx'),
  site: () => import('../screens/site.tsx'),
  auth: () => import('../screens/auth.tsx'),
  editor: () => import('../screens/editor.tsx'),
  'terms-of-service': () => import('../screens/terms-of-service.tsx'),
  twoDEditor: () => import('../screens/twoDEditor.tsx'),
};

/**
 * Routes with a chunk of their own instead of their group's: the embeddable viewer is framed by
 * other sites and must not load the editor (issue 14 §7).
 */
export const routeScreenLoaders: Readonly<Record<string, () => Promise<ScreenModule>>> = {
  embed: () => import('../screens/embed.tsx'),
};

export const routeScreens = Object.fromEntries(
  Object.entries(routeScreenLoaders).map(([id, load]) => [id, lazy(loadWithTimeout(load))]),
) as Readonly<Record<string, LazyExoticComponent<ComponentType<ScreenProps>>>>;

export const screenGroups = Object.fromEntries(
  Object.entries(screenLoaders).map(([group, load]) => [group, lazy(loadWithTimeout(load))]),
) as Readonly<Record<ScreenGroup, LazyExoticComponent<ComponentType<ScreenProps>>>>;
