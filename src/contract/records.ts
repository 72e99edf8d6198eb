import * as v from 'valibot';
import { text } from './text';
import { AccessControlConfigSchema, GateEventSchema, GateKeySchema, GateResidentSchema, RevocationListRecordSchema } from './gate';
import { MemberCardSchema } from './manager';
import { AccountSchema, AddressSchema, VehicleSchema } from './profile';
import { NotificationSchema } from './notifications';
import { AssociateSchema, GateFaceSchema, PeopleConfigSchema, UnitRequestSchema, UnitSchema } from './people';
import { BookingSchema, BookingResourceSchema, BookingServiceSchema, BookingSlotSchema, LagoonConfigSchema } from './bookings';
import { BillSchema, LevyAccountSchema, PaymentSchema } from './billing';
import {
  DevelopmentSchema,
  DirectoryEntrySchema,
  DocumentCategorySchema,
  DocumentSchema,
  EstateContactSchema,
  EventSchema,
  LifestyleProviderSchema,
  NewsletterSchema,
  PointOfInterestSchema,
  SitePlanSchema,
  ThemeSchema,
} from './content';
import { GatePassSchema, InviteSchema, InviteSettingsSchema, LetterSchema, LettingGuestSchema, PassSchema, PassUseSchema, RegularVisitorSchema } from './invites';

/**
 * Rows mirrored to clients through sync. The `table` names are the Dexie table names and
 * the `tbl` column of the server's change log. Field names follow the spec.
 */

export const EstateSchema = v.object({
  EstateID: v.number(),
  estateName: text(),
  imageUrl: text(),
  address_Suburb: text(),
  address_City: text(),
  supportEmail: text(),
});
export type Estate = v.InferOutput<typeof EstateSchema>;

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
  estateID: v.number(),
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

/** GET /sdk/acl/:userId (not synced; the app builds the same list from its mirror): one (estate, role) entry with its tiles. */
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

/** One role a user holds at an estate (spec: access-control role entry, without tiles). */
export const UserRoleSchema = v.object({
  id: text(),
  userId: text(),
  estateID: v.number(),
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

/** Access info entry per estate (spec 3). */
export const AccessInfoSchema = v.object({
  EstateID: v.number(),
  revertToOffline: v.boolean(),
  Message: text(),
  refreshInterval: v.number(),
});
export type AccessInfo = v.InferOutput<typeof AccessInfoSchema>;

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
  // content: pointsOfInterest and directory are the reshaped tables of issue 12 (src/contract/content.ts)
  pointsOfInterest: { schema: PointOfInterestSchema, key: 'id' },
  directory: { schema: DirectoryEntrySchema, key: 'id' },
  mutationErrors: { schema: MutationErrorSchema, key: 'id' },
  // gate access
  accessControlConfig: { schema: AccessControlConfigSchema, key: 'EstateID' },
  gateKeys: { schema: GateKeySchema, key: 'keyId' },
  revocationLists: { schema: RevocationListRecordSchema, key: 'estateId' },
  gateResidents: { schema: GateResidentSchema, key: 'id' },
  gateEvents: { schema: GateEventSchema, key: 'id' },
  // account and profile
  accounts: { schema: AccountSchema, key: 'accountID' },
  addresses: { schema: AddressSchema, key: 'addressID' },
  vehicles: { schema: VehicleSchema, key: 'vehicleId' },
  // notifications and delete account
  notifications: { schema: NotificationSchema, key: 'notificationId' },
  // estate manager console
  managerMembers: { schema: MemberCardSchema, key: 'id' },
  // people at a unit (spec 2)
  units: { schema: UnitSchema, key: 'id' },
  peopleConfig: { schema: PeopleConfigSchema, key: 'EstateID' },
  associates: { schema: AssociateSchema, key: 'pkiAssociateID' },
  unitRequests: { schema: UnitRequestSchema, key: 'id' },
  gateFaces: { schema: GateFaceSchema, key: 'id' },
  // invites and passes (spec 2, issue 10)
  inviteSettings: { schema: InviteSettingsSchema, key: 'EstateID' },
  invites: { schema: InviteSchema, key: 'inviteId' },
  passes: { schema: PassSchema, key: 'id' },
  gatePasses: { schema: GatePassSchema, key: 'id' },
  passUses: { schema: PassUseSchema, key: 'id' },
  regularVisitors: { schema: RegularVisitorSchema, key: 'id' },
  letters: { schema: LetterSchema, key: 'inviteId' },
  lettingGuests: { schema: LettingGuestSchema, key: 'id' },
  // facility bookings and the lagoon (spec 3, issue 11)
  bookingServices: { schema: BookingServiceSchema, key: 'id' },
  bookingResources: { schema: BookingResourceSchema, key: 'id' },
  bookingSlots: { schema: BookingSlotSchema, key: 'id' },
  bookings: { schema: BookingSchema, key: 'id' },
  lagoonConfig: { schema: LagoonConfigSchema, key: 'EstateID' },
  // levy bills and card payments (spec 3, issue 11)
  levyAccounts: { schema: LevyAccountSchema, key: 'id' },
  bills: { schema: BillSchema, key: 'id' },
  payments: { schema: PaymentSchema, key: 'id' },
  // the estate's content (spec 3, issue 12): written by its managers (src/contract/content.ts)
  events: { schema: EventSchema, key: 'eventID' },
  newsletters: { schema: NewsletterSchema, key: 'id' },
  documentCategories: { schema: DocumentCategorySchema, key: 'id' },
  documents: { schema: DocumentSchema, key: 'id' },
  estateContacts: { schema: EstateContactSchema, key: 'id' },
  sitePlans: { schema: SitePlanSchema, key: 'estateID' },
  developments: { schema: DevelopmentSchema, key: 'id' },
  lifestyleProviders: { schema: LifestyleProviderSchema, key: 'id' },
  themes: { schema: ThemeSchema, key: 'estateID' },
} as const;
export type SyncedTable = keyof typeof SYNCED_TABLES;
export const SYNCED_TABLE_NAMES = Object.keys(SYNCED_TABLES) as SyncedTable[];
