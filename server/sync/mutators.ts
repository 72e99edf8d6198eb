import type { MutationArgs, MutationName } from '../../src/contract/mutations';
import type { AppContext } from '../context';
import { saveContacts } from '../modules/contacts/contacts.service';
import { markRead } from '../modules/notifications/notifications.service';
import { recordGateEvent } from '../modules/access/access.service';
import type { Trx } from './change-log';
import { addVehicle, deleteVehicle, editVehicle, setVehiclePhoto } from '../modules/vehicles/vehicles.service';
import { addAccount, deleteAccount, editAccount } from '../modules/accounts/accounts.service';
import { addAddress, deleteAddress, editAddress } from '../modules/addresses/addresses.service';

export type Actor = { userId: string };
export type Mutator<N extends MutationName> = (trx: Trx, actor: Actor, args: MutationArgs<N>, ctx: AppContext) => Promise<void>;
export type Mutators = { [N in MutationName]: Mutator<N> };

/** Every named mutation a client may push, one typed handler each (the whole surface in one map). */
export const mutators: Mutators = {
  'contacts.save': (trx, actor, args) => saveContacts(trx, actor.userId, args),
  // gate access (issue 4)
  'gate.recordEvent': (trx, actor, args) => recordGateEvent(trx, actor.userId, args),
  // account and profile (issue 3)
  'vehicles.add': async (trx, actor, args) => void (await addVehicle(trx, actor.userId, args)),
  'vehicles.edit': async (trx, actor, args) => void (await editVehicle(trx, actor.userId, args)),
  'vehicles.delete': (trx, actor, args) => deleteVehicle(trx, actor.userId, args),
  'vehicles.setPhoto': async (trx, actor, args) => void (await setVehiclePhoto(trx, actor.userId, args)),
  'accounts.add': async (trx, actor, args) => void (await addAccount(trx, actor.userId, args)),
  'accounts.edit': async (trx, actor, args) => void (await editAccount(trx, actor.userId, args)),
  'accounts.delete': (trx, actor, args) => deleteAccount(trx, actor.userId, args),
  'addresses.add': async (trx, actor, args) => void (await addAddress(trx, actor.userId, args)),
  'addresses.edit': async (trx, actor, args) => void (await editAddress(trx, actor.userId, args)),
  'addresses.delete': (trx, actor, args) => deleteAddress(trx, actor.userId, args),
  // notifications and delete account (issue 3)
  'notifications.markRead': (trx, actor, args) => markRead(trx, actor.userId, args),
};

export function runMutator<N extends MutationName>(name: N, trx: Trx, actor: Actor, args: MutationArgs<N>, ctx: AppContext): Promise<void> {
  const mutator: Mutator<N> = mutators[name];
  return mutator(trx, actor, args, ctx);
}
