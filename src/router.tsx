import { createRouter } from '@tanstack/react-router';
import { NotFound } from './features/shell/NotFound';
import { LoadingOverlay } from './ui/LoadingOverlay';
import { routeTree } from './routeTree.gen';

export const router = createRouter({
  routeTree,
  defaultPreload: 'intent',
  defaultNotFoundComponent: NotFound,
  // A navigation that waits (a screen's code still on its way on a weak signal, a beforeLoad reading the session) shows
  // progress after 300 ms instead of leaving the last screen frozen (issue 30: "every wait over 300 ms shows progress").
  defaultPendingComponent: LoadingOverlay,
  defaultPendingMs: 300,
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
