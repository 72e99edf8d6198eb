import { accessEntries } from './access';
import { authEntries } from './auth';
import { deleteAccountEntries } from './delete-account';
import { directoryEntries } from './directory';
import { peopleEntries } from './people';
import { associatesEntries } from './associates';
import { onboardingEntries } from './onboarding';
import { guardEntries } from './guard';
import { invitesEntries } from './invites';
import { visitorsEntries } from './visitors';
import { lettingEntries } from './letting';
import { bookingsEntries } from './bookings';
import { lagoonEntries } from './lagoon';
import { billingEntries } from './billing';
import { homeEntries } from './home';
import { managerEntries } from './manager';
import { notificationsEntries } from './notifications';
import { profileEntries } from './profile';
import { recordsEntries } from './records';
import { shellEntries } from './shell';
import { contentEntries } from './content';
import { eventsEntries } from './events';
import { listingsEntries } from './listings';
import { placesEntries } from './places';
import { documentsEntries } from './documents';
import { managerContentEntries } from './manager-content';

/** The areas of the catalogue, each a file of keyed entries; no key appears in two areas. */
export const areas = [shellEntries, authEntries, homeEntries, profileEntries, recordsEntries, accessEntries, guardEntries, notificationsEntries, deleteAccountEntries, managerEntries, directoryEntries, peopleEntries, associatesEntries, onboardingEntries, invitesEntries, visitorsEntries, lettingEntries, bookingsEntries, lagoonEntries, billingEntries, contentEntries, eventsEntries, listingsEntries, placesEntries, documentsEntries, managerContentEntries] as const;

/** Every user-facing string of the app, keyed, in the spec's wording (English): the one catalogue `t()` reads. */
export const en = {
  ...shellEntries,
  ...authEntries,
  ...homeEntries,
  ...profileEntries,
  ...recordsEntries,
  ...accessEntries,
  ...guardEntries,
  ...notificationsEntries,
  ...deleteAccountEntries,
  ...managerEntries,
  ...directoryEntries,
  ...peopleEntries,
  ...associatesEntries,
  ...onboardingEntries,
  ...invitesEntries,
  ...visitorsEntries,
  ...lettingEntries,
  ...bookingsEntries,
  ...lagoonEntries,
  ...billingEntries,
  ...contentEntries,
  ...eventsEntries,
  ...listingsEntries,
  ...placesEntries,
  ...documentsEntries,
  ...managerContentEntries,
} as const;

export type MessageKey = keyof typeof en;
