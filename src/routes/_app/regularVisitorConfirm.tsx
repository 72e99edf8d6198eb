import { createFileRoute } from '@tanstack/react-router';
import { RegularVisitorConfirmScreen } from '../../features/regular-visitors/RegularVisitorConfirmScreen';

/** /regularVisitorConfirm: the regular visitor confirm screen (the spec names no path for it). */
export const Route = createFileRoute('/_app/regularVisitorConfirm')({ component: RegularVisitorConfirmScreen });
