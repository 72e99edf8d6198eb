import type { ConsoleSection } from '../../ui/console-section';
import { MembersSection } from './MembersSection';
import { SendSection } from './SendSection';
import { TodaySection } from './TodaySection';
import '../../i18n/areas/console';
import '../../i18n/areas/manager';

/** The console's own sections: Today's figures, sending notifications, the members (the gate's visitor log is the access area's). */
export const consoleSections: readonly ConsoleSection[] = [
  { id: 'today', group: 'today', title: 'console.today.heading', order: 1, component: TodaySection },
  { id: 'send', group: 'today', title: 'manager.send.heading', order: 50, component: SendSection },
  { id: 'members', group: 'people', title: 'manager.members.heading', order: 60, component: MembersSection },
];
