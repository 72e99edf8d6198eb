import * as v from 'valibot';
import { syncedTable } from './registry';
import { CONTACT_FIELD_MESSAGES } from '../i18n/en/records';
import { text } from './text';

/**
 * Rows mirrored to clients through sync. The `table` names are the Dexie table names and
 * the `tbl` column of the server's change log. Field names follow the spec, except the estate's id: `estateId` in every
 * synced row; the spec's calls that answer it with its wire casing map it here (`toWireEstate`, `toWireRoleEntry`,
 * `toWireAccessInfo`).
 */

export const EstateSchema = v.object({
  estateId: v.number(),
  estateName: text(),
  imageUrl: text(),
  address_Suburb: text(),
  address_City: text(),
  supportEmail: text(),
  /**
   * The estate's emergency numbers (issue 31; '' or absent when not set): its security control room, its
   * ambulance provider and its fire service. Optional so rows published before them still read.
   * src/domain/emergency.ts makes the one list every emergency screen shows from them.
   */
  controlRoomNumber: v.optional(text()),
  ambulanceNumber: v.optional(text()),
  fireNumber: v.optional(text()),
});
export type Estate = v.InferOutput<typeof EstateSchema>;

/** An estate as GET lookupapi/Estates lists it: the spec's Estate entry. */
export type EstateListItem = Pick<Estate, 'estateId' | 'estateName' | 'imageUrl' | 'address_Suburb' | 'address_City'>;
/** The same entry with the spec's wire casing (`EstateID`). */
export type WireEstate = Omit<EstateListItem, 'estateId'> & { EstateID: number };

/** The spec's Estate entry on the wire (GET lookupapi/Estates). */
export function toWireEstate({ estateId, estateName, imageUrl, address_Suburb, address_City }: EstateListItem): WireEstate {
  return { EstateID: estateId, estateName, imageUrl, address_Suburb, address_City };
}

/** Reads the spec's Estate entry (GET lookupapi/Estates) as the app names it. */
export function fromWireEstate({ EstateID, estateName, imageUrl, address_Suburb, address_City }: WireEstate): EstateListItem {
  return { estateId: EstateID, estateName, imageUrl, address_Suburb, address_City };
}

export const RoleSchema = v.object({
  roleName: text(),
  roleDisplayName: text(),
  roleRank: v.number(),
  roleDescription: text(),
  roleIsEnabled: v.boolean(),
  roleIsDeleted: v.boolean(),
});
export type Role = v.InferOutput<typeof RoleSchema>;

export const TILE_LOCATIONS = ['home', 'emergency', 'tabBar', 'associates', 'memberships', 'homeCategory', 'associateTypes', 'trainingscience'] as const;
export const NAVIGATE_TYPES = ['call', 'local', 'iframe', 'none'] as const;

/** A home/emergency/tab-bar tile for one estate and role (spec 1 section 3). */
export const TileSchema = v.object({
  id: text(),
  estateId: v.number(),
  roleName: text(),
  tileDisplayTitle: text(),
  tilePriority: v.number(),
  tileEnabled: v.boolean(),
  tileAppLocation: text(),
  tileBackofficeName: text(),
  tileDisplayTitleEnabled: v.boolean(),
  tileDescription: text(),
  tileDescriptionEnabled: v.boolean(),
  iconName: text(),
  iconEnabled: v.boolean(),
  cssBackGroundColour: text(),
  cssFontColour: text(),
  cssDefaultSize: text(),
  cssRoundCornerPerc: text(),
  cssBorderWidthPerc: text(),
  navigateType: v.picklist(NAVIGATE_TYPES),
  navigatePath: text(),
  tileContactPerson: text(),
  tileContactNumber: text(),
  categoryLocation: text(),
});
export type Tile = v.InferOutput<typeof TileSchema>;

/**
 * GET /sdk/acl/:userId (not synced; the app builds the same list from its mirror): one (estate, role) entry with its
 * tiles, with the spec's wire casing (`estateID`; the app's entry says `estateId`, `toWireRoleEntry`).
 */
export const AccessControlListEntrySchema = v.object({
  key: text(),
  estateName: text(),
  estateID: v.number(),
  roleName: text(),
  roleRank: v.number(),
  roleDisplayName: text(),
  unitNo: text(),
  accessControl: v.boolean(),
  visitorAccessAPIPath: text(),
  tiles: v.array(TileSchema),
});
export type AccessControlListEntry = v.InferOutput<typeof AccessControlListEntrySchema>;

/** An access-control role entry with the spec's wire casing (`estateID`). */
export function toWireRoleEntry<E extends { estateId: number }>({ estateId, ...entry }: E): Omit<E, 'estateId'> & { estateID: number } {
  return { ...entry, estateID: estateId };
}

/** One role a user holds at an estate (spec: access-control role entry, without tiles). */
export const UserRoleSchema = v.object({
  id: text(),
  userId: text(),
  estateId: v.number(),
  roleName: text(),
  unitNo: text(),
  /** The estate is in the user's access-location list: PIN and QR may be used there. */
  accessControl: v.boolean(),
});
export type UserRole = v.InferOutput<typeof UserRoleSchema>;

export const UserRecordSchema = v.object({
  uid: text(),
  email: text(),
  displayName: text(),
  firstName: text(),
  lastName: text(),
  photoURL: text(),
  idNumber: text(),
  mobile: text(),
  mobileVerified: v.boolean(),
  defaultEstate: v.number(),
  userType: text(),
  /** Whether the person proved their e-mail address (issue 26): until then the app shows the banner to verify it. */
  emailVerified: v.boolean(),
});
export type UserRecord = v.InferOutput<typeof UserRecordSchema>;

export const ContactSchema = v.object({
  userId: text(),
  cellNumber: text(),
  homeNumber: text(),
  workNumber: text(),
  emergencyContactName: text(),
  emergencyContactNumber: text(),
});
export type Contact = v.InferOutput<typeof ContactSchema>;

/** `contacts.save`: the caller's contact numbers. */
const phone = v.pipe(text(), v.trim(), v.maxLength(20), v.regex(/^$|^\+?[0-9 ()-]{3,20}$/, CONTACT_FIELD_MESSAGES.invalidPhone));

export const ContactsSaveArgsSchema = v.object({
  cellNumber: phone,
  homeNumber: phone,
  workNumber: phone,
  emergencyContactName: v.pipe(text(), v.trim(), v.maxLength(100)),
  emergencyContactNumber: phone,
});
export type ContactsSaveArgs = v.InferOutput<typeof ContactsSaveArgsSchema>;

/** Access info entry per estate (spec 3). */
export const AccessInfoSchema = v.object({
  estateId: v.number(),
  revertToOffline: v.boolean(),
  Message: text(),
  refreshInterval: v.number(),
});
export type AccessInfo = v.InferOutput<typeof AccessInfoSchema>;
/** The spec's access info entry on the wire (`EstateID`). */
export type WireAccessInfo = Omit<AccessInfo, 'estateId'> & { EstateID: number };

/** An access info entry with the spec's wire casing (GET accessInfo). */
export function toWireAccessInfo({ estateId, ...info }: AccessInfo): WireAccessInfo {
  return { EstateID: estateId, ...info };
}

export const AppConfigSchema = v.object({ key: text(), value: v.unknown() });
export type AppConfig = v.InferOutput<typeof AppConfigSchema>;

/** A mutation the server refused; the client rolls back and shows `message`. */
export const MutationErrorSchema = v.object({
  id: text(),
  clientId: text(),
  mutationId: v.number(),
  name: text(),
  message: text(),
});
export type MutationError = v.InferOutput<typeof MutationErrorSchema>;

// ---------------------------------------------------------------- sync declarations

/** The synced tables of this area (Dexie table names and the change log's `tbl`). */
export const recordsTables = {
  estates: syncedTable(EstateSchema, 'estateId'),
  roles: syncedTable(RoleSchema, 'roleName'),
  tiles: syncedTable(TileSchema, 'id'),
  userRoles: syncedTable(UserRoleSchema, 'id'),
  users: syncedTable(UserRecordSchema, 'uid'),
  contacts: syncedTable(ContactSchema, 'userId'),
  accessInfo: syncedTable(AccessInfoSchema, 'estateId'),
  appConfig: syncedTable(AppConfigSchema, 'key'),
  mutationErrors: syncedTable(MutationErrorSchema, 'id'),
};
/** The named mutations of this area a client may push; args are checked by these schemas on both sides. */
export const recordsMutations = {
  'contacts.save': ContactsSaveArgsSchema,
};

type RecordsTables = typeof recordsTables;
type RecordsMutations = typeof recordsMutations;
declare module './registry' {
  interface SyncedTableRegistry extends RecordsTables {}
  interface MutationRegistry extends RecordsMutations {}
}
