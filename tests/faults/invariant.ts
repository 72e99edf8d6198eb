import type { Device } from './device';
import type { Counts } from './runner';
import type { Schedule, Write } from './schedule';
import { LEVY_BILL_CENTS, PAYMENT_CENTS, raceSlot, type Users, type World } from './world';

/**
 * The invariant after each schedule, once the heal has settled every write:
 * - every write the screen called saved, or that settled saved later, is on the server exactly
 *   once (its row with its values; each processed mutation advanced the user's clients' ids once);
 * - every refused write is visible as refused (the screen's answer, or a failed outbox entry) and
 *   none of it is on the server; a write the server must refuse (an estate of no role) is refused;
 * - nothing else changed (no other accounts or bookings, no change-log rows beyond the expected
 *   ones, one recorded refusal per refused write), and every device shows the server's rows.
 */
export type Tracked = {
  step: number;
  device: number;
  user: 'u1' | 'u2';
  write: Write | { op: 'booking'; bookingId: string };
  /** What the screen's own write function answered. */
  screen: 'synced' | 'pending' | 'refused';
  screenMessage?: string;
  /** accounts.add / accounts.edit: the account's row id on the device. */
  accountId?: string;
  /** After the heal. */
  final?: 'saved' | 'refused' | 'pending';
};

/** A card payment of the schedule: started (the server's answer reached the device) or not. */
export type PayRecord = { step: number; card: 'approved' | 'declined'; account: string; paymentId?: string; payRequestId?: string };

/** Rows a settled payment publishes: the payment, the account's balance and bills, the levy run's paid figures (to its managers), its notification. */
const PAYMENT_TABLES = new Set(['payments', 'levyAccounts', 'bills', 'levyRuns', 'levyRunBills', 'notifications']);

type OutboxRow = { name: string; args: unknown; status: string; error?: string };

function matches(t: Tracked, e: OutboxRow): boolean {
  const args = e.args as Record<string, unknown>;
  switch (t.write.op) {
    case 'contacts':
      return e.name === 'contacts.save' && args.cellNumber === t.write.cell;
    case 'account-add':
    case 'account-add-foreign':
      return e.name === 'accounts.add' && args.accountNumber === t.write.number;
    case 'account-edit':
      return e.name === 'accounts.edit' && args.accountNumber === t.write.number;
    case 'booking':
      return e.name === 'bookings.request' && args.id === t.write.bookingId;
  }
}

export async function checkInvariant(
  world: World,
  schedule: Schedule,
  users: Users,
  tracked: Tracked[],
  deviceOf: (index: number) => Device,
  before: Counts,
  payments: PayRecord[] = [],
): Promise<string[]> {
  const v: string[] = [];
  const userId = (t: Tracked) => (t.user === 'u2' ? users.u2.userId : users.u1.userId);

  // 1. What each write became on its device.
  const outboxes = new Map<number, OutboxRow[]>();
  for (const index of schedule.devices) outboxes.set(index, await deviceOf(index).run((c) => c.db.outbox.toArray()));
  for (const t of tracked) {
    const entry = outboxes.get(t.device)?.find((e) => matches(t, e));
    if (t.screen === 'refused') t.final = 'refused';
    else if (!entry) t.final = 'saved';
    else if (entry.status === 'failed') t.final = 'refused';
    else t.final = 'pending';
    if (t.screen === 'synced' && t.final !== 'saved') v.push(`step ${t.step}: the screen said saved, the device now says ${t.final}`);
    if (t.final === 'pending') v.push(`step ${t.step}: ${t.write.op} still pending after the heal`);
    if (t.write.op === 'account-add-foreign' && t.final === 'saved') v.push(`step ${t.step}: an account at an estate of no role was saved`);
  }
  for (const [index, rows] of outboxes) {
    const strays = rows.filter((e) => !tracked.some((t) => t.device === index && matches(t, e)));
    if (strays.length > 0) v.push(`device ${index}: outbox entries no write made: ${JSON.stringify(strays.map((e) => [e.name, e.status]))}`);
  }

  // 2. Accounts: the saved ones with their last saved number, none of the refused ones, nothing else.
  const serverAccounts = await world.db
    .selectFrom('user_accounts')
    .select(['id', 'account_number', 'estate_id'])
    .where('user_id', '=', users.u1.userId)
    .execute();
  const expected = new Map<string, string>();
  for (const t of tracked) {
    if (t.write.op !== 'account-add' && t.write.op !== 'account-add-foreign' && t.write.op !== 'account-edit') continue;
    if (t.final !== 'saved') continue;
    if (!t.accountId) {
      v.push(`step ${t.step}: saved ${t.write.op} without an account id on the device`);
      continue;
    }
    expected.set(t.accountId, t.write.number);
  }
  for (const t of tracked) {
    if (t.write.op !== 'account-add' && t.write.op !== 'account-add-foreign') continue;
    const number = t.write.number;
    const onServer = serverAccounts.filter((a) => a.account_number === number || (t.accountId !== undefined && a.id === t.accountId));
    if (t.final === 'refused' && onServer.length > 0) v.push(`step ${t.step}: refused ${t.write.op} ${number} is on the server`);
    if (t.final === 'saved' && !onServer.some((a) => a.id === t.accountId)) v.push(`step ${t.step}: saved ${t.write.op} ${number} is not on the server`);
  }
  for (const a of serverAccounts) {
    const want = expected.get(a.id);
    if (want === undefined) v.push(`account ${a.id} (${a.account_number}) on the server that no saved write made`);
    else if (a.account_number !== want) v.push(`account ${a.id}: the server has ${a.account_number}, the last saved write ${want}`);
  }
  for (const id of expected.keys()) if (!serverAccounts.some((a) => a.id === id)) v.push(`account ${id}: saved, missing on the server`);

  // 3. Contacts: the last saved write of one of the user's devices (each device's writes apply in its order).
  const cell = (await world.db.selectFrom('contacts').select('cell').where('user_id', '=', users.u1.userId).executeTakeFirst())?.cell;
  const lastSaved = new Map<number, string>();
  for (const t of tracked) if (t.write.op === 'contacts' && t.final === 'saved') lastSaved.set(t.device, t.write.cell);
  if (lastSaved.size > 0 && ![...lastSaved.values()].includes(cell ?? ''))
    v.push(`contacts: the server has ${cell}, expected the last saved of ${JSON.stringify([...lastSaved.values()])}`);
  const anyContacts = tracked.some((t) => t.write.op === 'contacts');
  if (lastSaved.size === 0 && anyContacts && cell !== undefined && tracked.some((t) => t.write.op === 'contacts' && t.write.cell === cell))
    v.push(`contacts: the server has ${cell}, which no saved write holds`);

  // 4. The race: one booking at most, the saved one; the refused one absent.
  const bookings = tracked.filter((t) => t.write.op === 'booking');
  if (bookings.length > 0) {
    const slot = raceSlot(schedule.seed);
    const rows = await world.db
      .selectFrom('bookings')
      .select(['id', 'user_id'])
      .where('resource_id', '=', world.court.resourceId)
      .where('booking_date', '=', slot.date)
      .where('start_time', '=', slot.start)
      .execute();
    if (rows.length > 1) v.push(`race: ${rows.length} bookings hold the last slot`);
    const saved = bookings.filter((t) => t.final === 'saved');
    // Both asked: exactly one gets the slot; one asked alone (the other's device could not offer the court): it does.
    if (saved.length !== 1) v.push(`race: ${saved.length} of ${bookings.length} requests saved (expected exactly one)`);
    for (const t of bookings) {
      const id = t.write.op === 'booking' ? t.write.bookingId : '';
      const row = rows.find((r) => r.id === id);
      if (t.final === 'saved' && (!row || row.user_id !== userId(t))) v.push(`race: device ${t.device}'s saved booking is not on the server as theirs`);
      if (t.final === 'refused' && row) v.push(`race: device ${t.device}'s refused booking is on the server`);
    }
  }

  // 5. Exactly once: every processed mutation advanced one of its user's client ids by one, and each refusal was recorded once.
  for (const who of ['u1', 'u2'] as const) {
    const id = users[who].userId;
    const mine = tracked.filter((t) => t.user === who);
    const ids = await world.db.selectFrom('sync_clients').select('last_mutation_id').where('user_id', '=', id).execute();
    const processed = ids.reduce((sum, r) => sum + Number(r.last_mutation_id), 0);
    if (processed !== mine.length) v.push(`${who}: the server processed ${processed} mutations of ${mine.length} writes`);
    const refusals = await world.db
      .selectFrom('change_log')
      .select('row_id')
      .where('scope', '=', `user:${id}`)
      .where('tbl', '=', 'mutationErrors')
      .where('op', '=', 'put')
      .execute();
    const refused = mine.filter((t) => t.final === 'refused').length;
    if (refusals.length !== refused) v.push(`${who}: ${refusals.length} refusals recorded on the server, ${refused} writes refused`);
  }

  // 6. Nothing else: row counts, and every change-log row since the start is one a write explains.
  const savedAdds = tracked.filter((t) => (t.write.op === 'account-add' || t.write.op === 'account-add-foreign') && t.final === 'saved').length;
  const accountsNow = Number(
    (
      await world.db
        .selectFrom('user_accounts')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
  if (accountsNow !== before.accounts + savedAdds) v.push(`accounts: ${accountsNow - before.accounts} rows added, ${savedAdds} adds saved`);
  const savedBookings = bookings.filter((t) => t.final === 'saved');
  const bookingsNow = Number(
    (
      await world.db
        .selectFrom('bookings')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
  if (bookingsNow !== before.bookings + savedBookings.length) v.push(`bookings: ${bookingsNow - before.bookings} rows added, ${savedBookings.length} saved`);
  const explained = (tbl: string, rowId: string) =>
    (payments.length > 0 && PAYMENT_TABLES.has(tbl)) ||
    (tbl === 'contacts' && rowId === users.u1.userId) ||
    (tbl === 'accounts' && expected.has(rowId)) ||
    tbl === 'mutationErrors' ||
    savedBookings.some((t) => t.write.op === 'booking' && rowId.includes(t.write.bookingId));
  const changes = await world.db.selectFrom('change_log').select(['tbl', 'row_id', 'scope']).where('v', '>', before.version).execute();
  const unexplained = changes.filter((c) => !explained(c.tbl, c.row_id));
  if (unexplained.length > 0) v.push(`change log rows no saved write explains: ${JSON.stringify(unexplained.slice(0, 5))}`);

  // 7. Card payments: each paid one settled once with the gateway's result (one ledger entry, one
  //    notification, the balance lowered once when approved); one never started settled nothing.
  for (const p of payments) {
    const rows = await world.db
      .selectFrom('payments')
      .select(['id', 'state'])
      .where('user_id', '=', users.u1.userId)
      .where('subject_id', '=', p.account)
      .execute();
    const ledger = await world.db
      .selectFrom('levy_payments')
      .select(['payment_id', 'state'])
      .where('account_no', '=', p.account)
      .where('estate_id', '=', world.estateId)
      .execute();
    const balance = (
      await world.db
        .selectFrom('levy_accounts')
        .select('balance_cents')
        .where('account_no', '=', p.account)
        .where('estate_id', '=', world.estateId)
        .executeTakeFirst()
    )?.balance_cents;
    const notices = await world.db.selectFrom('notifications').select('id').where('user_id', '=', users.u1.userId).where('type', '=', 'payments').execute();
    const paid = p.paymentId ? rows.find((r) => r.id === p.paymentId) : undefined;
    const want = p.card === 'approved' ? 'APPROVED' : 'DECLINED';
    if (p.paymentId) {
      if (paid?.state !== want) v.push(`payment ${p.paymentId}: ${paid?.state ?? 'missing'} on the server, the gateway said ${want}`);
      if (ledger.length !== 1 || ledger[0]?.payment_id !== p.paymentId) v.push(`payment ${p.paymentId}: ${ledger.length} ledger entries`);
      if (notices.length !== 1) v.push(`payment ${p.paymentId}: ${notices.length} payment notifications`);
      const expectedBalance = LEVY_BILL_CENTS - (want === 'APPROVED' ? PAYMENT_CENTS : 0);
      if (Number(balance) !== expectedBalance) v.push(`payment ${p.paymentId}: balance ${balance}, expected ${expectedBalance}`);
      const shown = await deviceOf(0).run(async (c) => (await c.db.levyAccounts.toArray()).find((a) => a.sAccountNumber === p.account)?.balanceCents);
      if (shown !== expectedBalance) v.push(`payment ${p.paymentId}: device 0 shows balance ${shown}, expected ${expectedBalance}`);
    }
    const strays = rows.filter((r) => r.id !== p.paymentId && r.state !== 'PENDING');
    if (strays.length > 0) v.push(`payments nobody paid settled: ${JSON.stringify(strays)}`);
    if (!p.paymentId && (ledger.length > 0 || notices.length > 0))
      v.push(`a payment that never reached the gateway left ${ledger.length} ledger entries and ${notices.length} notifications`);
  }

  // 8. Every device shows the server's rows (a refused write rolled back, a saved one there).
  for (const index of schedule.devices) {
    const mirror = await deviceOf(index).run(async (c) => ({
      accounts: (await c.db.accounts.toArray())
        .filter((a) => a.userId === users.u1.userId)
        .map((a) => `${a.accountID}=${a.accountNumber}`)
        .sort(),
      cell: (await c.db.contacts.get(users.u1.userId))?.cellNumber,
    }));
    if (index === 2) continue;
    const server = serverAccounts.map((a) => `${a.id}=${a.account_number}`).sort();
    if (JSON.stringify(mirror.accounts) !== JSON.stringify(server))
      v.push(`device ${index} shows accounts ${JSON.stringify(mirror.accounts)}, the server has ${JSON.stringify(server)}`);
    if (mirror.cell !== cell) v.push(`device ${index} shows cell ${mirror.cell}, the server has ${cell}`);
  }
  return v;
}
