import { createFileRoute } from '@tanstack/react-router';
import { AccessTermScreen } from '../../features/associate-form/AccessTermScreen';
import { UpdateAccessTermScreen } from '../../features/associate-form/UpdateAccessTermScreen';
import { createSearch, type CreateSearch } from '../../features/associates/associate-search';

/** ADD ASSOCIATE for the draft's new associate, or UPDATE ASSOCIATE for an existing one (`associateId`). */
type AccessTermSearch = Pick<CreateSearch, 'unitNo'> & { associateId?: string };

export const Route = createFileRoute('/_app/associates/access-term')({
  validateSearch: (search: Record<string, unknown>): AccessTermSearch => {
    const { unitNo } = createSearch(search);
    const associateId = typeof search.associateId === 'string' && /^[A-Za-z0-9_-]{8,64}$/.test(search.associateId) ? search.associateId : undefined;
    return { ...(unitNo === undefined ? {} : { unitNo }), ...(associateId === undefined ? {} : { associateId }) };
  },
  component: function AccessTermRoute() {
    const { unitNo, associateId } = Route.useSearch();
    return associateId ? <UpdateAccessTermScreen associateId={associateId} unitNo={unitNo ?? ''} /> : <AccessTermScreen unitNo={unitNo} />;
  },
});
