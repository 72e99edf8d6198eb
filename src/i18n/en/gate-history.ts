import type { Area } from './catalogue';

/** The gate history search in the guard console's and the manager console's gate logs (issue 28). */
const gateHistoryEntries = {
  'gateHistory.open': 'Search older records',
  'gateHistory.close': 'Close the search',
  'gateHistory.title': 'Older records',
  'gateHistory.intro': 'This device holds the last {days} days of the gate. Older gate decisions and passes are searched on the server.',
  'gateHistory.offline': 'Searching older records needs a connection. You are offline: this device shows the last {days} days only.',
  'gateHistory.text': 'Name, unit or delivery PIN',
  'gateHistory.kind': 'Search in',
  'gateHistory.kind.decisions': 'Gate decisions',
  'gateHistory.kind.passes': 'Passes',
  'gateHistory.from': 'From',
  'gateHistory.to': 'To',
  'gateHistory.search': 'Search',
  'gateHistory.searching': 'Searching…',
  'gateHistory.none': 'No records found.',
  'gateHistory.shown': '{n} found',
  'gateHistory.more': 'Show more',
  'gateHistory.failed': 'The search did not work. Please try again.',
  'gateHistory.col.window': 'Valid',
  'gateHistory.col.holder': 'Holder',
  'gateHistory.col.entries': 'Entries',
  'gateHistory.col.status': 'Status',
  'gateHistory.window': '{from} to {to}',
  'gateHistory.entries': '{used} of {max}',
  'gateHistory.entriesAny': '{used}, no limit',
  'gateHistory.status.ACTIVE': 'Active',
  'gateHistory.status.REVOKED': 'Revoked',
  'gateHistory.status.EXPIRED': 'Expired',
} as const;

/** Registers this area with the catalogue: `./index.ts` finds this file, and its keys join `MessageKey`. */
declare module './catalogue' {
  interface Catalogue extends Area<typeof gateHistoryEntries> {}
}

export default gateHistoryEntries;
