// The router's route objects, generated from the contract's route table so the web app and the
// server (which answers 404 for everything else) can never disagree about which pages exist.
import { appRoutes, type AppRoute, type FeatureFlags } from '@asperity/contract';
import type { RouteObject } from 'react-router';
import { NotFoundPage } from '../../features/not-found/index.ts';
import { AppLayout } from '../layout/AppLayout.tsx';
import { BareLayout } from '../layout/BareLayout.tsx';
import { RouteErrorPage } from './RouteErrorPage.tsx';
import { RouteScreen } from './RouteScreen.tsx';

/** Routes shown without the site chrome: the embeddable viewer lives inside other pages' iframes. */
const bareRouteIds: ReadonlySet<string> = new Set(['embed']);

export function routesFor(flags: Pick<FeatureFlags, 'subscriptions'>): readonly AppRoute[] {
  return appRoutes.filter((route) => !route.subscriptionsOnly || flags.subscriptions);
}

const toRouteObject = (route: AppRoute): RouteObject => ({
  id: route.id,
  path: route.path,
  element: <RouteScreen route={route} />,
});

export function buildRoutes(flags: Pick<FeatureFlags, 'subscriptions'>): RouteObject[] {
  const routes = routesFor(flags);
  return [
    {
      element: <BareLayout />,
      errorElement: <RouteErrorPage />,
      children: routes.filter((r) => bareRouteIds.has(r.id)).map(toRouteObject),
    },
    {
      element: <AppLayout />,
      errorElement: <RouteErrorPage />,
      children: [
        ...routes.filter((r) => !bareRouteIds.has(r.id)).map(toRouteObject),
        { id: 'not-found', path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}
