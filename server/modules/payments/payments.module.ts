import type { Module } from '../../context';
import { deliverHeldNotifies } from './paygate-sandbox.service';
import { clearPayerEmail } from './payments.repository';
import { paymentsPublicRoutes, paymentsRoutes } from './payments.routes';
import { reconcilePayments } from './settlement.service';
import { paymentsMigration } from './migrations/054_payments';
// Adds the area's tables to Database (declaration merging).
import './payments.tables';
import { seedDemoPayments } from '../../seed/demo-payments';

const FIVE_MINUTES = 5 * 60 * 1000;

/**
 * Card payments (spec 3 levy and lagoon payments): the PayGate PayWeb3 adapter or the
 * built-in sandbox that speaks the same protocol, payment attempts, settlement exactly once on the
 * gateway's word (notify, return, status call or the reconciliation job), each purpose's owner
 * told once (`Module.payments` of the billing and bookings modules).
 */
export const paymentsModule: Module = {
  name: 'payments',
  publicRoutes: paymentsPublicRoutes,
  routes: paymentsRoutes,
  jobs: [
    {
      name: 'payments reconciliation',
      everyMs: FIVE_MINUTES,
      async run(ctx, log) {
        const done = await reconcilePayments(ctx);
        if (done.checked > 0) log.info(done, 'payments: attempts pending for 30 minutes queried at the gateway');
      },
    },
    {
      name: 'paygate sandbox late notifies',
      everyMs: 5000,
      async run(ctx) {
        if (ctx.config.paygate.mode === 'sandbox') await deliverHeldNotifies(ctx);
      },
    },
  ],
  // A payment is a financial record: it stays when the payer's account goes; their e-mail on it does not.
  keptOnAccountDeletion: ['payments'],
  onAccountDeletion: clearPayerEmail,
  migrations: {
    '054_payments': paymentsMigration,
  },
  // The demo card payments pay the levy account the billing seed makes.
  seed: { after: ['billing'], withContext: seedDemoPayments },
};
