import type { ConsoleSection } from '../../ui/console-section';
import { PeopleRequests } from './PeopleRequests';
import '../../i18n/areas/manager';

/** The people area in the manager console: requests to decide (the units: src/features/units; the people settings: people-settings). */
export const consoleSections: readonly ConsoleSection[] = [
  { id: 'requests', group: 'requests', title: 'manager.requests.heading', order: 20, component: PeopleRequests },
];
