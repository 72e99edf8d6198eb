import { createFileRoute } from '@tanstack/react-router';
import { VisitorEnrolmentScreen } from '../../features/visitor-pages/VisitorEnrolmentScreen';
import { enrolmentSearch, type EnrolmentSearch } from '../../features/regular-visitors/visitor-search';

/** /letterEnrolment: the 'Access onboarding' form reached through a join link (spec 2 'Regular visitor and letter onboarding'). */
export const Route = createFileRoute('/_app/letterEnrolment')({
  validateSearch: (search: Record<string, unknown>): EnrolmentSearch => enrolmentSearch(search),
  component: function EnrolmentRoute() {
    const { token, estateId } = Route.useSearch();
    return <VisitorEnrolmentScreen key={token} token={token} estateId={estateId} letting={true} />;
  },
});
