import { createFileRoute } from '@tanstack/react-router';
import { unitSearch, type UnitSearch } from '../../features/letting/letting-search';
import { LettingInviteScreen } from '../../features/letting/LettingInviteScreen';

/** /inviteLettingUser: the Short Term Letting invite form (spec 2; the spec names no path for it). */
export const Route = createFileRoute('/_app/inviteLettingUser')({
  validateSearch: (search: Record<string, unknown>): UnitSearch => unitSearch(search),
  component: function LettingInviteRoute() {
    const { unitNo } = Route.useSearch();
    return <LettingInviteScreen key={unitNo} unitNo={unitNo} />;
  },
});
