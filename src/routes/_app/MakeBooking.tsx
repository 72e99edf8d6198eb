import { createFileRoute } from '@tanstack/react-router';
import { MakeBookingScreen } from '../../features/bookings/MakeBookingScreen';

/** /MakeBooking: the estate's facilities (spec 3 'Bookings'). */
export const Route = createFileRoute('/_app/MakeBooking')({ component: MakeBookingScreen });
