import { describe, expect, it } from 'vitest';
import { API } from '../../src/contract/api-paths';
import type { BookingRequestArgs } from '../../src/contract/bookings';
import type { BookingsContent, SportsTokenBalance, SportsTokenMove } from '../../src/contract/sports-tokens';
import type { Change } from '../../src/contract/sync';
import { sameHoursEveryDay } from '../../src/domain/bookings';
import { addDays, estateDate } from '../../src/domain/estate-time';
import { BOOKING_MESSAGES, TOKEN_MESSAGES } from '../../src/i18n/en/bookings';
import { format } from '../../src/i18n/format';
import { saveResource, saveService } from '../../server/modules/bookings/catalogue.service';
import { writeTransaction } from '../../server/sync/change-log';
import { MANAGER, NEIGHBOUR, RESIDENT, useCast } from '../helpers/cast';
import type { Caller } from '../helpers/factories';
import { availableDialects, type TestApp } from '../helpers/test-app';
import { pullAll, push } from '../sync/sync-helpers';
import { call, rowId } from './people-helpers';

const dialects = await availableDialects();
const WC = 91;

const latest = <T>(changes: Change[], table: Change['table'], id: string | number): T | null | undefined => {
  const last = changes.filter((c) => c.table === table && String(c.id) === String(id)).at(-1);
  return last === undefined ? undefined : last.op === 'del' ? null : (last.data as T);
};

/** A squash court with a price (paid in tokens under newBookingsFlow), 06:00-20:00, booked at once; and a free braai area. */
async function setUp(t: TestApp): Promise<void> {
  await writeTransaction(t.ctx.db, async (trx) => {
    await saveService(trx, {
      id: 'squash',
      estateId: WC,
      name: 'Squash',
      kind: 'facility',
      locationId: 'club',
      locationName: 'Clubhouse',
      autoApprove: false,
      priceCents: 5000,
    });
    await saveResource(trx, {
      id: 'squash-1',
      serviceId: 'squash',
      name: 'Clubhouse|Squash Court',
      availability: sameHoursEveryDay('06:00', '20:00'),
      capacity: 1,
      slotMinutes: 30,
      minMinutes: 30,
    });
    await saveService(trx, {
      id: 'braai',
      estateId: WC,
      name: 'Braai Area',
      kind: 'facility',
      locationId: 'club',
      locationName: 'Clubhouse',
      autoApprove: true,
    });
    await saveResource(trx, {
      id: 'braai-1',
      serviceId: 'braai',
      name: 'Clubhouse|Braai Area',
      availability: sameHoursEveryDay('06:00', '20:00'),
      capacity: 1,
      slotMinutes: 30,
      minMinutes: 30,
    });
  });
}

const CONTENT = {
  estateId: WC,
  newBookingsFlow: true,
  newLagoonFlow: false,
  headingText: 'Bookings',
  buttonText: 'Make new booking!',
  proceedBtnText: 'Proceed',
  thankYouTitle: 'Thank you',
  tokenModalTitle: 'Sports Tokens',
  tokenExplanation: TOKEN_MESSAGES.explanation,
  promoModalTitle: 'Winter special',
  promoText: 'Two sessions for the price of one in July.',
};

/**
 * Sports tokens (spec 3 'Bookings content', section 9): the estate manager writes the content and
 * grants or takes back tokens (a resident or another estate's manager may not; never below 0); a
 * priced facility under newBookingsFlow spends one token per started hour exactly once when the
 * request arrives (a replay spends nothing), refuses with the spec-shaped message when short
 * (nothing written), moves with a reschedule and comes back once on cancel or rejection. Balances
 * reach their owner and the managers, never another resident.
 */
describe.each(dialects)('sports tokens on %s', (dialect) => {
  const {
    t,
    people: [resident, neighbour, manager],
  } = useCast(dialect, [RESIDENT, NEIGHBOUR, MANAGER], { setUp });

  const day = addDays(estateDate(), 2);
  const balanceOf = async (who: Caller) =>
    Number((await t.ctx.db.selectFrom('sports_token_balances').select('balance').where('id', '=', `${WC}:${who.userId}`).executeTakeFirst())?.balance ?? 0);
  const adjust = (who: Caller, body: object) => call<SportsTokenBalance>(t.app, 'POST', API.sportsTokensAdjust, who, { estateId: WC, ...body });
  let seq = 0;
  const send = async (who: Caller, name: string, args: unknown) => {
    seq += 1;
    const res = await push(t.app, who, rowId(`tk${seq}`), [{ id: 1, name, args }]);
    const result = res.body.results[0];
    if (!result) throw new Error(JSON.stringify(res.body));
    return result;
  };
  const request = (overrides: Partial<BookingRequestArgs> = {}): BookingRequestArgs => ({
    id: rowId('bk'),
    estateId: WC,
    serviceId: 'squash',
    resourceId: 'squash-1',
    date: day,
    start: '10:00',
    end: '11:00',
    unitNo: '12',
    ...overrides,
  });

  it('the manager writes the content and grants tokens; others may not; a balance never goes below 0', async () => {
    expect((await call(t.app, 'PUT', API.bookingsContent, resident, CONTENT)).status).toBe(403);
    const saved = await call<BookingsContent>(t.app, 'PUT', API.bookingsContent, manager, CONTENT);
    expect(saved.status).toBe(200);
    expect(latest<BookingsContent>((await pullAll(t.app, neighbour)).changes, 'bookingsContent', WC)).toMatchObject({
      newBookingsFlow: true,
      tokenExplanation: '1 Sports Token = 1 Session (55 mins)',
      promoText: CONTENT.promoText,
    });

    expect((await adjust(resident, { userId: resident.userId, delta: 5, note: 'mine' })).status).toBe(403);
    const noReason = await adjust(manager, { userId: resident.userId, delta: 5, note: '' });
    expect([noReason.status, noReason.body.errorDetails?.detail]).toEqual([400, TOKEN_MESSAGES.noteRequired]);
    const zero = await adjust(manager, { userId: resident.userId, delta: 0, note: 'nothing' });
    expect([zero.status, zero.body.errorDetails?.detail]).toEqual([400, TOKEN_MESSAGES.zeroChange]);
    const granted = await adjust(manager, { userId: resident.userId, delta: 3, note: 'Welcome tokens' });
    expect(granted.status).toBe(200);
    expect(granted.body.details?.[0]).toMatchObject({ userId: resident.userId, balance: 3 });
    const below = await adjust(manager, { userId: resident.userId, delta: -4, note: 'too many' });
    expect([below.status, below.body.errorDetails?.detail]).toEqual([400, TOKEN_MESSAGES.belowZero]);
    expect(await balanceOf(resident)).toBe(3);

    // The resident and the manager read the balance; the neighbour does not.
    const id = `${WC}:${resident.userId}`;
    expect(latest<SportsTokenBalance>((await pullAll(t.app, resident)).changes, 'sportsTokens', id)).toMatchObject({ balance: 3 });
    expect(
      latest<SportsTokenMove>(
        (await pullAll(t.app, resident)).changes,
        'sportsTokenMoves',
        (await pullAll(t.app, resident)).changes.find((c) => c.table === 'sportsTokenMoves')?.id ?? '',
      ),
    ).toMatchObject({ delta: 3, reason: 'grant', note: 'Welcome tokens' });
    expect(latest<SportsTokenBalance>((await pullAll(t.app, manager)).changes, 'sportsTokens', id)).toMatchObject({ balance: 3 });
    expect((await pullAll(t.app, neighbour)).changes.filter((c) => c.table === 'sportsTokens' || c.table === 'sportsTokenMoves')).toEqual([]);
  });

  it('spends a token per started hour once, refuses when short, moves with a reschedule and refunds once on cancel and rejection', async () => {
    await call(t.app, 'PUT', API.bookingsContent, manager, CONTENT);
    const start = await balanceOf(resident);
    await adjust(manager, { userId: resident.userId, delta: 4, note: 'Season' });
    const have = start + 4;

    // 90 minutes: 2 sessions. Pushed twice (a lost answer): spent once.
    const first = request({ start: '08:00', end: '09:30' });
    expect(await send(resident, 'bookings.request', first)).toMatchObject({ ok: true });
    expect(await send(resident, 'bookings.request', first)).toMatchObject({ ok: true });
    expect(await balanceOf(resident)).toBe(have - 2);
    const stored = await t.ctx.db.selectFrom('bookings').select(['tokens_spent', 'status']).where('id', '=', first.id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ tokens_spent: 2, status: 'REQUESTED' });

    // A free facility spends nothing.
    expect(await send(resident, 'bookings.request', request({ serviceId: 'braai', resourceId: 'braai-1' }))).toMatchObject({ ok: true });
    expect(await balanceOf(resident)).toBe(have - 2);

    // Short: the message with what it needs and what is left, nothing written.
    const left = have - 2;
    const tooLong = request({ start: '12:00', end: `${String(12 + left + 1).padStart(2, '0')}:00` });
    expect(await send(resident, 'bookings.request', tooLong)).toMatchObject({
      ok: false,
      error: format(TOKEN_MESSAGES.notEnough, { needed: left + 1, balance: left }),
    });
    expect(await t.ctx.db.selectFrom('bookings').select('id').where('id', '=', tooLong.id).execute()).toEqual([]);
    expect(await balanceOf(resident)).toBe(left);

    // The neighbour (no tokens) is refused; the resident's balance is untouched; they may not cancel the resident's booking.
    expect(await send(neighbour, 'bookings.request', request({ unitNo: '14', start: '15:00', end: '16:00' }))).toMatchObject({
      ok: false,
      error: format(TOKEN_MESSAGES.notEnough, { needed: 1, balance: 0 }),
    });
    expect(await send(neighbour, 'bookings.cancel', { id: first.id })).toMatchObject({ ok: false, error: BOOKING_MESSAGES.notYours });
    expect(await balanceOf(resident)).toBe(left);

    // Rescheduled to one hour: one token back.
    expect(await send(resident, 'bookings.reschedule', { id: first.id, date: day, start: '08:00', end: '09:00' })).toMatchObject({ ok: true });
    expect(await balanceOf(resident)).toBe(left + 1);

    // Cancelled: its token back, once.
    expect(await send(resident, 'bookings.cancel', { id: first.id })).toMatchObject({ ok: true });
    expect(await send(resident, 'bookings.cancel', { id: first.id })).toMatchObject({ ok: true });
    expect(await balanceOf(resident)).toBe(have);

    // Rejected by the manager: its token back.
    const second = request({ start: '17:00', end: '18:00' });
    expect(await send(resident, 'bookings.request', second)).toMatchObject({ ok: true });
    expect(await balanceOf(resident)).toBe(have - 1);
    const rejected = await call(t.app, 'POST', API.bookingDecision(second.id), manager, { decision: 'reject', reason: 'Court repairs' });
    expect(rejected.status).toBe(200);
    expect(await balanceOf(resident)).toBe(have);
    const moves = await t.ctx.db
      .selectFrom('sports_token_moves')
      .select(['delta', 'reason'])
      .where('user_id', '=', resident.userId)
      .orderBy('created_at')
      .execute();
    expect(moves.filter((m) => m.reason === 'spend').map((m) => Number(m.delta))).toEqual([-2, -1]);
    expect(moves.filter((m) => m.reason === 'refund').map((m) => Number(m.delta))).toEqual([1, 1, 1]);
  });
});
