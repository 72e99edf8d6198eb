import * as v from 'valibot';
import { OPERATOR_MESSAGES as M } from '../i18n/en/operator.messages';
import { syncedTable } from './registry';
import { text } from './text';

/**
 * The operator (above estates): the first operator's set-up link, and every estate's settings as
 * the operator console edits them. The operator scope gets one `operatorEstates` row per estate
 * (archived ones too); the operator's own scope gets an `operatorSelf` row (the client lands them
 * on /operator). Residents' private data is never here.
 */

/** An IANA time zone this runtime knows (the estate's clock). */
export function isTimeZone(zone: string): boolean {
  if (zone === '' || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const email = (message: string) => v.pipe(text(), v.trim(), v.toLowerCase(), v.maxLength(254), v.regex(/^$|^[^\s@]+@[^\s@]+\.[^\s@]+$/, message));
const line = (max: number) => v.pipe(text(), v.trim(), v.maxLength(max));
const Colour = v.pipe(text(), v.regex(/^#[0-9a-fA-F]{6}$/, M.colourInvalid));
/** A phone number the app dials ('' when not set): digits, spaces, +, brackets and dashes. */
const phone = (message: string) => v.pipe(text(), v.trim(), v.maxLength(20, message), v.regex(/^$|^\+?[0-9][0-9 ()-]*$/, message));
const whole = (min: number, max: number, message: string) => v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message));

// ---------------------------------------------------------------- set-up link

export const SetupTokenSchema = v.object({ token: v.pipe(text(), v.minLength(1, M.linkInvalid), v.maxLength(200, M.linkInvalid)) });
/** What a set-up link is: valid or not, the e-mail it is bound to ('' when none). */
export type SetupLinkInfo = { valid: boolean; email: string };

export const SetupCompleteSchema = v.object({
  token: v.pipe(text(), v.minLength(1, M.linkInvalid), v.maxLength(200, M.linkInvalid)),
  email: v.pipe(text(), v.trim(), v.toLowerCase(), v.minLength(1, M.emailRequired), v.maxLength(254, M.emailInvalid), v.email(M.emailInvalid)),
  /** Only for a new account ('' when the e-mail has one). */
  firstName: v.optional(line(100), ''),
  lastName: v.optional(line(100), ''),
  password: v.pipe(text(), v.minLength(1, M.passwordRequired), v.maxLength(1024)),
});
export type SetupCompleteRequest = v.InferInput<typeof SetupCompleteSchema>;

// ---------------------------------------------------------------- estate settings

/** The estate's theme colours the operator picks (the rest of the theme follows them). */
export const OperatorThemeSchema = v.object({ primary: Colour, secondary: Colour, onPrimary: Colour });
export type OperatorTheme = v.InferOutput<typeof OperatorThemeSchema>;

/** The estate-wide invite limits (the people module's settings). */
export const InviteLimitsSchema = v.object({
  associatesPerUnit: whole(0, 100, M.limitInvalid),
  visitorsPerDay: whole(0, 500, M.limitInvalid),
  guestsPerLettingUnit: whole(0, 100, M.limitInvalid),
});
export type InviteLimits = v.InferOutput<typeof InviteLimitsSchema>;

/** What the operator sets on an estate, at creation and after. */
export const EstateSettingsSchema = v.object({
  name: v.pipe(text(), v.trim(), v.minLength(1, M.nameRequired), v.maxLength(120, M.nameRequired)),
  timeZone: v.pipe(text(), v.trim(), v.check(isTimeZone, M.timeZoneInvalid)),
  street: line(200),
  suburb: line(100),
  city: line(100),
  postalCode: line(20),
  contactNumbers: line(200),
  /** The estate's emergency numbers ('' when not set): the control room, the ambulance provider, fire. */
  controlRoomNumber: phone(M.phoneInvalid),
  ambulanceNumber: phone(M.phoneInvalid),
  fireNumber: phone(M.phoneInvalid),
  contactEmail: email(M.contactEmailInvalid),
  supportEmail: email(M.supportEmailInvalid),
  helpUrl: v.pipe(text(), v.trim(), v.maxLength(2000, M.helpUrlInvalid), v.regex(/^(|https:\/\/\S+|\/\S*)$/, M.helpUrlInvalid)),
  /** '' or an uploaded file's URL (`/sdk/files/<id>`). */
  logoUrl: v.pipe(text(), v.regex(/^(|\/sdk\/files\/[A-Za-z0-9_-]{8,64})$/, M.logoMissing)),
  theme: OperatorThemeSchema,
  gateWindowSec: whole(5, 600, M.gateWindowInvalid),
  gateListMaxAgeSec: whole(3600, 30 * 86400, M.gateListAgeInvalid),
  refreshInterval: whole(0, 86400, M.refreshIntervalInvalid),
  limits: InviteLimitsSchema,
  /** Home tiles switched on or off, by tile id (omitted: unchanged; a new estate starts with all on). */
  tiles: v.optional(
    v.pipe(
      v.record(v.pipe(text(), v.maxLength(200)), v.boolean()),
      v.check((r) => Object.keys(r).length <= 1000, M.tileUnknown),
    ),
    {},
  ),
});
export type EstateSettings = v.InferOutput<typeof EstateSettingsSchema>;
export type EstateSettingsInput = v.InferInput<typeof EstateSettingsSchema>;

/** One home tile of one role at the estate, and whether it shows. */
export const OperatorTileSchema = v.object({ tileId: text(), roleName: text(), title: text(), priority: v.number(), enabled: v.boolean() });
export type OperatorTile = v.InferOutput<typeof OperatorTileSchema>;

/** An estate as the operator sees it (operator scope). */
export const OperatorEstateSchema = v.object({
  estateId: v.number(),
  ...v.omit(EstateSettingsSchema, ['tiles']).entries,
  tiles: v.array(OperatorTileSchema),
  archived: v.boolean(),
});
export type OperatorEstate = v.InferOutput<typeof OperatorEstateSchema>;

/** The caller is an operator (their own scope): the client lands them on /operator. */
export const OperatorSelfSchema = v.object({ userId: text(), isOperator: v.boolean() });
export type OperatorSelf = v.InferOutput<typeof OperatorSelfSchema>;

/** The defaults a new estate's form starts from. */
export const NEW_ESTATE_DEFAULTS: EstateSettings = {
  name: '',
  timeZone: 'Africa/Johannesburg',
  street: '',
  suburb: '',
  city: '',
  postalCode: '',
  contactNumbers: '',
  controlRoomNumber: '',
  ambulanceNumber: '',
  fireNumber: '',
  contactEmail: '',
  supportEmail: '',
  helpUrl: '',
  logoUrl: '',
  theme: { primary: '#1b5e20', secondary: '#f9a825', onPrimary: '#ffffff' },
  gateWindowSec: 30,
  gateListMaxAgeSec: 72 * 3600,
  refreshInterval: 0,
  limits: { associatesPerUnit: 5, visitorsPerDay: 10, guestsPerLettingUnit: 6 },
  tiles: {},
};

// ---------------------------------------------------------------- REST

export const OPERATOR_API = {
  setupLink: '/sdk/operator/setup/link',
  setupComplete: '/sdk/operator/setup/complete',
  estates: '/sdk/operator/estates',
  estate: (id: number) => `/sdk/operator/estates/${id}`,
  estatePattern: '/sdk/operator/estates/:estateId',
  archive: (id: number) => `/sdk/operator/estates/${id}/archive`,
  archivePattern: '/sdk/operator/estates/:estateId/archive',
  restore: (id: number) => `/sdk/operator/estates/${id}/restore`,
  restorePattern: '/sdk/operator/estates/:estateId/restore',
} as const;

export const EstateIdParamsSchema = v.object({ estateId: v.pipe(text(), v.regex(/^\d{1,9}$/, M.estateNotFound), v.transform(Number)) });

// ---------------------------------------------------------------- sync declarations

export const operatorTables = {
  operatorEstates: syncedTable(OperatorEstateSchema, 'estateId'),
  operatorSelf: syncedTable(OperatorSelfSchema, 'userId'),
};

type OperatorTables = typeof operatorTables;
declare module './registry' {
  interface SyncedTableRegistry extends OperatorTables {}
}
