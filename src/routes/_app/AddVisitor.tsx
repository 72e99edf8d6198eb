import { createFileRoute } from '@tanstack/react-router';
import { InviteScreen } from '../../features/invite-form/InviteScreen';
import { visitorUnitSearch, type VisitorUnitSearch } from '../../features/visitors/visitor-search';

/** The new-visitor form with an optional e-mail (spec 1 /AddVisitor, spec 2 'New visitor form'). */
export const Route = createFileRoute('/_app/AddVisitor')({
  validateSearch: (search: Record<string, unknown>): VisitorUnitSearch => visitorUnitSearch(search),
  component: function InviteRoute() {
    const { unitNo } = Route.useSearch();
    return <InviteScreen key={unitNo} unitNo={unitNo} variant="new" />;
  },
});
