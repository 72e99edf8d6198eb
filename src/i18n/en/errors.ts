import { shellEntries } from './shell';

/** Messages every area shares: the server's error answers, the sync client's refusals, unsupported characters. */

/** Any text field holding NUL or a lone surrogate (src/contract/text.ts). */
export const UNSUPPORTED_CHARACTERS_MESSAGE = 'Please remove unsupported characters.';

/** A person's name that looks like a web or e-mail address (src/contract/person-name.ts). */
export const NAME_MESSAGES = {
  noLinks: 'Please enter a name only, without a web or e-mail address.',
} as const;

/** The spec's generic failure text: what a caller sees when the server failed in a way it did not foresee. */
export const GENERIC_FAILURE_MESSAGE = 'An error has occured, please try again later';

export const ERROR_MESSAGES = {
  unauthenticated: 'Authentication failed',
  forbidden: 'You may not access this resource.',
  notFound: 'Not found',
  maintenance: shellEntries['app.maintenance.title'],
  invalidRequest: 'Invalid request',
  requestTooLarge: 'The request is too large.',
  requestUnreadable: 'The request could not be read.',
  foreignClient: 'This client belongs to another user.',
  invalidId: 'Invalid id',
  invalidKey: 'Invalid key',
  invalidEventId: 'Invalid event id',
  invalidPhoto: 'Invalid photo',
  offline: 'You are offline',
  signedOut: 'Not signed in',
  refused: 'The change was refused.',
} as const;

/** An answer without a description of its own. */
export function requestFailedMessage(status: number): string {
  return `Request failed (${status})`;
}
