import { createFileRoute } from '@tanstack/react-router';
import { VisitorFormScreen } from '../../features/invite-form/VisitorFormScreen';
import { visitorUnitSearch, type VisitorUnitSearch } from '../../features/visitors/visitor-search';

/** The simple visitor form (spec 2 /VisitorInformationScreen). */
export const Route = createFileRoute('/_app/VisitorInformationScreen')({
  validateSearch: (search: Record<string, unknown>): VisitorUnitSearch => visitorUnitSearch(search),
  component: function VisitorFormRoute() {
    const { unitNo } = Route.useSearch();
    return <VisitorFormScreen key={unitNo} unitNo={unitNo} variant="simple" />;
  },
});
