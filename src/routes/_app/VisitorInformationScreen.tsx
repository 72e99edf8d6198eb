import { createFileRoute } from '@tanstack/react-router';
import { InviteScreen } from '../../features/invite-form/InviteScreen';
import { visitorUnitSearch, type VisitorUnitSearch } from '../../features/visitors/visitor-search';

/** The invite on one screen: who, when, zones and Share (spec 2 /VisitorInformationScreen; README 'Deliberate departures'). */
export const Route = createFileRoute('/_app/VisitorInformationScreen')({
  validateSearch: (search: Record<string, unknown>): VisitorUnitSearch => visitorUnitSearch(search),
  component: function InviteRoute() {
    const { unitNo, userID = '' } = Route.useSearch();
    return <InviteScreen key={`${unitNo}:${userID}`} unitNo={unitNo} userID={userID} variant="simple" />;
  },
});
