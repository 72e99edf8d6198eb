import { createFileRoute, redirect } from '@tanstack/react-router';
import { billsHref, billsSearch } from '../../features/billing/billing-search';

/** /billsDetails (spec 3: where one account leads): the same screen as /bills. */
export const Route = createFileRoute('/_app/billsDetails')({
  beforeLoad: ({ search }) => {
    const { defaultAccountNumber, unitNo } = billsSearch(search as Record<string, unknown>);
    throw redirect({ href: billsHref(defaultAccountNumber, unitNo), replace: true });
  },
});
