import type { ConsoleSection } from '../../ui/console-section';
import { BillImport } from './BillImport';

/** The billing area in the manager console: the levy bill import. */
export const consoleSections: readonly ConsoleSection[] = [{ id: 'bill-import', group: 'levies', title: 'billing.importHeading', order: 40, component: BillImport }];
