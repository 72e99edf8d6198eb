import * as v from 'valibot';
import { UNSUPPORTED_CHARACTERS_MESSAGE } from '../i18n/en/errors';

/**
 * The one string schema of the contract: every text field of every payload, synced row and
 * mutation is `text()` instead of `v.string()`, so none accepts a NUL (U+0000, which
 * PostgreSQL cannot store in text) or a lone UTF-16 surrogate (not Unicode text; PostgreSQL
 * and JSON encoders replace or refuse it). tests/contract-text.test.ts walks every exported
 * schema and fails for a string field that forgets it.
 */
/** An unpaired surrogate (`\p{Cs}` under the `u` flag matches lone surrogates only). */
const LONE_SURROGATE = /\p{Cs}/u;

/** Without NUL and without an unpaired surrogate. */
export function hasOnlySupportedCharacters(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

/** The check itself, one shared action (the schema walk in the test recognises it by identity). */
export const supportedCharacters = v.check<string, typeof UNSUPPORTED_CHARACTERS_MESSAGE>(hasOnlySupportedCharacters, UNSUPPORTED_CHARACTERS_MESSAGE);

/** A string without NUL or lone surrogates; `message` is the type message, as in `v.string(message)`. */
export function text(message?: string) {
  return v.pipe(v.string(message), supportedCharacters);
}
