import { createFileRoute } from '@tanstack/react-router';
import { VisitorTypeScreen } from '../../features/invite-form/VisitorTypeScreen';

/** The visitor type tiles (spec 2 /VisitorInviteTypeScreen, /visitorInformation, /visitorInviteTypes: one screen). */
export const Route = createFileRoute('/_app/VisitorInviteTypeScreen')({ component: VisitorTypeScreen });
