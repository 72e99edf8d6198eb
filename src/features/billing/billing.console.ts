import type { ConsoleSection } from '../../ui/console-section';
import { BillImport } from './BillImport';
import { LevyRunsSection } from './LevyRunsSection';
import '../../i18n/areas/billing';

/** The billing area in the manager console: the levy bill import, and who has paid each levy run. */
export const consoleSections: readonly ConsoleSection[] = [
  { id: 'bill-import', group: 'levies', title: 'billing.importHeading', order: 40, component: BillImport },
  { id: 'levy-runs', group: 'levies', title: 'levyRuns.heading', order: 45, component: LevyRunsSection },
];
