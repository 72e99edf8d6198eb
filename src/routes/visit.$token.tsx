import { createFileRoute } from '@tanstack/react-router';
import { VisitPageScreen } from '../features/visitor-pages/VisitPageScreen';

/** The visitor's pass page: public, no account (outside the signed-in layout). */
export const Route = createFileRoute('/visit/$token')({
  component: function VisitRoute() {
    const { token } = Route.useParams();
    return <VisitPageScreen token={token} />;
  },
});
