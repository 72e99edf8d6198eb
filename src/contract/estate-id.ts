/**
 * A record or mutation's args with its `EstateID` or `estateID` field named `estateId`. Versions of the app before the
 * estate id had one name wrote those casings: the device's upgrade renames what it stores (src/db/db.ts), and the
 * server reads a push from an app still running such a version (after a deploy, until it takes the update) the same way.
 */
export function withEstateId(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const { EstateID, estateID, ...rest } = value as Record<string, unknown>;
  const estateId = rest.estateId ?? estateID ?? EstateID;
  return estateId === undefined ? value : { ...rest, estateId };
}

/**
 * The row shape this version of the app reads, sent with every pull (`shape=`). An app from before the estate id had
 * one name sends none, and the server answers it rows with the names it reads (`withFormerEstateField`) until it
 * takes the update; otherwise its screens would look for the estate under a name the rows no longer have.
 */
export const ROW_SHAPE = 2;

/** How the app named the estate id in each synced table's rows before the rename (tables not listed kept `estateId` or have none). */
const FORMER_ESTATE_FIELD: Readonly<Record<string, 'EstateID' | 'estateID'>> = {
  ...Object.fromEntries(
    [
      'levyAccounts',
      'bills',
      'payments',
      'bookingServices',
      'bookingResources',
      'bookingSlots',
      'bookings',
      'lagoonConfig',
      'accessControlConfig',
      'inviteSettings',
      'invites',
      'passes',
      'regularVisitors',
      'letters',
      'lettingGuests',
      'units',
      'peopleConfig',
      'associates',
      'unitRequests',
      'estates',
      'accessInfo',
      'snags',
    ].map((table) => [table, 'EstateID' as const]),
  ),
  ...Object.fromEntries(
    [
      'pointsOfInterest',
      'directory',
      'events',
      'newsletters',
      'documentCategories',
      'documents',
      'estateContacts',
      'sitePlans',
      'developments',
      'lifestyleProviders',
      'themes',
      'accounts',
      'addresses',
      'tiles',
      'userRoles',
    ].map((table) => [table, 'estateID' as const]),
  ),
};

/** A synced row as an app from before the rename reads it: `estateId` under the table's former name. */
export function withFormerEstateField(table: string, row: Record<string, unknown>): Record<string, unknown> {
  const former = FORMER_ESTATE_FIELD[table];
  if (!former || !('estateId' in row)) return row;
  const { estateId, ...rest } = row;
  return { ...rest, [former]: estateId };
}
