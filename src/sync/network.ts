/**
 * True when the browser says it has no network. Only a `false` counts: a runtime without the
 * flag (Node 22 has a `navigator` with no `onLine`, where the client tests run) is not offline.
 */
export function browserOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}
