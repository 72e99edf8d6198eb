import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordScreen } from '../features/auth/ResetPasswordScreen';

export const Route = createFileRoute('/reset-password')({
  validateSearch: (search: Record<string, unknown>): { token: string } => ({ token: typeof search.token === 'string' ? search.token : '' }),
  component: function ResetPasswordRoute() {
    const { token } = Route.useSearch();
    return <ResetPasswordScreen token={token} />;
  },
});
