import { SIGN_UP_MESSAGES } from './auth';
import type { Area } from './catalogue';

/** The records a user keeps: contacts, vehicles, accounts and addresses. */
export const recordsEntries = {
  'contacts.title': 'Contacts',
  'contacts.cell': 'Cell Number',
  'contacts.home': 'Home Number',
  'contacts.work': 'Work Number',
  'contacts.emergencyName': 'Emergency Contact Name',
  'contacts.emergencyNumber': 'Emergency Contact Number',
  'contacts.save': 'Save',
  'contacts.pending': 'Saved on this device, waiting to sync',
  'contacts.success': 'User Contact details changed successfully',
  'contacts.failure': 'User Contact details could not be changed',

  'records.success': 'Success',
  'records.failed': 'Failed',
  'records.confirm': 'Confirm',
  'records.delete': 'Delete',
  'records.deleteMode': 'Delete mode',
  'records.done': 'Done',
  'records.save': 'Save',
  'records.pending': 'Waiting to sync',
  'records.savedOffline': 'Saved on this device, waiting to sync',
  'records.deleteIcon': 'Delete {name}',
  'records.select': 'Select',

  'vehicles.title': 'Vehicles',
  'vehicles.add': 'add vehicle',
  'vehicles.addTitle': 'Add Vehicle',
  'vehicles.editTitle': 'Edit Vehicle',
  'vehicles.empty': 'You do not have any vehicles yet, would you like to add one?',
  'vehicles.confirmDelete': 'Are you sure you want to Delete this Vehicle?',
  'vehicles.make': 'Vehicle Make',
  'vehicles.model': 'Model',
  'vehicles.registration': 'Registration Number',
  'vehicles.colour': 'Colour',
  'vehicles.year': 'Year',
  'vehicles.vin': 'Vin Number',
  'vehicles.carPhoto': 'Vehicle Photo',
  'vehicles.discPhoto': 'License Disc Photo',
  'vehicles.photoPending': 'Photo waiting to upload',
  'vehicles.added': 'Vehicle successfully added',
  'vehicles.addFailed': 'Vehicle could not be added',
  'vehicles.edited': 'Vehicle details successfully changed',
  'vehicles.editFailed': 'Vehicle details could not be changed',
  'vehicles.deleted': 'Vehicle successfully Deleted',
  'vehicles.deleteFailed': 'Vehicle could not be Deleted',
  'vehicles.carPhotoFailed': 'Something went wrong, could not upload Vehicle Photo',
  'vehicles.discPhotoFailed': 'Something went wrong, could not upload Lic Disc Photo',
  'vehicles.notFound': 'This vehicle is no longer on this device.',

  'accounts.title': 'Accounts',
  'accounts.add': 'add account',
  'accounts.addTitle': 'Add Account',
  'accounts.editTitle': 'Edit Account',
  'accounts.empty': 'You do not have any Accounts yet, would you like to add one?',
  'accounts.confirmDelete': 'Are you sure you want to Delete this Account?',
  'accounts.estate': 'Estate',
  'accounts.type': 'Account Type',
  'accounts.unit': 'Unit Number',
  'accounts.number': 'Account Number',
  'accounts.added': 'Account successfully added',
  'accounts.addFailed': 'Account could not be added',
  'accounts.edited': 'Account successfully edited',
  'accounts.editFailed': 'Account could not be edited',
  'accounts.deleted': 'Account successfully Deleted',
  'accounts.deleteFailed': 'Account could not be Deleted',
  'accounts.notFound': 'This account is no longer on this device.',

  'addresses.title': 'Addresses',
  'addresses.add': 'add address',
  'addresses.addTitle': 'Add Address',
  'addresses.editTitle': 'Edit Address',
  'addresses.empty': 'You do not have any addresses yet, would you like to add one?',
  'addresses.confirmDelete': 'Are you sure you want to Delete this Address?',
  'addresses.stand': 'Stand/Block Number',
  'addresses.estate': 'Estate',
  'addresses.streetNo': 'Street No',
  'addresses.streetName': 'Street Name',
  'addresses.suburb': 'Suburb',
  'addresses.city': 'City',
  'addresses.code': 'Code',
  'addresses.added': 'Address successfully added',
  'addresses.addFailed': 'Address could not be added',
  'addresses.edited': 'Address successfully Edited',
  'addresses.editFailed': 'Address could not be edited',
  'addresses.deleted': 'Address successfully Deleted',
  'addresses.deleteFailed': 'Address could not be Deleted',
  'addresses.notFound': 'This address is no longer on this device.',
} as const;

/** Contact numbers: the one format check of every phone field. */
export const CONTACT_FIELD_MESSAGES = {
  invalidPhone: 'Please enter a valid phone number',
} as const;

/** Vehicle form fields (contract schema, so the form and the server answer alike). */
export const VEHICLE_MESSAGES = {
  makeRequired: 'Please enter the Vehicle Make',
  modelRequired: 'Please enter the Model',
  registrationRequired: 'Please enter the Registration Number',
  invalidYear: 'Please enter a valid Year',
} as const;

/** Account form fields. */
export const ACCOUNT_FIELD_MESSAGES = {
  estateRequired: SIGN_UP_MESSAGES.estateRequired,
  accountNumberRequired: 'Please enter an Account Number',
  onlyLevies: 'Only Levies accounts can be added',
} as const;

/** Address form fields. */
export const ADDRESS_FIELD_MESSAGES = {
  streetNameRequired: 'Please enter a Street Name',
} as const;

/** The empty-list detail of accounts and addresses (spec 7), an answer the client reads as "no rows". */
export const NO_RECORDS = 'No associated records found';

/** Results of account writes (spec 8). */
export const ACCOUNT_MESSAGES = {
  added: recordsEntries['accounts.added'],
  addFailed: recordsEntries['accounts.addFailed'],
  edited: recordsEntries['accounts.edited'],
  editFailed: recordsEntries['accounts.editFailed'],
  deleted: recordsEntries['accounts.deleted'],
  deleteFailed: recordsEntries['accounts.deleteFailed'],
  confirmDelete: recordsEntries['accounts.confirmDelete'],
  empty: recordsEntries['accounts.empty'],
} as const;

/** Results of vehicle writes (spec 8) and the vehicles' empty-list detail (spec 7). */
export const VEHICLE_RESULT = {
  added: recordsEntries['vehicles.added'],
  addFailed: recordsEntries['vehicles.addFailed'],
  edited: recordsEntries['vehicles.edited'],
  editFailed: recordsEntries['vehicles.editFailed'],
  deleted: recordsEntries['vehicles.deleted'],
  deleteFailed: recordsEntries['vehicles.deleteFailed'],
  carPhotoFailed: recordsEntries['vehicles.carPhotoFailed'],
  discPhotoFailed: recordsEntries['vehicles.discPhotoFailed'],
  none: 'No associated Vehicles found',
} as const;

/** Results of address writes (spec 8) and the empty-list detail (spec 7). */
export const ADDRESS_RESULT = {
  added: recordsEntries['addresses.added'],
  addFailed: recordsEntries['addresses.addFailed'],
  edited: recordsEntries['addresses.edited'],
  editFailed: recordsEntries['addresses.editFailed'],
  deleted: recordsEntries['addresses.deleted'],
  deleteFailed: recordsEntries['addresses.deleteFailed'],
  none: NO_RECORDS,
} as const;

/** Registers this area with the catalogue: `./index.ts` finds this file, and its keys join `MessageKey`. */
declare module './catalogue' {
  interface Catalogue extends Area<typeof recordsEntries> {}
}

export default recordsEntries;
