import * as v from 'valibot';
import { ERROR_MESSAGES } from '../../src/i18n/en/errors';
import { badRequest } from './errors';

/** Parses input with a contract schema; the first issue's message becomes a 400. */
export function validate<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  const first = result.issues[0];
  const field = first ? v.getDotPath(first) : null;
  const message = first?.message ?? ERROR_MESSAGES.invalidRequest;
  // valibot's generic messages name types ("Invalid type: Expected string"); say which field.
  throw badRequest(message.startsWith('Invalid ') && field ? `${field}: ${message}` : message, 'validation');
}
