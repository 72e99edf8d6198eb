import type { ConsoleSection } from '../../ui/console-section';
import { PeopleRequests } from './PeopleRequests';
import { UnitLimits } from './UnitLimits';

/** The people area in the manager console: requests to decide, the units' limits (the people settings: people-settings). */
export const consoleSections: readonly ConsoleSection[] = [
  { id: 'requests', group: 'requests', title: 'manager.requests.heading', order: 20, component: PeopleRequests },
  { id: 'units', group: 'people', title: 'manager.units.heading', order: 80, component: UnitLimits },
];
