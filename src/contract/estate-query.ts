import * as v from 'valibot';
import { ERROR_MESSAGES } from '../i18n/en/errors';
import { withEstateId } from './estate-id';
import { text } from './text';

/** Query values arrive as strings: an estate id is digits. */
export const EstateIdParamSchema = v.pipe(text(ERROR_MESSAGES.invalidRequest), v.regex(/^\d{1,9}$/, ERROR_MESSAGES.invalidRequest), v.transform(Number));

/**
 * A query that names an estate the way the spec's calls do (`?estateID=`, or `?EstateID=` for bookings; `?estateId=`
 * reads too), read as `estateId`: the one place a query's wire casing of the estate id is mapped.
 */
export function estateQuery<I extends v.GenericSchema<unknown, unknown>, E extends v.ObjectEntries>(estateId: I, entries: E) {
  return v.pipe(v.unknown(), v.transform(withEstateId), v.object({ ...entries, estateId }));
}
