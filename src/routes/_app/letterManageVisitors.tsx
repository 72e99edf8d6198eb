import { createFileRoute } from '@tanstack/react-router';
import { GuestsScreen } from '../../features/letting/GuestsScreen';
import { unitSearch, type UnitSearch } from '../../features/letting/letting-search';

/** /letterManageVisitors, titled Guests: the letting unit's guests against its maximum (spec 2 'Short-term letting'). */
export const Route = createFileRoute('/_app/letterManageVisitors')({
  validateSearch: (search: Record<string, unknown>): UnitSearch => unitSearch(search),
  component: function GuestsRoute() {
    const { unitNo } = Route.useSearch();
    return <GuestsScreen key={unitNo} unitNo={unitNo} />;
  },
});
