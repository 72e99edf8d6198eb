import { createFileRoute } from '@tanstack/react-router';
import { PaymentScreen } from '../../features/billing/PaymentScreen';
import { paymentSearch, type PaymentSearch } from '../../features/billing/billing-search';

/** /Payment?accountNumber= (spec 3, heading Payment): a levy card payment. */
export const Route = createFileRoute('/_app/Payment')({
  validateSearch: (search: Record<string, unknown>): PaymentSearch => paymentSearch(search),
  component: function PaymentRoute() {
    const { accountNumber } = Route.useSearch();
    return <PaymentScreen key={accountNumber} accountNumber={accountNumber} />;
  },
});
