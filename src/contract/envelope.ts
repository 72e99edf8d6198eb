import * as v from 'valibot';
import { text } from './text';

/** The spec's answer shape: `status` plus `details[...]`, or an error description. */
export type Ok<T> = { status: 'success'; details: T[] };
export type Failure = {
  status: 'error';
  /** Stable machine id, e.g. `auth/wrong-password`. */
  errorCode: string;
  errorDescription: string;
  errorDetails: { detail: string };
};

export const FailureSchema = v.object({
  status: v.literal('error'),
  errorCode: text(),
  errorDescription: text(),
  errorDetails: v.object({ detail: text() }),
});

export function ok<T>(...details: T[]): Ok<T> {
  return { status: 'success', details };
}
