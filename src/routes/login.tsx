import { createFileRoute, redirect } from '@tanstack/react-router';
import { LoginScreen } from '../features/auth/LoginScreen';
import { getSession } from '../sync/session-read';

export const Route = createFileRoute('/login')({
  beforeLoad: async () => {
    if (await getSession()) throw redirect({ to: '/home', replace: true });
  },
  component: LoginScreen,
});
