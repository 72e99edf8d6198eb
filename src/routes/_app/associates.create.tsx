import { createFileRoute } from '@tanstack/react-router';
import { CreateAssociateScreen } from '../../features/associate-form/CreateAssociateScreen';
import { createSearch, type CreateSearch } from '../../features/associates/associate-search';

/** Without search params (back from the face capture) the form continues from its draft. */
export const Route = createFileRoute('/_app/associates/create')({
  validateSearch: (search: Record<string, unknown>): CreateSearch => createSearch(search),
  component: function CreateAssociateRoute() {
    const { unitNo, type } = Route.useSearch();
    return <CreateAssociateScreen key={`${unitNo ?? ''}|${type ?? ''}`} unitNo={unitNo} type={type} />;
  },
});
