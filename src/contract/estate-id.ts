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
