import { createFileRoute } from '@tanstack/react-router';
import { DevelopmentsScreen } from '../../features/listings/DevelopmentsScreen';
import { developmentsSearch, type DevelopmentsSearch } from '../../features/listings/listings-search';

/** /Developments (spec 3): tabs To Purchase (default), To Rent, Sold Out as ?tab=rentals|soldout. */
export const Route = createFileRoute('/_app/Developments')({
  validateSearch: (search: Record<string, unknown>): DevelopmentsSearch => developmentsSearch(search),
  component: function DevelopmentsRoute() {
    return <DevelopmentsScreen tab={Route.useSearch().tab ?? 'sales'} />;
  },
});
