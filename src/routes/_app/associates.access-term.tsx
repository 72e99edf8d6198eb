import { createFileRoute } from '@tanstack/react-router';
import { AccessTermScreen } from '../../features/associate-form/AccessTermScreen';
import { createSearch, type CreateSearch } from '../../features/associates/associate-search';

export const Route = createFileRoute('/_app/associates/access-term')({
  validateSearch: (search: Record<string, unknown>): Pick<CreateSearch, 'unitNo'> => {
    const { unitNo } = createSearch(search);
    return unitNo === undefined ? {} : { unitNo };
  },
  component: function AccessTermRoute() {
    return <AccessTermScreen unitNo={Route.useSearch().unitNo} />;
  },
});
