import type { MutationArgs, MutationName } from '../../src/contract/mutations';
import type { AppContext } from '../context';
import { saveContacts } from '../modules/contacts/contacts.service';
import type { Trx } from './change-log';

export type Actor = { userId: string };
export type Mutator<N extends MutationName> = (trx: Trx, actor: Actor, args: MutationArgs<N>, ctx: AppContext) => Promise<void>;
export type Mutators = { [N in MutationName]: Mutator<N> };

/** Every named mutation a client may push, one typed handler each (the whole surface in one map). */
export const mutators: Mutators = {
  'contacts.save': (trx, actor, args) => saveContacts(trx, actor.userId, args),
};

export function runMutator<N extends MutationName>(name: N, trx: Trx, actor: Actor, args: MutationArgs<N>, ctx: AppContext): Promise<void> {
  const mutator: Mutator<N> = mutators[name];
  return mutator(trx, actor, args, ctx);
}
