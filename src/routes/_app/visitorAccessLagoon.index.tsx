import { createFileRoute, redirect } from '@tanstack/react-router';
import { VisitorAccessScreen } from '../../features/visitors/VisitorAccessScreen';
import { visitorUnitSearch, type VisitorUnitSearch } from '../../features/visitors/visitor-search';

/** 'Visitor Access' of one unit (spec 2); without a unit, the visitor unit picker chooses one. */
export const Route = createFileRoute('/_app/visitorAccessLagoon/')({
  validateSearch: (search: Record<string, unknown>): VisitorUnitSearch => visitorUnitSearch(search),
  beforeLoad: ({ search }) => {
    if (!search.unitNo) throw redirect({ to: '/visitorUnits', replace: true });
  },
  component: function VisitorAccessRoute() {
    const { unitNo } = Route.useSearch();
    return <VisitorAccessScreen key={unitNo} unitNo={unitNo} />;
  },
});
