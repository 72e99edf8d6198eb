import type { ConsoleSection } from '../../ui/console-section';
import { SnagsConsole } from './SnagsConsole';
import '../../i18n/areas/snags';

/** Maintenance requests in the manager console: the estate's queue and the status update. */
export const consoleSections: readonly ConsoleSection[] = [
  { id: 'snags', group: 'requests', title: 'snags.console.heading', order: 25, component: SnagsConsole },
];
