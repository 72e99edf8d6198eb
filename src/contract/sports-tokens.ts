import * as v from 'valibot';
import { TOKEN_MESSAGES } from '../i18n/en/bookings.messages';
import { syncedTable } from './registry';
import { text } from './text';

/**
 * Sports tokens and the bookings content (spec 3 'Bookings content': button and heading texts,
 * proceedBtnText, thank-you and token or promo modal titles, newBookingsFlow and newLagoonFlow,
 * and '1 Sports Token = 1 Session (55 mins)'). With newBookingsFlow on, a priced facility is paid
 * with tokens: one per session of up to an hour (a 55-minute session in an hourly slot), spent
 * when the booking reaches the server and refunded when it is cancelled or rejected. The estate
 * manager grants and adjusts balances and edits the content.
 *
 * Synced: the estate's content (estate scope), a user's balance and its moves (user scope) and
 * every balance of the estate (manager scope).
 */

/** A user's token balance at an estate; id `${estateId}:${userId}`. */
export const SportsTokenBalanceSchema = v.object({
  id: text(),
  estateId: v.number(),
  userId: text(),
  /** The person's name, for the manager's list. */
  name: text(),
  balance: v.number(),
  updatedAt: v.number(),
});
export type SportsTokenBalance = v.InferOutput<typeof SportsTokenBalanceSchema>;

export const TOKEN_MOVE_REASONS = ['grant', 'adjust', 'spend', 'refund'] as const;
export type TokenMoveReason = (typeof TOKEN_MOVE_REASONS)[number];

/** One move of a balance (user scope): what the token screen lists. */
export const SportsTokenMoveSchema = v.object({
  id: text(),
  estateId: v.number(),
  userId: text(),
  delta: v.number(),
  reason: v.picklist(TOKEN_MOVE_REASONS),
  bookingId: text(),
  note: text(),
  createdAt: v.number(),
});
export type SportsTokenMove = v.InferOutput<typeof SportsTokenMoveSchema>;

const shortText = (max: number) => v.pipe(text(), v.trim(), v.maxLength(max));

/** The estate's bookings content as the manager edits it. */
export const BookingsContentFieldsSchema = v.object({
  newBookingsFlow: v.boolean(),
  newLagoonFlow: v.boolean(),
  headingText: shortText(80),
  buttonText: shortText(40),
  proceedBtnText: shortText(40),
  thankYouTitle: shortText(80),
  tokenModalTitle: shortText(80),
  /** Spec: '1 Sports Token = 1 Session (55 mins)'. */
  tokenExplanation: shortText(200),
  promoModalTitle: shortText(80),
  /** The promo modal's text ('' shows no promo). */
  promoText: shortText(600),
});
export type BookingsContentFields = v.InferOutput<typeof BookingsContentFieldsSchema>;

/** PUT API.bookingsContent: the estate and its content. */
export const BookingsContentArgsSchema = v.object({ estateId: v.pipe(v.number(), v.integer()), ...BookingsContentFieldsSchema.entries });
export type BookingsContentArgs = v.InferOutput<typeof BookingsContentArgsSchema>;

/** The estate's bookings content (estate scope), keyed by estate. */
export const BookingsContentSchema = v.object({ estateId: v.number(), ...BookingsContentFieldsSchema.entries, updatedAt: v.number() });
export type BookingsContent = v.InferOutput<typeof BookingsContentSchema>;

/** The content an estate has until its manager writes one (the spec's token explanation, flows off). */
export function defaultBookingsContent(estateId: number): BookingsContent {
  return {
    estateId,
    newBookingsFlow: false,
    newLagoonFlow: false,
    headingText: 'Bookings',
    buttonText: 'Make new booking!',
    proceedBtnText: 'Proceed',
    thankYouTitle: 'Thank you',
    tokenModalTitle: 'Sports Tokens',
    tokenExplanation: TOKEN_MESSAGES.explanation,
    promoModalTitle: '',
    promoText: '',
    updatedAt: 0,
  };
}

/** The estate manager grants (positive) or takes back (negative) tokens, with a reason. */
export const TokenAdjustArgsSchema = v.object({
  estateId: v.pipe(v.number(), v.integer()),
  userId: v.pipe(text(), v.regex(/^[A-Za-z0-9_-]{1,64}$/, TOKEN_MESSAGES.notResident)),
  delta: v.pipe(
    v.number(),
    v.integer(),
    v.minValue(-1000),
    v.maxValue(1000),
    v.check((n) => n !== 0, TOKEN_MESSAGES.zeroChange),
  ),
  note: v.pipe(text(), v.trim(), v.nonEmpty(TOKEN_MESSAGES.noteRequired), v.maxLength(200)),
});
export type TokenAdjustArgs = v.InferOutput<typeof TokenAdjustArgsSchema>;

export const sportsTokensTables = {
  sportsTokens: syncedTable(SportsTokenBalanceSchema, 'id'),
  sportsTokenMoves: syncedTable(SportsTokenMoveSchema, 'id'),
  bookingsContent: syncedTable(BookingsContentSchema, 'estateId'),
};

type SportsTokensTables = typeof sportsTokensTables;
declare module './registry' {
  interface SyncedTableRegistry extends SportsTokensTables {}
}
