import type { AnyRouter } from '@tanstack/react-router';

/**
 * Loads the code of `path`'s screen and of its layouts (their route chunks) now, without running
 * their loads or guards (beforeLoad): at start beside the session read and the layout's checks,
 * and at sign-in for the landing while the first pull runs (on a fresh device that pull is the
 * whole bootstrap, and on a weak signal the screen's chunks would otherwise queue after it).
 */
export function loadScreenCode(router: AnyRouter, path: string): void {
  const [routes] = router.getMatchedRoutes(path);
  for (const route of routes) void router.loadRouteChunk(route)?.catch(() => undefined);
}
