import { createFileRoute } from '@tanstack/react-router';
import { SportsTokensScreen } from '../../features/sports-tokens/SportsTokensScreen';

/** /SportsTokens: the user's Sports Token balance, history and the token and promo modals (spec 3 'Bookings content'). */
export const Route = createFileRoute('/_app/SportsTokens')({
  component: SportsTokensScreen,
});
