import { createFileRoute } from '@tanstack/react-router';
import { JoinScreen } from '../features/visitor-pages/JoinScreen';

/** /join/{token}: a regular visitor's or letter's invitation, public (before sign-up or sign-in). */
export const Route = createFileRoute('/join/$token')({
  component: function JoinRoute() {
    const { token } = Route.useParams();
    return <JoinScreen key={token} token={token} />;
  },
});
