import type { Module } from '../../context';
import { billingRoutes } from './billing.routes';
import { levyPayments } from './levy-payments.service';
import { billingMigration } from './migrations/055_billing';
import { levyRunsMigration } from './migrations/071_levy_runs';
import { refreshStaleRuns } from './levy-runs.service';
// Adds the area's tables to Database (declaration merging).
import './billing.tables';
import { seedDemoBilling } from '../../seed/demo-billing';

/**
 * Levy bills (spec 3 'Levy bills and card payment'): a unit's levy accounts and
 * monthly bills (unit scope), the estate office's CSV import in the manager console, statement
 * PDFs (uploaded or rendered with pdfkit), and the 'levy' payment purpose whose settled payments
 * make the balance. The rows belong to units, not users: nothing to erase with an account.
 */
export const billingModule: Module = {
  name: 'billing',
  routes: billingRoutes,
  payments: { levy: levyPayments },
  migrations: {
    '055_billing': billingMigration,
    '071_levy_runs': levyRunsMigration,
  },
  // Runs the migration made from bills imported before runs existed: what was paid of them, once.
  boot: (db) => refreshStaleRuns(db),
  seed: { after: ['auth'], rows: seedDemoBilling },
};
