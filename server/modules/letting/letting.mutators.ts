import {
  GuestAddArgsSchema,
  GuestImageArgsSchema,
  LetterDatesMutationArgsSchema,
  LetterInviteMutationArgsSchema,
  LetterRemoveArgsSchema,
  RegularVisitorCreateMutationArgsSchema,
  RegularVisitorDecideArgsSchema,
  RegularVisitorRemoveArgsSchema,
} from '../../../src/contract/letting';
import { publish, scopes } from '../../sync/change-log';
import { defineMutator } from '../../sync/define-mutator';
import { addGuestIn, setGuestImageIn } from './guests.service';
import { changeLetterDatesIn, inviteLetterIn, removeLetterIn } from './letters.service';
import { createRegularVisitorIn, decideRegularVisitorIn, removeRegularVisitorIn } from './regular-visitors.service';

/**
 * The gate's letting and regular-visitor writes through the outbox (src/contract/letting.ts):
 * each runs the REST call's write in the push's transaction, so it is applied exactly once and
 * its refusal reaches the device with the spec's message.
 */
export const lettingMutators = {
  'letters.invite': defineMutator(LetterInviteMutationArgsSchema, async (trx, actor, { inviteId, ...args }, ctx) => {
    const answer = await inviteLetterIn(trx, ctx, actor.userId, args, inviteId);
    // The phone was invited at the unit already: that letter took the new dates, and the row the device made goes.
    if (answer.details[0]?.id !== inviteId) await publish(trx, scopes.unit(args.estateId, args.standNo), 'letters', inviteId, null);
  }),
  'letters.changeDates': defineMutator(LetterDatesMutationArgsSchema, async (trx, actor, args, ctx) => {
    await changeLetterDatesIn(trx, ctx, actor.userId, args);
  }),
  'letters.remove': defineMutator(LetterRemoveArgsSchema, async (trx, actor, args, ctx) => {
    await removeLetterIn(trx, ctx, actor.userId, args.inviteId);
  }),
  'lettingGuests.add': defineMutator(GuestAddArgsSchema, async (trx, actor, args, ctx) => {
    await addGuestIn(trx, ctx, actor.userId, args);
  }),
  'lettingGuests.setImage': defineMutator(GuestImageArgsSchema, async (trx, actor, args, ctx) => {
    await setGuestImageIn(trx, ctx, actor.userId, args);
  }),
  'regularVisitors.create': defineMutator(RegularVisitorCreateMutationArgsSchema, async (trx, actor, { id, ...args }, ctx) => {
    const answer = await createRegularVisitorIn(trx, ctx, actor.userId, args, id);
    // The phone is a regular visitor of the unit already: nothing changed, and the row the device made goes.
    if (answer.details[0]?.id !== id) await publish(trx, scopes.unit(args.estateId, args.standNo), 'regularVisitors', id, null);
  }),
  'regularVisitors.decide': defineMutator(RegularVisitorDecideArgsSchema, async (trx, actor, args, ctx) => {
    await decideRegularVisitorIn(trx, ctx, actor.userId, args.id, args.decision);
  }),
  'regularVisitors.remove': defineMutator(RegularVisitorRemoveArgsSchema, async (trx, actor, args, ctx) => {
    await removeRegularVisitorIn(trx, ctx, actor.userId, args.id);
  }),
};
