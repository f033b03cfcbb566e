// One route of the table: guard, page title, and the route's screen group loaded on demand
// behind an error boundary (a broken page shows the generic error, not a blank app).
import { matchAppRoute, type AppRoute } from '@asperity/contract';
import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { ErrorBoundary, ErrorPanel } from '../../components/error-boundary/index.ts';
import { ProgressIndicator } from '../../components/progress/index.ts';
import { NotFoundPage } from '../../features/not-found/index.ts';
import { useDefaultDocumentTitle } from '../../i18n/index.ts';
import { useFeatureFlags } from '../flags/index.ts';
import { routeTitleId } from '../screens/ScreenProps.ts';
import { RouteGuard } from './RouteGuard.tsx';
import { routeScreens, screenGroups } from './screenGroups.ts';

export interface RouteScreenProps {
  readonly route: AppRoute;
}

export function RouteScreen({ route }: RouteScreenProps) {
  const location = useLocation();
  const flags = useFeatureFlags();
  // react-router cannot constrain parameters (plan, period, quantity, viewFilter); the contract's
  // matcher can, and it is what the server answers 404 by, so both agree on what exists.
  const matched = matchAppRoute(location.pathname, { subscriptions: flags.subscriptions });
  if (matched?.id !== route.id) return <NotFoundPage />;
  return <MatchedRouteScreen route={route} />;
}

function MatchedRouteScreen({ route }: RouteScreenProps) {
  const intl = useIntl();
  const location = useLocation();
  useDefaultDocumentTitle(
    route.id === 'landing' ? undefined : intl.formatMessage({ id: routeTitleId(route.id) }),
  );
  const Screen = routeScreens[route.id] ?? screenGroups[route.group];
  return (
    <RouteGuard access={route.access}>
      <ErrorBoundary resetKey={location.pathname} fallback={(error) => <ErrorPanel error={error} />}>
        <Suspense fallback={<ProgressIndicator block />}>
          <Screen routeId={route.id} />
        </Suspense>
      </ErrorBoundary>
    </RouteGuard>
  );
}
