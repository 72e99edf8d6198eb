import * as v from 'valibot';
import { text } from './text';
import type { SyncedTable } from './registry';

export const PULL_DEFAULT_LIMIT = 1000;
export const PULL_MAX_LIMIT = 5000;

export const PullQuerySchema = v.object({
  cursor: v.optional(v.pipe(text(), v.regex(/^\d{1,15}$/, 'cursor must be a whole number'), v.transform(Number)), '0'),
  limit: v.optional(
    v.pipe(text(), v.regex(/^\d{1,5}$/, 'limit must be a whole number'), v.transform(Number), v.minValue(1), v.maxValue(PULL_MAX_LIMIT)),
    String(PULL_DEFAULT_LIMIT),
  ),
  /** Hash of the scope set the client bootstrapped with; a different set answers `reset`. */
  scopes: v.optional(v.pipe(text(), v.maxLength(128))),
  clientId: v.optional(v.pipe(text(), v.maxLength(64))),
  /** The row shape the app reads (`ROW_SHAPE`, src/contract/estate-id.ts); none: an app from before it was sent. */
  shape: v.optional(v.pipe(text(), v.regex(/^\d{1,3}$/, 'shape must be a whole number'), v.transform(Number)), '1'),
});

export const ChangeSchema = v.object({
  v: v.number(),
  /** A synced table's name (a client skips a table none of its features declares). */
  table: v.custom<SyncedTable>((input) => typeof input === 'string'),
  id: text(),
  op: v.picklist(['put', 'del']),
  data: v.optional(v.record(text(), v.unknown())),
});
export type Change = v.InferOutput<typeof ChangeSchema>;

export const PullResponseSchema = v.object({
  cursor: v.number(),
  hasMore: v.boolean(),
  changes: v.array(ChangeSchema),
  /** lastMutationId of the calling client (0 if unknown). */
  lastMutationId: v.number(),
  scopes: text(),
  reset: v.optional(v.boolean()),
  /** The server's clock when it answered, epoch ms (devices keep their offset to it). */
  serverTime: v.optional(v.number()),
});
export type PullResponse = v.InferOutput<typeof PullResponseSchema>;

export const MutationSchema = v.object({
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  name: v.pipe(text(), v.maxLength(100)),
  args: v.unknown(),
});
export type Mutation = v.InferOutput<typeof MutationSchema>;

export const PushRequestSchema = v.object({
  clientId: v.pipe(text(), v.regex(/^[A-Za-z0-9_-]{8,64}$/, 'clientId is invalid')),
  mutations: v.pipe(v.array(MutationSchema), v.maxLength(100)),
});
export type PushRequest = v.InferOutput<typeof PushRequestSchema>;

export const MutationResultSchema = v.object({
  id: v.number(),
  ok: v.boolean(),
  /** The spec's message when the server refused the mutation. */
  error: v.optional(text()),
});
export type MutationResult = v.InferOutput<typeof MutationResultSchema>;

export const PushResponseSchema = v.object({
  lastMutationId: v.number(),
  results: v.array(MutationResultSchema),
});
export type PushResponse = v.InferOutput<typeof PushResponseSchema>;

/**
 * 409 `sync/gap`: a mutation id beyond lastMutationId + 1. `results` are the mutations of
 * the same push the server committed before the gap; the client settles them before it
 * starts a new client id, so none is applied twice.
 */
export const PushGapResponseSchema = v.object({
  status: v.literal('error'),
  errorCode: v.literal('sync/gap'),
  errorDescription: text(),
  errorDetails: v.object({ detail: text() }),
  lastMutationId: v.number(),
  results: v.array(MutationResultSchema),
});
export type PushGapResponse = v.InferOutput<typeof PushGapResponseSchema>;
