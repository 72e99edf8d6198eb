import type { ConsoleSection } from '../../ui/console-section';
import { PeopleSettings } from './PeopleSettings';
import '../../i18n/areas/manager';

/** The estate's people settings in the manager console, after the units' limits (people). */
export const consoleSections: readonly ConsoleSection[] = [
  { id: 'people-settings', group: 'settings', title: 'manager.people.heading', order: 90, component: PeopleSettings },
];
