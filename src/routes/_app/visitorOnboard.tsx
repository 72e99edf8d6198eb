import { createFileRoute } from '@tanstack/react-router';
import { RegularVisitorsHomeScreen } from '../../features/regular-visitors/RegularVisitorsHomeScreen';
import { homeSearch, type HomeSearch } from '../../features/regular-visitors/visitor-search';

/** /visitorOnboard: the regular visitors of a unit, registered and pending (spec 2 'Regular visitors'). */
export const Route = createFileRoute('/_app/visitorOnboard')({
  validateSearch: (search: Record<string, unknown>): HomeSearch => homeSearch(search),
  component: function VisitorOnboardRoute() {
    const { unitNo, tab } = Route.useSearch();
    return <RegularVisitorsHomeScreen key={unitNo} unitNo={unitNo} tab={tab} />;
  },
});
