import type { Area } from './catalogue';

/** Profile, About, Switch Estate, Profile Details and Personal Information. */
export const profileEntries = {
  'profile.title': 'Profile',
  'profile.switchEstate': 'Switch Estate',
  'profile.about': 'About',
  'profile.contacts': 'Contacts',
  'profile.logout': 'Logout',
  'profile.user': 'User',

  'about.title': 'About',
  'about.version': 'App Version',

  'switch.title': 'Switch Estate',
  'switch.chooseRole': 'Choose a role at {estate}',
  'switch.current': 'Current',
  'switch.none': 'You do not hold a role at any estate yet.',

  'profile.details': 'Profile Details',
  'profile.personalInformation': 'Personal Information',
  'profile.reload': 'Reload',
  'profile.changePhoto': 'Change photo',
  'profile.takePhoto': 'Take a photo',
  'profile.choosePhoto': 'Choose a photo',
  'profile.photoSuccess': 'Profile Picture changed successfully',
  'profile.photoFailure': 'Something went wrong, could not update Profile Photo',
  'profile.offlineBlocked': 'Not available offline',
  'profile.uploading': 'Uploading...',
  'profile.myData': 'Download my data',
  'profile.myData.hint': 'A JSON file of everything the estate app holds about you, your associates included.',
  'profile.myData.preparing': 'Preparing your data...',
  'profile.myData.saved': 'Your data was saved as {file}.',
  'profile.myData.failure': 'Your data could not be downloaded. Please try again later.',

  'details.title': 'Profile Details',
  'details.firstName': 'Name',
  'details.lastName': 'Surname',
  'details.idNumber': 'ID Number',
  'details.update': 'update',
  'details.success': 'Profile Details successfully changed',
  'details.failure': 'Profile Details could not be changed',
  'details.offline': 'You are offline. Profile Details can only be changed when online.',

  'personal.title': 'Personal Information',
  'personal.addresses': 'Addresses',
  'personal.accounts': 'Accounts',
  'personal.contacts': 'Contacts',
  'personal.vehicles': 'Vehicles',
  'personal.deleteAccount': 'Delete Account',
} as const;

/** The answer to an ID number that is not a valid South African one. */
export const SA_ID_MESSAGE = 'Please enter in a valid SA ID number';

/** Profile details: the server's answers and the form's ID number check (spec 1 sections 3 and 8). */
export const PROFILE_MESSAGES = {
  saved: profileEntries['details.success'],
  saveFailed: profileEntries['details.failure'],
  userIdMissingOnFetch: 'userId is undefined',
  userIdMissingOnSave: 'User ID is empty',
  userNotFound: 'User not found',
  invalidIdNumber: SA_ID_MESSAGE,
} as const;

/** The server's answers to a new profile photo. */
export const PHOTO_MESSAGES = {
  changed: profileEntries['profile.photoSuccess'],
  failed: profileEntries['profile.photoFailure'],
} as const;

/** Registers this area with the catalogue: `./index.ts` finds this file, and its keys join `MessageKey`. */
declare module './catalogue' {
  interface Catalogue extends Area<typeof profileEntries> {}
}

export default profileEntries;
