import type { MutationName } from '../../contract/registry';
import type { OutboxEntry } from '../../db/db';
import { t, type MessageKey } from '../../i18n';
import type { RecordKind } from './records.api';
import '../../i18n/areas/records';

/** The messages every record kind has; the catalogue keys them alike (`accounts.added`, `vehicles.added`, ...). */
type KindMessage =
  | 'title'
  | 'empty'
  | 'add'
  | 'addTitle'
  | 'editTitle'
  | 'confirmDelete'
  | 'added'
  | 'addFailed'
  | 'edited'
  | 'editFailed'
  | 'deleted'
  | 'deleteFailed'
  | 'notFound';

export function recordText(kind: RecordKind, message: KindMessage): string {
  return t(`${kind}.${message}`);
}

/** The spec's failure text of each record write a list may show refused. */
const REFUSED: Partial<Record<MutationName, MessageKey>> = {
  'accounts.add': 'accounts.addFailed',
  'accounts.edit': 'accounts.editFailed',
  'accounts.delete': 'accounts.deleteFailed',
  'addresses.add': 'addresses.addFailed',
  'addresses.edit': 'addresses.editFailed',
  'addresses.delete': 'addresses.deleteFailed',
  'vehicles.add': 'vehicles.addFailed',
  'vehicles.edit': 'vehicles.editFailed',
  'vehicles.setPhoto': 'vehicles.carPhotoFailed',
  'vehicles.delete': 'vehicles.deleteFailed',
};

/** The card-level text of a refused write: the spec's failure text, then the server's detail when it adds something. */
export function refusalText(failure: string, serverMessage: string | undefined): string {
  return serverMessage && serverMessage !== failure ? `${failure}: ${serverMessage}` : failure;
}

/** What a list of `kind` shows for one of its refused writes. */
export function refusalOf(kind: RecordKind, entry: OutboxEntry): string {
  return refusalText(t(REFUSED[entry.name] ?? `${kind}.editFailed`), entry.error);
}
