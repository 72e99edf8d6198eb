import { createFileRoute, redirect } from '@tanstack/react-router';

/** The spec's /notificationsScreen is the inbox. */
export const Route = createFileRoute('/_app/notificationsScreen')({
  beforeLoad: () => {
    throw redirect({ to: '/notifications' });
  },
});
