import { createRootRoute } from '@tanstack/react-router';
import { NotFound } from '../features/shell/NotFound';
import { RootLayout } from '../features/shell/RootLayout';

export const Route = createRootRoute({ component: RootLayout, notFoundComponent: NotFound });
