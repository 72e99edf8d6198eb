import { createFileRoute } from '@tanstack/react-router';
import { AccountTypeSelectScreen } from '../../features/billing/AccountTypeSelectScreen';
import { unitSearch, type UnitSearch } from '../../features/billing/billing-search';

/** /accounttypesselect?unitNo= (spec 3): the unit's account types (Estate Levies). */
export const Route = createFileRoute('/_app/accounttypesselect')({
  validateSearch: (search: Record<string, unknown>): UnitSearch => unitSearch(search),
  component: function AccountTypeSelectRoute() {
    const { unitNo } = Route.useSearch();
    return <AccountTypeSelectScreen key={unitNo} unitNo={unitNo} />;
  },
});
