import { addMonths, estateDate } from '../../src/domain/estate-time';
import type { BillLine } from '../modules/billing/bill-csv';
import { seventhAfter, writeBillLines } from '../modules/billing/import.service';
import type { Trx } from '../sync/change-log';
import { demoAccount } from './demo-accounts';

/**
 * The demo resident's levy account: Thandi's unit 12 at Willow Creek (91). The
 * payments seed settles its demo payments against this account number.
 */
export const DEMO_LEVY_ACCOUNT = { estateId: 91, unitNo: '12', accountNumber: 'WC-0012', accountName: 'T Mokoena' } as const;

/** The three months before this estate month, oldest first, and what each billed (cents). */
const DEMO_LEVIES = [185_000, 185_000, 192_000] as const;

/**
 * One levy account and three months of bills for the demo resident's unit (the three months
 * before today's estate month, due the 7th of the month after each), written through the
 * billing module's own writer and published to the unit. The seed runs before the server has
 * its file store, so the statements are rendered with pdfkit on their first request (about 10 ms
 * each) and kept. Runs after seedDemoPeople (the unit exists).
 */
export async function seedDemoBilling(trx: Trx): Promise<void> {
  const { estateId, unitNo, accountNumber, accountName } = DEMO_LEVY_ACCOUNT;
  if (!demoAccount('owner').roles.some((role) => role.estateId === estateId && role.unitNo === unitNo))
    throw new Error('the demo resident no longer holds the levy unit');
  const thisMonth = `${estateDate().slice(0, 7)}-01`;
  const lines: BillLine[] = DEMO_LEVIES.map((amountCents, i) => {
    const period = addMonths(thisMonth, i - DEMO_LEVIES.length).slice(0, 7);
    return { line: i + 2, accountNumber, unitNo, accountName, period, amountCents, dueDate: seventhAfter(period), statementFile: '' };
  });
  // One levy run a month, as the estate office imports them.
  for (const line of lines)
    await writeBillLines(trx, estateId, [line], async () => '', { importedBy: '', importedAt: Date.parse(`${line.period}-25T08:00:00Z`) });
}
