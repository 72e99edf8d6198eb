/**
 * What a route reads, for the endpoint fuzzing: the contract schema of its JSON body (the one
 * the route validates with, from src/contract), the kinds of its query and path values, or a
 * raw body (url-encoded forms of the payment gateway, file bytes). Each route declares its own in
 * its module's route checks (`reads`, tests/server/route-checks.ts); every route the app registers
 * must have one (tests/server/fuzz-endpoints.test.ts fails for one that does not), so a new route
 * is fuzzed from the day it is added.
 */

/** The kind of a query or path value: a fuzzed value is near one of these, or nasty. */
export type ValueKind =
  | 'estate'
  | 'unit'
  | 'user'
  | 'rowId'
  | 'token'
  | 'date'
  | 'text'
  | 'contentKind'
  | 'imageField'
  | 'lettingSubject'
  | 'statementId'
  | 'payRequestId'
  | 'digits';

/** How the route reads its body. */
export type BodySpec =
  | { json: unknown }
  /** One of these schemas (e.g. a content record of any kind). */
  | { jsonOneOf: readonly unknown[] }
  /** application/x-www-form-urlencoded with these field names (PayGate's PayWeb3). */
  | { form: readonly string[] }
  /** Raw bytes (the file upload). */
  | { bytes: true }
  /** The sync push: mutations named from the contract with their args' schemas. */
  | { push: true };

export type RouteInput = {
  query?: Record<string, ValueKind>;
  params?: Record<string, ValueKind>;
  body?: BodySpec;
  /** The answer to a refused call is not the JSON envelope: the gateway's text, an HTML page, or the spec's 'fail' status. */
  refusalShape?: 'text' | 'html' | 'fail-status';
  /** Each case costs a full scrypt hash (sign-in, sign-up, re-authentication): fewer runs. */
  slow?: true;
  /** Not fuzzed, with the reason (the SSE stream never ends an injected request). */
  skip?: string;
};

/** The query of a user's own rows: `?userID=`. */
export const userQuery = { userID: 'user' } as const;
/** The query naming a unit of an estate for a user. */
export const unitQuery = { estateID: 'estate', userID: 'user', uid: 'user', unitNo: 'unit' } as const;
