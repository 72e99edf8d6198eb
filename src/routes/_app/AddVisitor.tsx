import { createFileRoute } from '@tanstack/react-router';
import { VisitorFormScreen } from '../../features/invite-form/VisitorFormScreen';
import { visitorUnitSearch, type VisitorUnitSearch } from '../../features/visitors/visitor-search';

/** The new-visitor form with an optional e-mail (spec 1 /AddVisitor, spec 2 'New visitor form'). */
export const Route = createFileRoute('/_app/AddVisitor')({
  validateSearch: (search: Record<string, unknown>): VisitorUnitSearch => visitorUnitSearch(search),
  component: function VisitorFormRoute() {
    const { unitNo } = Route.useSearch();
    return <VisitorFormScreen key={unitNo} unitNo={unitNo} variant="new" />;
  },
});
