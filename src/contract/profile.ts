import * as v from 'valibot';
import { syncedTable } from './registry';
import { ACCOUNT_FIELD_MESSAGES, ADDRESS_FIELD_MESSAGES, VEHICLE_MESSAGES } from '../i18n/en/records';
import { ERROR_MESSAGES } from '../i18n/en/errors';
import { text } from './text';

/**
 * Account-and-profile payloads (spec 1 sections 2.9-2.15, 3, 5, 7): the synced rows of
 * accounts, addresses and vehicles, the args of their outbox mutations, and the bodies of
 * the online-only calls (profile details, photo URL, device record). One schema from form
 * to database: screens, the client calls and the server routes all parse with these.
 */

/** Client-generated ids of new rows (crypto.randomUUID without dashes, or any url-safe id). */
export const RowIdSchema = v.pipe(text(), v.regex(/^[A-Za-z0-9_-]{8,64}$/, ERROR_MESSAGES.invalidId));

/** A stored file's URL as the server hands it out ('' when no photo). */
export const FILE_URL_PATTERN = /^\/sdk\/files\/[A-Za-z0-9_-]{8,64}$/;
export const PhotoUrlSchema = v.pipe(text(), v.regex(new RegExp(`^$|${FILE_URL_PATTERN.source}`), ERROR_MESSAGES.invalidPhoto));

const trimmed = (max: number) => v.pipe(text(), v.trim(), v.maxLength(max));
const required = (message: string, max = 100) => v.pipe(text(), v.trim(), v.nonEmpty(message), v.maxLength(max));

// ---------------------------------------------------------------- synced rows

export const AccountSchema = v.object({
  accountID: text(),
  userId: text(),
  estateId: v.number(),
  /** The estate's name (spec: context). */
  context: text(),
  accountType: text(),
  unitNumber: text(),
  accountNumber: text(),
});
export type Account = v.InferOutput<typeof AccountSchema>;

export const AddressSchema = v.object({
  addressID: text(),
  userId: text(),
  estateId: v.number(),
  context: text(),
  addressType: text(),
  standNo: text(),
  streetNoOrUnitNo: text(),
  streetName: text(),
  suburbName: text(),
  localityOrCity: text(),
  addressPostalCode: text(),
  addressCountry: text(),
  longitude: text(),
  latitude: text(),
});
export type Address = v.InferOutput<typeof AddressSchema>;

export const VehicleSchema = v.object({
  vehicleId: text(),
  userId: text(),
  make: text(),
  model: text(),
  colour: text(),
  year: text(),
  registrationNumber: text(),
  vinNumber: text(),
  licenseDiscPhotoURL: text(),
  carPhotoURL: text(),
});
export type Vehicle = v.InferOutput<typeof VehicleSchema>;

// ---------------------------------------------------------------- vehicle mutations

export const VehicleFieldsSchema = v.object({
  make: required(VEHICLE_MESSAGES.makeRequired),
  model: required(VEHICLE_MESSAGES.modelRequired),
  registrationNumber: required(VEHICLE_MESSAGES.registrationRequired, 20),
  colour: trimmed(50),
  year: v.pipe(text(), v.trim(), v.regex(/^$|^(19|20)\d{2}$/, VEHICLE_MESSAGES.invalidYear)),
  vinNumber: trimmed(50),
  licenseDiscPhotoURL: PhotoUrlSchema,
  carPhotoURL: PhotoUrlSchema,
});
export type VehicleFields = v.InferOutput<typeof VehicleFieldsSchema>;

export const VehicleSaveArgsSchema = v.object({ vehicleId: RowIdSchema, ...VehicleFieldsSchema.entries });
export type VehicleSaveArgs = v.InferOutput<typeof VehicleSaveArgsSchema>;

export const VehicleDeleteArgsSchema = v.object({ vehicleId: RowIdSchema });
export type VehicleDeleteArgs = v.InferOutput<typeof VehicleDeleteArgsSchema>;

export const VEHICLE_PHOTO_FIELDS = ['carPhotoURL', 'licenseDiscPhotoURL'] as const;
export type VehiclePhotoField = (typeof VEHICLE_PHOTO_FIELDS)[number];

/** Sets one photo URL once the photo taken offline has been uploaded. */
export const VehiclePhotoArgsSchema = v.object({ vehicleId: RowIdSchema, field: v.picklist(VEHICLE_PHOTO_FIELDS), url: PhotoUrlSchema });
export type VehiclePhotoArgs = v.InferOutput<typeof VehiclePhotoArgsSchema>;

// ---------------------------------------------------------------- account mutations

/** The chosen estate's id; missing or 0 (nothing chosen) answers 'Please select an estate'. */
const EstateIdSchema = v.pipe(
  v.optional(v.number(ACCOUNT_FIELD_MESSAGES.estateRequired), 0),
  v.integer(ACCOUNT_FIELD_MESSAGES.estateRequired),
  v.minValue(1, ACCOUNT_FIELD_MESSAGES.estateRequired),
);

export const AccountAddArgsSchema = v.object({
  accountID: RowIdSchema,
  estateId: EstateIdSchema,
  accountType: trimmed(50),
  unitNumber: trimmed(20),
  accountNumber: required(ACCOUNT_FIELD_MESSAGES.accountNumberRequired, 50),
});
export type AccountAddArgs = v.InferOutput<typeof AccountAddArgsSchema>;

export const AccountEditArgsSchema = v.object({ accountID: RowIdSchema, accountNumber: required(ACCOUNT_FIELD_MESSAGES.accountNumberRequired, 50) });
export type AccountEditArgs = v.InferOutput<typeof AccountEditArgsSchema>;

export const AccountDeleteArgsSchema = v.object({ accountID: RowIdSchema });
export type AccountDeleteArgs = v.InferOutput<typeof AccountDeleteArgsSchema>;

// ---------------------------------------------------------------- address mutations

export const AddressFieldsSchema = v.object({
  estateId: EstateIdSchema,
  standNo: trimmed(20),
  streetNoOrUnitNo: trimmed(20),
  streetName: required(ADDRESS_FIELD_MESSAGES.streetNameRequired),
  suburbName: trimmed(100),
  localityOrCity: trimmed(100),
  addressPostalCode: trimmed(10),
});
export type AddressFields = v.InferOutput<typeof AddressFieldsSchema>;

export const AddressSaveArgsSchema = v.object({ addressID: RowIdSchema, ...AddressFieldsSchema.entries });
export type AddressSaveArgs = v.InferOutput<typeof AddressSaveArgsSchema>;

export const AddressDeleteArgsSchema = v.object({ addressID: RowIdSchema });
export type AddressDeleteArgs = v.InferOutput<typeof AddressDeleteArgsSchema>;

// ---------------------------------------------------------------- online-only bodies

/** PUT user record: the new profile photo URL (spec 7, 'User record'). */
export const UserPhotoBodySchema = v.object({ photoURL: PhotoUrlSchema });

/** Device record posted after sign-in (spec 3 and 7). */
export const DeviceRecordSchema = v.object({
  model: trimmed(100),
  brand: trimmed(100),
  type: trimmed(50),
  manufacturer: trimmed(100),
  baseOS: trimmed(100),
  tablet: v.boolean(),
  deviceId: RowIdSchema,
});
export type DeviceRecord = v.InferOutput<typeof DeviceRecordSchema>;

/** Uploads: JPEG, PNG or WebP only (checked by content), at most 5 MB. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

// ---------------------------------------------------------------- sync declarations

/** The synced tables of this area (Dexie table names and the change log's `tbl`). */
export const profileTables = {
  accounts: syncedTable(AccountSchema, 'accountID'),
  addresses: syncedTable(AddressSchema, 'addressID'),
  vehicles: syncedTable(VehicleSchema, 'vehicleId'),
};
/** The named mutations of this area a client may push; args are checked by these schemas on both sides. */
export const profileMutations = {
  'vehicles.add': VehicleSaveArgsSchema,
  'vehicles.edit': VehicleSaveArgsSchema,
  'vehicles.delete': VehicleDeleteArgsSchema,
  'vehicles.setPhoto': VehiclePhotoArgsSchema,
  'accounts.add': AccountAddArgsSchema,
  'accounts.edit': AccountEditArgsSchema,
  'accounts.delete': AccountDeleteArgsSchema,
  'addresses.add': AddressSaveArgsSchema,
  'addresses.edit': AddressSaveArgsSchema,
  'addresses.delete': AddressDeleteArgsSchema,
};

type ProfileTables = typeof profileTables;
type ProfileMutations = typeof profileMutations;
declare module './registry' {
  interface SyncedTableRegistry extends ProfileTables {}
  interface MutationRegistry extends ProfileMutations {}
}
