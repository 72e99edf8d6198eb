import type { GatePass, Invite, InviteSettings, Letter, LettingGuest, Pass, PassUse, RegularVisitor } from '../contract/invites';
import Dexie, { type EntityTable } from 'dexie';
import type { Booking, BookingResource, BookingService, BookingSlot, LagoonConfig } from '../contract/bookings';
import type { Bill, LevyAccount, Payment } from '../contract/billing';
import type { AccessControlConfig, GateEvent, GateKey, GateResident, RevocationListRecord } from '../contract/gate';
import type { MemberCard } from '../contract/manager';
import type { AccessCredentialRow, AccessPinRow, GuardPinRow } from './gate-rows';
import type {
  AccessInfo,
  AppConfig,
  Contact,
  Estate,
  MutationError,
  Role,
  SyncedTable,
  Tile,
  UserRecord,
  UserRole,
} from '../contract/records';
import type { MutationName } from '../contract/mutations';
import type { Account, Address, Vehicle, VehiclePhotoField } from '../contract/profile';
import type { Notification } from '../contract/notifications';
import type { Associate, AssociateImageField, GateFace, PeopleConfig, Unit, UnitRequest } from '../contract/people';
import type {
  Development,
  DirectoryEntry,
  DocumentCategory,
  EstateContact,
  EstateDocument,
  EstateEvent,
  LifestyleProvider,
  Newsletter,
  PointOfInterest,
  SitePlan,
  Theme,
} from '../contract/content';

/** A face or document picture taken on this device for an associate, waiting for upload (then `associates.setImage`). */
export type AssociateUploadRow = { id: string; associateId: string; field: AssociateImageField; blob: Blob; createdAt: number; error?: string };

/** Local key/value state: clientId, cursor, scopes hash, next mutation id, current access. */
export type MetaRow = { key: string; value: unknown };

/** The signed-in session. Read at send time by the page and the service worker alike. */
export type SessionRow = {
  key: 'current';
  userId: string;
  email: string;
  accessToken: string;
  refreshToken: string;
  /** Epoch ms when the access token expires. */
  accessExpiresAt: number;
};

/**
 * A local write waiting for the server. `id` is the client's monotonic mutation id.
 * `prev` is the row as it was before the optimistic write (null: the row did not exist),
 * used to roll back when the server refuses the mutation.
 */
export type OutboxEntry = {
  id: number;
  name: MutationName;
  args: unknown;
  table: SyncedTable;
  rowId: string;
  prev: unknown;
  status: 'pending' | 'failed';
  error?: string;
  createdAt: number;
};

/** A server row that a pull could not apply because the row had pending mutations. */
export type ShadowRow = { key: string; table: SyncedTable; rowId: string; op: 'put' | 'del'; data?: Record<string, unknown> };

/** Form drafts kept on the device (e.g. sign-up while the terms are open). */
export type DraftRow = { key: string; value: unknown; savedAt: number };

/** A vehicle photo taken on this device, kept until it is uploaded and its URL set (account and profile). */
export type PhotoUploadRow = { id: string; vehicleId: string; field: VehiclePhotoField; blob: Blob; createdAt: number; error?: string };

/** A stored file fetched once with the session's token, kept for offline display (account and profile). */
/** A stored file kept on this device (photos, statements, documents and newsletters the user opened); `pinned` ones were kept on purpose. */
export type FileCacheRow = { url: string; blob: Blob; fetchedAt: number; pinned?: boolean };

export class EstateDb extends Dexie {
  meta!: EntityTable<MetaRow, 'key'>;
  session!: EntityTable<SessionRow, 'key'>;
  outbox!: EntityTable<OutboxEntry, 'id'>;
  shadows!: EntityTable<ShadowRow, 'key'>;
  drafts!: EntityTable<DraftRow, 'key'>;
  // Synced tables: names equal the contract's SYNCED_TABLES keys.
  estates!: EntityTable<Estate, 'EstateID'>;
  roles!: EntityTable<Role, 'roleName'>;
  tiles!: EntityTable<Tile, 'id'>;
  userRoles!: EntityTable<UserRole, 'id'>;
  users!: EntityTable<UserRecord, 'uid'>;
  contacts!: EntityTable<Contact, 'userId'>;
  accessInfo!: EntityTable<AccessInfo, 'EstateID'>;
  appConfig!: EntityTable<AppConfig, 'key'>;
  pointsOfInterest!: EntityTable<PointOfInterest, 'id'>;
  directory!: EntityTable<DirectoryEntry, 'id'>;
  mutationErrors!: EntityTable<MutationError, 'id'>;
  // account and profile
  accounts!: EntityTable<Account, 'accountID'>;
  addresses!: EntityTable<Address, 'addressID'>;
  vehicles!: EntityTable<Vehicle, 'vehicleId'>;
  photoUploads!: EntityTable<PhotoUploadRow, 'id'>;
  fileCache!: EntityTable<FileCacheRow, 'url'>;
  // notifications and delete account
  notifications!: EntityTable<Notification, 'notificationId'>;

  // gate access
  accessControlConfig!: EntityTable<AccessControlConfig, 'EstateID'>;
  gateKeys!: EntityTable<GateKey, 'keyId'>;
  revocationLists!: EntityTable<RevocationListRecord, 'estateId'>;
  gateResidents!: EntityTable<GateResident, 'id'>;
  gateEvents!: EntityTable<GateEvent, 'id'>;
  accessPins!: EntityTable<AccessPinRow, 'userId'>;
  accessCredentials!: EntityTable<AccessCredentialRow, 'key'>;
  guardPins!: EntityTable<GuardPinRow, 'userId'>;
  // manager console
  managerMembers!: EntityTable<MemberCard, 'id'>;
  // people at a unit
  units!: EntityTable<Unit, 'id'>;
  peopleConfig!: EntityTable<PeopleConfig, 'EstateID'>;
  associates!: EntityTable<Associate, 'pkiAssociateID'>;
  unitRequests!: EntityTable<UnitRequest, 'id'>;
  associateUploads!: EntityTable<AssociateUploadRow, 'id'>;
  gateFaces!: EntityTable<GateFace, 'id'>;
  // invites and passes
  inviteSettings!: EntityTable<InviteSettings, 'EstateID'>;
  invites!: EntityTable<Invite, 'inviteId'>;
  passes!: EntityTable<Pass, 'id'>;
  gatePasses!: EntityTable<GatePass, 'id'>;
  passUses!: EntityTable<PassUse, 'id'>;
  regularVisitors!: EntityTable<RegularVisitor, 'id'>;
  letters!: EntityTable<Letter, 'inviteId'>;
  lettingGuests!: EntityTable<LettingGuest, 'id'>;
  // facility bookings and the lagoon
  bookingServices!: EntityTable<BookingService, 'id'>;
  bookingResources!: EntityTable<BookingResource, 'id'>;
  bookingSlots!: EntityTable<BookingSlot, 'id'>;
  bookings!: EntityTable<Booking, 'id'>;
  lagoonConfig!: EntityTable<LagoonConfig, 'EstateID'>;
  // levy bills and card payments
  levyAccounts!: EntityTable<LevyAccount, 'id'>;
  bills!: EntityTable<Bill, 'id'>;
  payments!: EntityTable<Payment, 'id'>;
  // the estate's content
  events!: EntityTable<EstateEvent, 'eventID'>;
  newsletters!: EntityTable<Newsletter, 'id'>;
  documentCategories!: EntityTable<DocumentCategory, 'id'>;
  documents!: EntityTable<EstateDocument, 'id'>;
  estateContacts!: EntityTable<EstateContact, 'id'>;
  sitePlans!: EntityTable<SitePlan, 'estateID'>;
  developments!: EntityTable<Development, 'id'>;
  lifestyleProviders!: EntityTable<LifestyleProvider, 'id'>;
  themes!: EntityTable<Theme, 'estateID'>;

  constructor(name = 'estate') {
    super(name);
    this.version(1).stores({
      meta: 'key',
      session: 'key',
      outbox: 'id, status, [table+rowId]',
      shadows: 'key',
      drafts: 'key',
      estates: 'EstateID',
      roles: 'roleName',
      tiles: 'id, [estateID+roleName], estateID',
      userRoles: 'id, userId, estateID',
      users: 'uid',
      contacts: 'userId',
      accessInfo: 'EstateID',
      appConfig: 'key',
      pointsOfInterest: 'id, estateID',
      directory: 'id, estateID',
      mutationErrors: 'id',
    });
    // Tables added since version 1. Until the next release every new table goes into this
    // one block (one line per table, grouped by feature); bump to version(3) after it ships.
    this.version(2).stores({
      // --- account and profile ---
      accounts: 'accountID',
      addresses: 'addressID',
      vehicles: 'vehicleId',
      photoUploads: 'id, vehicleId',
      fileCache: 'url',
      // --- notifications and delete account ---
      notifications: 'notificationId, status, createdAt',
      // --- gate access ---
      accessControlConfig: 'EstateID',
      gateKeys: 'keyId, estateId',
      revocationLists: 'estateId',
      gateResidents: 'id, estateId',
      gateEvents: 'id, estateId, scannedAt',
      accessPins: 'userId',
      accessCredentials: 'key, userId',
      guardPins: 'userId',
      // --- manager console ---
      managerMembers: 'id, estateId',
    });
    // Version 2 shipped with issue 8. Tables added since go into this block (one line per table,
    // grouped by feature) until the next release; then open version(4).
    this.version(3).stores({
      // --- people at a unit ---
      units: 'id, EstateID',
      peopleConfig: 'EstateID',
      associates: 'pkiAssociateID, [EstateID+unitNo]',
      unitRequests: 'id, [EstateID+unitNo], status',
      associateUploads: 'id, associateId',
      gateFaces: 'id, estateId',
    });
    // Version 3 shipped with issue 9. Tables added since go into this block until the next release.
    this.version(4).stores({
      // --- invites and passes ---
      inviteSettings: 'EstateID',
      invites: 'inviteId, [EstateID+unitNo]',
      passes: 'id, subjectId, [EstateID+unitNo]',
      gatePasses: 'id, estateId, pinHash',
      passUses: 'id, estateId, passId, scannedAt',
      regularVisitors: 'id, [EstateID+unitNo], visitor_userId',
      letters: 'inviteId, [EstateID+unitNo], letter_userId',
      lettingGuests: 'id, [EstateID+unitNo], inviteId',
    });
    // Version 4 shipped with issue 10. Tables added since go into this block until the next release.
    this.version(5).stores({
      // --- facility bookings and the lagoon ---
      bookingServices: 'id, EstateID',
      bookingResources: 'id, EstateID, serviceId',
      bookingSlots: 'id, [resourceId+date]',
      bookings: 'id, EstateID, userId, status, date',
      lagoonConfig: 'EstateID',
      // --- levy bills and card payments ---
      levyAccounts: 'id, [EstateID+unitNo]',
      bills: 'id, [EstateID+unitNo], AccountNumber',
      payments: 'id, userId, purpose, PAY_REQUEST_ID',
    });
    // Tables added since version 5 (issue 12) go into this one block until the next release; then open version(7).
    this.version(6)
      .stores({
        // --- the estate's content ---
        events: 'eventID, estateID, startDate',
        newsletters: 'id, estateID, created',
        documentCategories: 'id, estateID',
        documents: 'id, estateID, unitNo',
        estateContacts: 'id, estateID, kind',
        sitePlans: 'estateID',
        developments: 'id, estateID',
        lifestyleProviders: 'id, estateID, location',
        themes: 'estateID',
      })
      .upgrade(async (tx) => {
        // The directory and points of interest changed shape: drop the old rows and pull everything again.
        await tx.table('directory').clear();
        await tx.table('pointsOfInterest').clear();
        await tx.table('meta').bulkDelete(['cursor', 'scopes']);
      });
  }
}

/** The one database of the app (page, service worker and workers open the same name). */
export const db = new EstateDb();

export const META = {
  clientId: 'clientId',
  cursor: 'cursor',
  scopes: 'scopes',
  nextMutationId: 'nextMutationId',
  /** { estateID, roleName } chosen on /SwitchEstate (default: highest-ranked role). */
  currentAccess: 'currentAccess',
  lastSyncAt: 'lastSyncAt',
  /** ClockSample (src/sync/clock.ts): this device's offset to server time, measured at every pull. */
  clockOffset: 'clockOffset',
} as const;
