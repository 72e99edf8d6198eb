import { createFileRoute } from '@tanstack/react-router';
import { AccessScreen } from '../../features/access/AccessScreen';
import { UpcomingInvites } from '../../features/regular-visitors/UpcomingInvites';

/** /regularVisitorAccess: the Regular Visitor's access tab: their own rotating code, then their upcoming invites. */
export const Route = createFileRoute('/_app/regularVisitorAccess')({
  component: function RegularVisitorAccessRoute() {
    return (
      <AccessScreen>
        <UpcomingInvites />
      </AccessScreen>
    );
  },
});
