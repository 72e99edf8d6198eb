// The first-load baseline of `npm run bench` (bench/first-load.ts): the least a React app with
// TanStack Router ships, with one route, built by vite with the app's build settings. The app's
// first-load JavaScript is compared with this.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';

const rootRoute = createRootRoute({ component: Outlet });
const homeRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => <h1>Home</h1> });
const router = createRouter({ routeTree: rootRoute.addChildren([homeRoute]) });

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}
