/** What a screen-group module receives: the id of the route (contract `appRoutes`) to show. */
export interface ScreenProps {
  readonly routeId: string;
}

/** The message id naming a route (page titles, "not available yet"). */
export const routeTitleId = (routeId: string): string => `route.${routeId}`;
