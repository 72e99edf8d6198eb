import { createFileRoute } from '@tanstack/react-router';
import { EstateDevelopmentScreen } from '../../features/listings/EstateDevelopmentScreen';
import { idSearch, type IdSearch } from '../../features/listings/listings-search';

/** /EstateDevelopments?id= (spec 3): one development. */
export const Route = createFileRoute('/_app/EstateDevelopments')({
  validateSearch: (search: Record<string, unknown>): IdSearch => idSearch(search),
  component: function EstateDevelopmentsRoute() {
    return <EstateDevelopmentScreen id={Route.useSearch().id} />;
  },
});
