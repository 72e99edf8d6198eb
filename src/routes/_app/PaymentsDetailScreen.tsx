import { createFileRoute } from '@tanstack/react-router';
import { PaymentDetailScreen } from '../../features/lagoon/PaymentDetailScreen';
import { idSearch, type IdSearch } from '../../features/lagoon/lagoon-search';

/** /PaymentsDetailScreen?id= (spec 3): one lagoon payment record. */
export const Route = createFileRoute('/_app/PaymentsDetailScreen')({
  validateSearch: (search: Record<string, unknown>): IdSearch => idSearch(search),
  component: function PaymentsDetailRoute() {
    return <PaymentDetailScreen id={Route.useSearch().id} />;
  },
});
