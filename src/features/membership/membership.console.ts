import type { ConsoleSection } from '../../ui/console-section';
import { MembershipConsole } from './MembershipConsole';
import '../../i18n/areas/membership';

/** Requests to join the estate in the manager console (Requests group): approve into a unit with a role, or decline with a reason. */
export const consoleSections: readonly ConsoleSection[] = [
  { id: 'membership', group: 'requests', title: 'membership.console.heading', order: 15, component: MembershipConsole },
];
