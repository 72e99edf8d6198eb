import { gateMutations } from '../../contract/gate';
import { invitesMutations } from '../../contract/invites';
import { defineFeature, defineMutation } from '../../db/feature';

/** The guard on duty who made a gate decision (a console may log for a guard other than the signed-in session). */
export type GuardOnDuty = { guardUserId: string };
/** A pass use's row also shows the holder and unit, only once the pass itself held (its signature, or the PIN matched). */
export type PassUseShown = GuardOnDuty & { holderName: string; unitNo: string };

declare module '../../db/feature' {
  interface MutationLocals {
    'gate.recordEvent': GuardOnDuty;
    'passes.recordUse': PassUseShown;
  }
}

/** The guard console's writes: gate decisions and pass uses. */
export const feature = defineFeature({
  mutations: {
    'gate.recordEvent': defineMutation(gateMutations['gate.recordEvent'], {
      table: 'gateEvents',
      rowId: (args) => args.id,
      apply: (args, { db }, local: GuardOnDuty) => db.gateEvents.put({ ...args, guardUserId: local.guardUserId }),
    }),
    'passes.recordUse': defineMutation(invitesMutations['passes.recordUse'], {
      table: 'passUses',
      rowId: (args) => args.id,
      apply: (args, { db }, local: PassUseShown) => db.passUses.put({ ...args, ...local, conflict: false }),
    }),
  },
});
