import { createFileRoute, redirect } from '@tanstack/react-router';
import { landingPath } from '../app/landing';
import { LoginScreen } from '../features/auth/LoginScreen';
import { getSession } from '../sync/session-read';

export const Route = createFileRoute('/')({
  beforeLoad: async () => {
    if (await getSession()) throw redirect({ to: await landingPath(5_000), replace: true });
  },
  component: LoginScreen,
});
