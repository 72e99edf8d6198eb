import type { ConsoleSection } from '../../ui/console-section';
import { EventsSection } from './EventsSection';
import { MembersSection } from './MembersSection';
import { SendSection } from './SendSection';

/** The console's own sections: sending notifications, the members, the recent gate events. */
export const consoleSections: readonly ConsoleSection[] = [
  { id: 'send', title: 'manager.send.heading', order: 50, component: SendSection },
  { id: 'members', title: 'manager.members.heading', order: 60, component: MembersSection },
  { id: 'events', title: 'manager.events.heading', order: 70, component: EventsSection },
];
