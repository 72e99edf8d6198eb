import type { ConsoleSection } from '../../ui/console-section';
import { PeopleRequests } from './PeopleRequests';
import { PeopleSettings } from './PeopleSettings';
import { UnitLimits } from './UnitLimits';

/** The people area in the manager console: requests to decide, the units' limits, the people settings. */
export const consoleSections: readonly ConsoleSection[] = [
  { id: 'requests', title: 'manager.requests.heading', order: 20, component: PeopleRequests },
  { id: 'units', title: 'manager.units.heading', order: 80, component: UnitLimits },
  { id: 'people-settings', title: 'manager.people.heading', order: 90, component: PeopleSettings },
];
