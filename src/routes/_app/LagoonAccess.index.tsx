import { createFileRoute } from '@tanstack/react-router';
import { LagoonAccessScreen } from '../../features/lagoon/LagoonAccessScreen';
import { lagoonUnitSearch, type LagoonUnitSearch } from '../../features/lagoon/lagoon-search';
import { LagoonUnitPickerScreen } from '../../features/lagoon/LagoonUnitPickerScreen';

/** /LagoonAccess (spec 3): without a unit, 'Select Stand/Unit Number'; with ?unitNo=, the unit's lagoon form. */
export const Route = createFileRoute('/_app/LagoonAccess/')({
  validateSearch: (search: Record<string, unknown>): LagoonUnitSearch => lagoonUnitSearch(search),
  component: function LagoonAccessRoute() {
    const { unitNo } = Route.useSearch();
    return unitNo ? <LagoonAccessScreen key={unitNo} unitNo={unitNo} /> : <LagoonUnitPickerScreen />;
  },
});
