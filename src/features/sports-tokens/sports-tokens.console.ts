import type { ConsoleSection } from '../../ui/console-section';
import { SportsTokensConsole } from './SportsTokensConsole';
import '../../i18n/areas/sports-tokens';

/** Sports tokens in the manager console: grants, balances and the bookings content. */
export const consoleSections: readonly ConsoleSection[] = [
  { id: 'sports-tokens', group: 'bookings', title: 'tokens.manager.heading', order: 38, component: SportsTokensConsole },
];
