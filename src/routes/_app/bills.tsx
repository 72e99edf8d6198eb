import { createFileRoute } from '@tanstack/react-router';
import { BillsScreen } from '../../features/billing/BillsScreen';
import { billsSearch, type BillsSearch } from '../../features/billing/billing-search';

/** /bills?accountType=&defaultAccountNumber= (spec 3): an account's balance, latest bill and history. */
export const Route = createFileRoute('/_app/bills')({
  validateSearch: (search: Record<string, unknown>): BillsSearch => billsSearch(search),
  component: function BillsRoute() {
    return <BillsScreen search={Route.useSearch()} />;
  },
});
