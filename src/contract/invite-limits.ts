import * as v from 'valibot';
import { syncedTable } from './registry';
import { ERROR_MESSAGES } from '../i18n/en/errors';
import { PEOPLE_CONFIG_MESSAGES } from '../i18n/en/people';
import { text } from './text';

/**
 * A resident's own visitor invites at an estate (spec 2 section 6: 'Daily invite limit per
 * resident (invitesDisabled, maximumVisitors) comes from the server'), set by the estate manager,
 * beside the unit's daily cap. Synced to the resident and the estate's managers; a resident
 * without a row has neither a block nor a cap of their own.
 */
export const ResidentInviteLimitSchema = v.object({
  /** `${estateId}:${userId}`. */
  id: text(),
  estateId: v.number(),
  userId: text(),
  invitesDisabled: v.boolean(),
  /** Visitor invites a day this resident may send; 0 = only the unit's cap. */
  maximumVisitors: v.number(),
  /** The day `invitesUsed` counts ('YYYY-MM-DD', estate time); another day means none used yet. */
  invitesDay: text(),
  invitesUsed: v.number(),
});
export type ResidentInviteLimit = v.InferOutput<typeof ResidentInviteLimitSchema>;

/** The estate manager sets a resident's block and cap (PUT, online); the estate comes from the query. */
export const ResidentInviteLimitArgsSchema = v.object({
  userId: v.pipe(text(), v.minLength(1, ERROR_MESSAGES.invalidId), v.maxLength(64, ERROR_MESSAGES.invalidId)),
  invitesDisabled: v.boolean(),
  maximumVisitors: v.pipe(
    v.number(PEOPLE_CONFIG_MESSAGES.invalid),
    v.integer(PEOPLE_CONFIG_MESSAGES.invalid),
    v.minValue(0, PEOPLE_CONFIG_MESSAGES.invalid),
    v.maxValue(500, PEOPLE_CONFIG_MESSAGES.invalid),
  ),
});
export type ResidentInviteLimitArgs = v.InferOutput<typeof ResidentInviteLimitArgsSchema>;

/** The synced tables of this area (Dexie table names and the change log's `tbl`). */
export const inviteLimitsTables = {
  residentInviteLimits: syncedTable(ResidentInviteLimitSchema, 'id'),
};

type InviteLimitsTables = typeof inviteLimitsTables;
declare module './registry' {
  interface SyncedTableRegistry extends InviteLimitsTables {}
}
