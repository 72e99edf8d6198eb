import * as v from 'valibot';
import { ERROR_MESSAGES } from '../../src/i18n/en/errors';
import { badRequest } from './errors';

/** Parses input with a contract schema; the first issue's message becomes a 400. */
export function validate<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  const first = result.issues[0];
  // The path may hold a key the caller wrote (a record's): without NUL or lone surrogates, and short.
  const field = first
    ? v
        .getDotPath(first)
        ?.replaceAll('\u0000', '?')
        .replace(/\p{Cs}/gu, '?')
        .slice(0, 100)
    : null;
  const raw = first?.message ?? ERROR_MESSAGES.invalidRequest;
  // valibot's generic messages end with the value received ('... but received "\u0000"'): the
  // caller's input is never echoed (a NUL or lone surrogate in it made the answer itself break the
  // envelope's text() schema, found by tests/server/fuzz-endpoints.test.ts).
  const message = raw.startsWith('Invalid ') ? raw.replace(/ but received [\s\S]*$/, '') : raw;
  // They also name types only ("Invalid type: Expected string"); say which field.
  throw badRequest(message.startsWith('Invalid ') && field ? `${field}: ${message}` : message, 'validation');
}
