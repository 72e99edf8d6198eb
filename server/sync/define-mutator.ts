import type * as v from 'valibot';
import type { ArgsSchema } from '../../src/contract/registry';
import type { Actor, AppContext, MutatorOf } from '../context';
import type { Trx } from './change-log';

/**
 * A mutation's server half as a module declares it: the contract's argument schema (the push
 * validates with it before `run`) and the write, typed from that schema.
 */
export function defineMutator<S extends ArgsSchema>(
  schema: S,
  run: (trx: Trx, actor: Actor, args: v.InferOutput<S>, ctx: AppContext) => Promise<void>,
): MutatorOf<S> {
  return { schema, run };
}
