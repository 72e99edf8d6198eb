import * as v from 'valibot';
import { GATE_HISTORY_MESSAGES } from '../i18n/en/gate-history.messages';
import { GateLogEntrySchema } from './gate';
import { PASS_KINDS, PASS_STATUSES } from './invites';
import { text } from './text';

/**
 * The gate history search (issue 28): a guard's and a manager's devices hold the last days of
 * the gate (src/domain/gate-history.ts); older gate decisions and passes are found here, online,
 * by the estate's gate staff only. POST, so the names searched for stay out of URLs and logs.
 */
export const GATE_HISTORY_API = {
  search: '/sdk/gate/history/search',
} as const;

/** What is searched: the visitor log's gate decisions, or the estate's passes. */
export const GATE_HISTORY_KINDS = ['decisions', 'passes'] as const;
export type GateHistoryKind = (typeof GATE_HISTORY_KINDS)[number];

/** Rows per page at most (and by default). */
export const GATE_HISTORY_PAGE_MAX = 50;
export const GATE_HISTORY_PAGE = 25;

const isRealDay = (day: string) => {
  const ms = Date.parse(`${day}T00:00:00Z`);
  return Number.isFinite(ms) && new Date(ms).toISOString().slice(0, 10) === day;
};

/** An estate date 'YYYY-MM-DD' from 1970 to 2999, or '' for no bound. */
const DaySchema = v.pipe(
  text(),
  v.check((day) => day === '' || (/^(19[7-9]\d|2\d{3})-\d{2}-\d{2}$/.test(day) && isRealDay(day)), GATE_HISTORY_MESSAGES.dateInvalid),
);

/** Where the previous page ended: its last row's time (as the row carries it) and id. */
export const GateHistoryCursorSchema = v.object({
  at: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(Number.MAX_SAFE_INTEGER)),
  id: v.pipe(text(), v.maxLength(100)),
});
export type GateHistoryCursor = v.InferOutput<typeof GateHistoryCursorSchema>;

/**
 * A search: the estate, what to search, words that must each appear in a name, a unit number or
 * (passes) be a delivery PIN, an estate date range (both ends included; '' open), and the page.
 * Newest first: decisions by when they were decided, passes by the start of their window.
 */
export const GateHistorySearchSchema = v.pipe(
  v.object({
    estateId: v.pipe(v.number(), v.integer()),
    kind: v.picklist(GATE_HISTORY_KINDS),
    text: v.optional(v.pipe(text(), v.trim(), v.maxLength(80, GATE_HISTORY_MESSAGES.textTooLong)), ''),
    from: v.optional(DaySchema, ''),
    to: v.optional(DaySchema, ''),
    before: v.optional(GateHistoryCursorSchema),
    limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(GATE_HISTORY_PAGE_MAX)), GATE_HISTORY_PAGE),
  }),
  v.check((s) => s.from === '' || s.to === '' || s.from <= s.to, GATE_HISTORY_MESSAGES.rangeInvalid),
);
export type GateHistorySearch = v.InferInput<typeof GateHistorySearchSchema>;
export type GateHistoryQuery = v.InferOutput<typeof GateHistorySearchSchema>;

/** A pass as the gate history shows it: who, which unit, its window, its entries and status; never its code, link or PIN. */
export const PassRecordSchema = v.object({
  id: text(),
  estateId: v.number(),
  kind: v.picklist(PASS_KINDS),
  unitNo: text(),
  holderName: text(),
  /** Epoch seconds. */
  validFrom: v.number(),
  validTo: v.number(),
  maxEntries: v.number(),
  entriesUsed: v.number(),
  status: v.picklist(PASS_STATUSES),
});
export type PassRecord = v.InferOutput<typeof PassRecordSchema>;

/** One page of results, and where the next starts (null: this was the last). */
export const GateHistoryPageSchema = v.variant('kind', [
  v.object({ kind: v.literal('decisions'), rows: v.array(GateLogEntrySchema), next: v.nullable(GateHistoryCursorSchema) }),
  v.object({ kind: v.literal('passes'), rows: v.array(PassRecordSchema), next: v.nullable(GateHistoryCursorSchema) }),
]);
export type GateHistoryPage = v.InferOutput<typeof GateHistoryPageSchema>;
