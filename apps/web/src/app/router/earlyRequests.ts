// What the page the app starts on needs is asked for while the app itself starts, not one step after
// another as each part renders. Before, a visit to /image/:fileGuid went flags → first render →
// /api/user/me → the editor's chunk → its render → history → layout render → heights, each waiting
// for the previous one (bench/README.md "editor"). Now /api/user/me goes out with the flags, the
// route's screen chunk loads as soon as the flags say which route it is, and a route with a prefetcher
// (the editor) asks for its data as soon as the session is known to be signed in. The components ask
// for the same queries (same options) and find them answered or in flight.
import { matchAppRoute, type FeatureFlags, type ScreenGroup } from '@asperity/contract';
import type { QueryClient } from '@tanstack/react-query';
import { matchPath, type Params } from 'react-router';
import { prefetchEditor } from '../../features/editor/prefetchEditor.ts';
import type { HttpClient } from '../http.ts';
import { sessionQuery } from '../session/index.ts';
import { prefetchSharedViewer } from '../../features/sharing/viewer/prefetchShared.ts';
import { routeScreenLoaders, screenLoaders } from './screenGroups.ts';

interface PrefetchContext {
  readonly queryClient: QueryClient;
  readonly http: HttpClient;
  readonly params: Params;
}

/**
 * Per public route id: the data its screen asks for first, signed in or out. A shared viewer opened
 * with a folder token names a file, not a link: its page asks for itself.
 */
type PublicPrefetch = (context: PrefetchContext & { readonly userId: Promise<string | null> }) => void;

const sharedViewer: PublicPrefetch = ({ queryClient, http, params, userId }) => {
  if (params.shareHash && !new URLSearchParams(window.location.search).has('token'))
    prefetchSharedViewer(queryClient, http, params.shareHash, userId);
};

const publicRoutePrefetchers: Readonly<Record<string, PublicPrefetch>> = {
  'shared-image': sharedViewer,
  'shared-image-slug': sharedViewer,
};

/** Per route id: the data its screen asks for first, for a signed-in user. */
const routePrefetchers: Readonly<Record<string, (context: PrefetchContext) => void>> = {
  image: ({ queryClient, http, params }) => {
    if (params.fileGuid) prefetchEditor(queryClient, http, params.fileGuid);
  },
};

export interface EarlyRequestsOptions {
  readonly queryClient: QueryClient;
  readonly http: HttpClient;
  readonly pathname: string;
  readonly flags: Promise<FeatureFlags>;
  /** Loads a screen group's chunk; the router's own loaders unless a test passes another. */
  readonly preload?: (group: ScreenGroup) => Promise<unknown>;
}

export function startEarlyRequests({
  queryClient,
  http,
  pathname,
  flags,
  preload = (group) => screenLoaders[group](),
}: EarlyRequestsOptions): void {
  const user = queryClient.fetchQuery(sessionQuery(http)).catch(() => null);
  void flags.then(async (loaded) => {
    const route = matchAppRoute(pathname, { subscriptions: loaded.subscriptions });
    if (!route) return;
    // The chunk is cached by the module loader: the route's lazy screen gets this same load.
    const ownChunk = routeScreenLoaders[route.id];
    (ownChunk ? ownChunk() : preload(route.group)).catch(() => undefined);
    const params = matchPath(route.path, pathname)?.params ?? {};
    const publicPrefetch = publicRoutePrefetchers[route.id];
    if (publicPrefetch) {
      publicPrefetch({ queryClient, http, params, userId: user.then((signedIn) => signedIn?.uid ?? null) });
      return;
    }
    const prefetch = routePrefetchers[route.id];
    if (!prefetch || route.access === 'public' || !(await user)) return;
    prefetch({ queryClient, http, params: matchPath(route.path, pathname)?.params ?? {} });
  });
}
