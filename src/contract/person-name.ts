import * as v from 'valibot';
import { NAME_MESSAGES } from '../i18n/en/errors';

/**
 * A person's name as others will read it (a visitor's, a guest's, a regular visitor's): plain
 * words, never a link. Mailed to the address a resident types, a name such as 'Account suspended -
 * verify at https://...' would carry someone else's link in the estate's own e-mail, so names that
 * look like a web or e-mail address are refused: a scheme (`://`), `www.`, a host name
 * (a dot between a letter or digit and two letters, as in 't.co': 'J. Smith', 'J.R. Smith' and
 * 'Mr. Smith' pass, 'J.Smith' is asked to take a space) or an `@`.
 */
const LINK_LIKE = /:\/\/|\bwww\.|[\p{L}\p{N}]\.\p{L}{2,}|@/iu;

/** True when `value` holds something a mail reader could turn into a link. */
export function looksLikeLink(value: string): boolean {
  return LINK_LIKE.test(value);
}

/** The check as a schema action, with the product's message. */
export const noLinks = v.check<string, typeof NAME_MESSAGES.noLinks>((value) => !looksLikeLink(value), NAME_MESSAGES.noLinks);
