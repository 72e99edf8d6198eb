import { createFileRoute } from '@tanstack/react-router';
import { AccountFormScreen } from '../../features/records/AccountFormScreen';

export const Route = createFileRoute('/_app/EditAccount')({
  validateSearch: (search: Record<string, unknown>): { accountID: string } => ({ accountID: typeof search.accountID === 'string' ? search.accountID : '' }),
  component: function EditAccountRoute() {
    const { accountID } = Route.useSearch();
    return <AccountFormScreen key={accountID} accountID={accountID} />;
  },
});
