import crypto from 'node:crypto';
import { SANDBOX_RESULTS, type SandboxResult } from '../../src/domain/sandbox-cards';
import { PAYMENT_STATUS_LABELS } from '../../src/i18n/en/billing';
import type { AppContext } from '../context';
import { recordAnsweredPayment } from '../modules/payments/payments.service';
import type { Outcome } from '../modules/payments/settlement.service';
import { demoAccount } from './demo-accounts';
import { demoUser } from './demo-user-ids';
import { DEMO_LEVY_ACCOUNT } from './demo-billing';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the sandbox's card reports, as the payments module settles it. */
const outcome = (state: 'APPROVED' | 'DECLINED', result: SandboxResult, brand: string): Outcome => ({
  state,
  transactionStatus: result.TRANSACTION_STATUS,
  description: state === 'APPROVED' ? PAYMENT_STATUS_LABELS.approved : PAYMENT_STATUS_LABELS.declined,
  resultCode: result.RESULT_CODE,
  resultDesc: result.RESULT_DESC,
  payMethodDetail: brand,
  transactionId: String(crypto.randomInt(100_000_000, 999_999_999)),
});

/**
 * After the demo seed, once the server's context exists (settling hands each payment to the levy
 * account's owner, the billing module, which records it and lowers the balance): Thandi's two
 * card payments against her levy account (server/seed/demo-billing.ts), an approved R1 850.00
 * three weeks ago and a declined R1 920.00 ('Insufficient Funds') three days ago, without
 * notifications (the demo inbox stays spec 1's set). Settled through the payments module's own `settle`.
 */
export async function seedDemoPayments(ctx: AppContext): Promise<void> {
  const thandi = await demoUser(ctx.db, demoAccount('owner').email);
  const { estateId, accountNumber } = DEMO_LEVY_ACCOUNT;
  const now = Date.now();
  const payments = [
    { amountCents: 185_000, ago: 21 * DAY_MS, outcome: outcome('APPROVED', SANDBOX_RESULTS.approved, 'Visa') },
    { amountCents: 192_000, ago: 3 * DAY_MS, outcome: outcome('DECLINED', SANDBOX_RESULTS.insufficientFunds, 'MasterCard') },
  ];
  for (const p of payments) {
    const at = now - p.ago;
    await recordAnsweredPayment(
      ctx,
      thandi.id,
      { purpose: 'levy', estateId, subjectId: accountNumber, requestedCents: p.amountCents, payRequestId: crypto.randomUUID().toUpperCase(), at },
      p.outcome,
      at + 60_000,
    );
  }
}
