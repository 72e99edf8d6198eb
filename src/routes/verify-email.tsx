import { createFileRoute } from '@tanstack/react-router';
import { VerifyEmailScreen } from '../features/auth/VerifyEmailScreen';

export const Route = createFileRoute('/verify-email')({
  validateSearch: (search: Record<string, unknown>): { token: string } => ({ token: typeof search.token === 'string' ? search.token : '' }),
  component: function VerifyEmailRoute() {
    const { token } = Route.useSearch();
    return <VerifyEmailScreen token={token} />;
  },
});
