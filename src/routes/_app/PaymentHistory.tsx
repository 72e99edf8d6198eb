import { createFileRoute } from '@tanstack/react-router';
import { PaymentHistoryScreen } from '../../features/billing/PaymentHistoryScreen';

/** /PaymentHistory (spec 3, title History): the user's levy payments. */
export const Route = createFileRoute('/_app/PaymentHistory')({ component: PaymentHistoryScreen });
