import { createFileRoute } from '@tanstack/react-router';
import { InvitationScreen } from '../features/staff/InvitationScreen';

export const Route = createFileRoute('/invitation')({
  validateSearch: (search: Record<string, unknown>): { token: string } => ({ token: typeof search.token === 'string' ? search.token : '' }),
  component: function InvitationRoute() {
    const { token } = Route.useSearch();
    return <InvitationScreen token={token} />;
  },
});
