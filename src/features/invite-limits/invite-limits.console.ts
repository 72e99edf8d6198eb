import type { ConsoleSection } from '../../ui/console-section';
import { ResidentInvitesConsole } from './ResidentInvitesConsole';
import '../../i18n/areas/invite-limits';

/** Residents' own visitor invites in the manager console (People group): block or cap each resident's invites. */
export const consoleSections: readonly ConsoleSection[] = [
  { id: 'resident-invites', group: 'people', title: 'inviteLimits.console.heading', order: 65, component: ResidentInvitesConsole },
];
