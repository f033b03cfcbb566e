export { buildRoutes, routesFor } from './buildRoutes.tsx';
export { signInRedirect } from './signInRedirect.ts';
export { RouteGuard } from './RouteGuard.tsx';
export { screenLoaders } from './screenGroups.ts';
