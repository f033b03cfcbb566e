// Screen group "admin" (spec part 1 §2): account administration (admins only; the route guard
// sends others away): the staff and admin console.
import { AdminConsolePage } from '../../features/admin/index.ts';
import { ReportsPage } from '../../features/support/index.ts';
import { routeTitleId, type ScreenProps } from './ScreenProps.ts';
import { FeatureUnavailablePage } from '../../components/feature-unavailable/index.ts';

export default function AdminScreens({ routeId }: ScreenProps) {
  if (routeId === 'admin-accounts') return <AdminConsolePage />;
  if (routeId === 'admin-reports') return <ReportsPage />;
  return <FeatureUnavailablePage titleId={routeTitleId(routeId)} />;
}
