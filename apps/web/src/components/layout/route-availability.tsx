import { createContext, useContext } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';

/** Id of the catch-all route that renders the 404 page. */
export const NOT_FOUND_ROUTE_ID = 'not-found';

/** Answers whether a path leads to a registered screen (anything but the 404 page). */
export type RouteAvailability = (to: string) => boolean;

/**
 * Built from the router's own route table, so a menu entry, footer link or shortcut appears
 * as soon as a later issue registers its route, and never before (no dead links).
 */
export function createRouteAvailability(routes: RouteObject[]): RouteAvailability {
  const cache = new Map<string, boolean>();
  return (to) => {
    const pathname = to.split(/[?#]/)[0] || '/';
    let ok = cache.get(pathname);
    if (ok === undefined) {
      const matches = matchRoutes(routes, pathname);
      const leaf = matches?.[matches.length - 1]?.route;
      ok = Boolean(leaf && leaf.id !== NOT_FOUND_ROUTE_ID);
      cache.set(pathname, ok);
    }
    return ok;
  };
}

const RouteAvailabilityContext = createContext<RouteAvailability>(() => false);

export const RouteAvailabilityProvider = RouteAvailabilityContext.Provider;

export function useRouteAvailability(): RouteAvailability {
  return useContext(RouteAvailabilityContext);
}
