import { UNIT_PEOPLE_ROLES } from '../../../src/domain/roles';
import { BILLING_MESSAGES, PAYMENT_MESSAGES } from '../../../src/i18n/en/billing';
import { format } from '../../../src/i18n/format';
import { requireAccess } from '../../auth/authorize';
import type { PaymentPurposeHandler } from '../../context';
import { badRequest, notFound } from '../../lib/errors';
import { publishAccount } from './accounts.service';
import { refreshRuns } from './levy-runs.service';
import * as repo from './billing.repository';

/**
 * The 'levy' payment purpose (server/context.ts PaymentPurposeHandler), called by the payments
 * module: `prepare` when a payment starts, `settled` once when it leaves PENDING.
 *
 * Who may pay: a unit's people (UNIT_PEOPLE_ROLES: its resident, owner or associate delegate,
 * every role that names a unit), the same people who read its bills through the unit's scope.
 * The payer chooses the amount (the contract's AmountCentsSchema checks the minimum).
 */
export const levyPayments: PaymentPurposeHandler = {
  async prepare(trx, userId, { estateId, subjectId, requestedCents }) {
    await requireAccess(trx, userId, { estateId, member: true, message: BILLING_MESSAGES.notYours, code: 'billing/not-yours' });
    const account = await repo.findAccount(trx, estateId, subjectId);
    if (!account) throw notFound(BILLING_MESSAGES.noAccount, 'billing/no-account');
    await requireAccess(trx, userId, {
      estateId,
      unitNo: account.unit_no,
      roles: UNIT_PEOPLE_ROLES,
      message: BILLING_MESSAGES.notYours,
      code: 'billing/not-yours',
    });
    if (requestedCents === null || !Number.isInteger(requestedCents) || requestedCents < 100)
      throw badRequest(PAYMENT_MESSAGES.amountInvalid, 'billing/amount');
    return {
      estateId,
      unitNo: account.unit_no,
      amountCents: requestedCents,
      description: format(BILLING_MESSAGES.paymentDescription, { account: account.account_no }),
    };
  },

  /**
   * Records the payment in the levy ledger once (its id is the key: a second call changes
   * nothing) and, when APPROVED, republishes the account with its lower balance. Takes the
   * account's row lock first (PostgreSQL), so call it before the settling transaction publishes
   * (lock order: rows, then the change log).
   */
  async settled(trx, payment, ctx) {
    if (payment.purpose !== 'levy') return;
    await repo.lockAccounts(trx, ctx.dialect, payment.estateId, [payment.subjectId]);
    const recorded = await repo.insertLevyPaymentOnce(trx, {
      payment_id: payment.id,
      estate_id: payment.estateId,
      account_no: payment.subjectId,
      amount_cents: payment.amountCents,
      state: payment.state,
      settled_at: payment.settledAt ?? Date.now(),
    });
    if (!recorded || payment.state !== 'APPROVED') return;
    if (!(await repo.findAccount(trx, payment.estateId, payment.subjectId))) return;
    await publishAccount(trx, payment.estateId, payment.subjectId);
    // Who has paid each levy run follows the settled payment.
    await refreshRuns(trx, payment.estateId, [payment.subjectId]);
  },
};
