import * as v from 'valibot';
import { AccessControlConfigSchema, GateEventSchema, GateKeySchema, GateResidentSchema, RevocationListRecordSchema } from './gate';
import { MemberCardSchema } from './manager';
import { AccountSchema, AddressSchema, VehicleSchema } from './profile';
import { NotificationSchema } from './notifications';

/**
 * Rows mirrored to clients through sync. The `table` names are the Dexie table names and
 * the `tbl` column of the server's change log. Field names follow the spec.
 */

export const EstateSchema = v.object({
  EstateID: v.number(),
  estateName: v.string(),
  imageUrl: v.string(),
  address_Suburb: v.string(),
  address_City: v.string(),
  supportEmail: v.string(),
});
export type Estate = v.InferOutput<typeof EstateSchema>;

export const RoleSchema = v.object({
  roleName: v.string(),
  roleDisplayName: v.string(),
  roleRank: v.number(),
  roleDescription: v.string(),
  roleIsEnabled: v.boolean(),
  roleIsDeleted: v.boolean(),
});
export type Role = v.InferOutput<typeof RoleSchema>;

export const TILE_LOCATIONS = ['home', 'emergency', 'tabBar', 'associates', 'memberships', 'homeCategory', 'associateTypes', 'trainingscience'] as const;
export const NAVIGATE_TYPES = ['call', 'local', 'iframe', 'none'] as const;

/** A home/emergency/tab-bar tile for one estate and role (spec 1 section 3). */
export const TileSchema = v.object({
  id: v.string(),
  estateID: v.number(),
  roleName: v.string(),
  tileDisplayTitle: v.string(),
  tilePriority: v.number(),
  tileEnabled: v.boolean(),
  tileAppLocation: v.string(),
  tileBackofficeName: v.string(),
  tileDisplayTitleEnabled: v.boolean(),
  tileDescription: v.string(),
  tileDescriptionEnabled: v.boolean(),
  iconName: v.string(),
  iconEnabled: v.boolean(),
  cssBackGroundColour: v.string(),
  cssFontColour: v.string(),
  cssDefaultSize: v.string(),
  cssRoundCornerPerc: v.string(),
  cssBorderWidthPerc: v.string(),
  navigateType: v.picklist(NAVIGATE_TYPES),
  navigatePath: v.string(),
  tileContactPerson: v.string(),
  tileContactNumber: v.string(),
  categoryLocation: v.string(),
});
export type Tile = v.InferOutput<typeof TileSchema>;

/** One role a user holds at an estate (spec: access-control role entry, without tiles). */
export const UserRoleSchema = v.object({
  id: v.string(),
  userId: v.string(),
  estateID: v.number(),
  roleName: v.string(),
  unitNo: v.string(),
  /** The estate is in the user's access-location list: PIN and QR may be used there. */
  accessControl: v.boolean(),
});
export type UserRole = v.InferOutput<typeof UserRoleSchema>;

export const UserRecordSchema = v.object({
  uid: v.string(),
  email: v.string(),
  displayName: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  photoURL: v.string(),
  idNumber: v.string(),
  mobile: v.string(),
  mobileVerified: v.boolean(),
  defaultEstate: v.number(),
  userType: v.string(),
});
export type UserRecord = v.InferOutput<typeof UserRecordSchema>;

export const ContactSchema = v.object({
  userId: v.string(),
  cellNumber: v.string(),
  homeNumber: v.string(),
  workNumber: v.string(),
  emergencyContactName: v.string(),
  emergencyContactNumber: v.string(),
});
export type Contact = v.InferOutput<typeof ContactSchema>;

/** Access info entry per estate (spec 3). */
export const AccessInfoSchema = v.object({
  EstateID: v.number(),
  revertToOffline: v.boolean(),
  Message: v.string(),
  refreshInterval: v.number(),
});
export type AccessInfo = v.InferOutput<typeof AccessInfoSchema>;

export const AppConfigSchema = v.object({ key: v.string(), value: v.unknown() });
export type AppConfig = v.InferOutput<typeof AppConfigSchema>;

export const PointOfInterestSchema = v.object({
  id: v.string(),
  estateID: v.number(),
  name: v.string(),
  category: v.string(),
  description: v.string(),
  latitude: v.number(),
  longitude: v.number(),
  phone: v.string(),
});
export type PointOfInterest = v.InferOutput<typeof PointOfInterestSchema>;

export const DirectoryEntrySchema = v.object({
  id: v.string(),
  estateID: v.number(),
  category: v.picklist(['general', 'home', 'emergency', 'managingAgents', 'medical']),
  name: v.string(),
  phone: v.string(),
  email: v.string(),
  description: v.string(),
});
export type DirectoryEntry = v.InferOutput<typeof DirectoryEntrySchema>;

/** A mutation the server refused; the client rolls back and shows `message`. */
export const MutationErrorSchema = v.object({
  id: v.string(),
  clientId: v.string(),
  mutationId: v.number(),
  name: v.string(),
  message: v.string(),
});
export type MutationError = v.InferOutput<typeof MutationErrorSchema>;

/** Synced tables: name -> row schema and primary key field. */
export const SYNCED_TABLES = {
  estates: { schema: EstateSchema, key: 'EstateID' },
  roles: { schema: RoleSchema, key: 'roleName' },
  tiles: { schema: TileSchema, key: 'id' },
  userRoles: { schema: UserRoleSchema, key: 'id' },
  users: { schema: UserRecordSchema, key: 'uid' },
  contacts: { schema: ContactSchema, key: 'userId' },
  accessInfo: { schema: AccessInfoSchema, key: 'EstateID' },
  appConfig: { schema: AppConfigSchema, key: 'key' },
  pointsOfInterest: { schema: PointOfInterestSchema, key: 'id' },
  directory: { schema: DirectoryEntrySchema, key: 'id' },
  mutationErrors: { schema: MutationErrorSchema, key: 'id' },
  // gate access (issue 4)
  accessControlConfig: { schema: AccessControlConfigSchema, key: 'EstateID' },
  gateKeys: { schema: GateKeySchema, key: 'keyId' },
  revocationLists: { schema: RevocationListRecordSchema, key: 'estateId' },
  gateResidents: { schema: GateResidentSchema, key: 'id' },
  gateEvents: { schema: GateEventSchema, key: 'id' },
  // account and profile (issue 3)
  accounts: { schema: AccountSchema, key: 'accountID' },
  addresses: { schema: AddressSchema, key: 'addressID' },
  vehicles: { schema: VehicleSchema, key: 'vehicleId' },
  // notifications and delete account (issue 3)
  notifications: { schema: NotificationSchema, key: 'notificationId' },
  // estate manager console
  managerMembers: { schema: MemberCardSchema, key: 'id' },
} as const;
export type SyncedTable = keyof typeof SYNCED_TABLES;
export const SYNCED_TABLE_NAMES = Object.keys(SYNCED_TABLES) as SyncedTable[];
