import { createFileRoute, redirect } from '@tanstack/react-router';
import { AppLayout } from '../features/shell/AppLayout';
import { getSession } from '../sync/session';

/** The one place that keeps signed-out users out: every child route needs a session. */
export const Route = createFileRoute('/_app')({
  beforeLoad: async () => {
    if (!(await getSession())) throw redirect({ to: '/login' });
  },
  component: AppLayout,
});
