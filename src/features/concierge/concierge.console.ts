import type { ConsoleSection } from '../../ui/console-section';
import { ConciergeActionsSection } from './ConciergeActionsSection';
import '../../i18n/areas/concierge';

/** Concierge mode in the manager console: what concierges did for residents (the grant is on each member's row). */
export const consoleSections: readonly ConsoleSection[] = [
  { id: 'concierge-actions', group: 'people', title: 'concierge.console.heading', order: 62, component: ConciergeActionsSection },
];
