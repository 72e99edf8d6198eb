import { createFileRoute } from '@tanstack/react-router';
import { SetupScreen } from '../features/operator/SetupScreen';

/** /setup?token=: the operator's one-time set-up link, public. */
export const Route = createFileRoute('/setup')({
  validateSearch: (search: Record<string, unknown>): { token: string } => ({ token: typeof search.token === 'string' ? search.token : '' }),
  component: function SetupRoute() {
    const { token } = Route.useSearch();
    return <SetupScreen key={token} token={token} />;
  },
});
