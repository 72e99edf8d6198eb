import type { ConsoleSection } from '../../ui/console-section';
import { VisitorLogSection } from './VisitorLogSection';
import '../../i18n/areas/access';

/** The gate in the manager console: the visitor log of every gate decision. */
export const consoleSections: readonly ConsoleSection[] = [
  { id: 'visitor-log', group: 'gate', title: 'gateLog.heading', order: 70, component: VisitorLogSection },
];
