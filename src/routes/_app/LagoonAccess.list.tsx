import { createFileRoute, redirect } from '@tanstack/react-router';
import { LagoonAccessScreen } from '../../features/lagoon/LagoonAccessScreen';
import { lagoonUnitSearch, type LagoonUnitSearch } from '../../features/lagoon/lagoon-search';

/** /LagoonAccess/list?unitNo= (spec 3: where the unit selection leads): the unit's lagoon form. */
export const Route = createFileRoute('/_app/LagoonAccess/list')({
  validateSearch: (search: Record<string, unknown>): LagoonUnitSearch => lagoonUnitSearch(search),
  beforeLoad: ({ search }) => {
    if (!search.unitNo) throw redirect({ to: '/LagoonAccess', search: { unitNo: '' }, replace: true });
  },
  component: function LagoonAccessListRoute() {
    const { unitNo } = Route.useSearch();
    return <LagoonAccessScreen key={unitNo} unitNo={unitNo} />;
  },
});
