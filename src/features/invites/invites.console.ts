import type { ConsoleSection } from '../../ui/console-section';
import { InviteSettings } from './InviteSettings';
import '../../i18n/areas/invites';

/** The invites area in the manager console: the estate's visitor invite settings. */
export const consoleSections: readonly ConsoleSection[] = [
  { id: 'invite-settings', group: 'settings', title: 'invites.settings.heading', order: 100, component: InviteSettings },
];
