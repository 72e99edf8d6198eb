import { createFileRoute } from '@tanstack/react-router';
import { BookingHistoryScreen } from '../../features/lagoon/BookingHistoryScreen';

/** /BookingHistory (spec 3): the lagoon payment history. */
export const Route = createFileRoute('/_app/BookingHistory')({ component: BookingHistoryScreen });
