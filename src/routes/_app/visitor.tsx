import { createFileRoute } from '@tanstack/react-router';
import { VisitorTabsScreen } from '../../features/visitors/VisitorTabsScreen';
import { visitorTabsSearch, type VisitorTabsSearch } from '../../features/visitors/visitor-search';

/** Visitors in tabs (spec 2 /visitor; spec 1 /Visitor is the same route: paths match case-insensitively). */
export const Route = createFileRoute('/_app/visitor')({
  validateSearch: (search: Record<string, unknown>): VisitorTabsSearch => visitorTabsSearch(search),
  component: function VisitorTabsRoute() {
    const { unitNo, tab } = Route.useSearch();
    return <VisitorTabsScreen unitNo={unitNo} tab={tab} />;
  },
});
