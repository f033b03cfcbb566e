// Last line of defence: an error that escaped every boundary below the router.
import { useRouteError } from 'react-router';
import { ErrorPanel } from '../../components/error-boundary/index.ts';

export function RouteErrorPage() {
  const error = useRouteError();
  return <ErrorPanel error={error} />;
}
