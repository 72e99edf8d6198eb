import { createFileRoute } from '@tanstack/react-router';
import { InviteDetailsScreen } from '../../features/invite-form/InviteDetailsScreen';

/** The staged invite of a one-off visitor: validity, dates, times, zones, multi-entry (spec 2 'Visitor invite (regular/staged)'). */
export const Route = createFileRoute('/_app/visitorInviteDetails')({ component: InviteDetailsScreen });
