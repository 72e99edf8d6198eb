import * as v from 'valibot';
import { ERROR_MESSAGES } from '../i18n/en/errors';
import { LETTING_MESSAGES } from '../i18n/en/invites';
import { LetterDatesArgsSchema, LetterInviteArgsSchema, LettingGuestCreateArgsSchema, RegularVisitorCreateArgsSchema } from './invites';
import { text } from './text';

/**
 * The gate's writes of letting and regular visitors through the outbox (issue 32): the same
 * checks as the spec's REST calls (src/contract/invites.ts), each naming its row with an id made
 * on the device so an offline write shows at once and lands exactly once. The rows are the
 * synced `letters`, `lettingGuests` and `regularVisitors` of the invites contract.
 */

const RowId = v.pipe(text(), v.regex(/^[A-Za-z0-9_-]{8,64}$/, ERROR_MESSAGES.invalidId));
const FileUrl = v.pipe(text(), v.regex(/^\/sdk\/files\/[A-Za-z0-9_-]{8,64}$/, LETTING_MESSAGES.guestFailed));

/** `letters.invite`: the invite form's payload with the letter's id (a phone already invited at the unit gets the new dates instead). */
export const LetterInviteMutationArgsSchema = v.object({ ...LetterInviteArgsSchema.entries, inviteId: RowId });

/** `letters.changeDates`: the spec's dates update payload. */
export const LetterDatesMutationArgsSchema = LetterDatesArgsSchema;

/** `letters.remove`: the letter and their guests lose access. */
export const LetterRemoveArgsSchema = v.object({ inviteId: RowId });

/** `lettingGuests.add`: the guest form's payload; the pictures follow it (`lettingGuests.setImage`) once uploaded. */
export const GuestAddArgsSchema = v.object({
  ...LettingGuestCreateArgsSchema.entries,
  associateImage: v.literal(''),
  documentFrontImage: v.literal(''),
  documentBackImage: v.literal(''),
});

export const GUEST_IMAGE_FIELDS = ['face', 'documentFront', 'documentBack'] as const;
export type GuestImageField = (typeof GUEST_IMAGE_FIELDS)[number];

/** `lettingGuests.setImage`: a picture the caller uploaded becomes the guest's face or document side. */
export const GuestImageArgsSchema = v.object({ guestId: RowId, field: v.picklist(GUEST_IMAGE_FIELDS), url: FileUrl });
export type GuestImageArgs = v.InferOutput<typeof GuestImageArgsSchema>;

/** `regularVisitors.create`: the create form's payload with the visitor's id. */
export const RegularVisitorCreateMutationArgsSchema = v.object({ ...RegularVisitorCreateArgsSchema.entries, id: RowId });

/** `regularVisitors.decide`: the resident approves or declines a visitor who onboarded. */
export const RegularVisitorDecideArgsSchema = v.object({ id: RowId, decision: v.picklist(['approve', 'decline']) });

/** `regularVisitors.remove`: a regular visitor of the resident's unit leaves it. */
export const RegularVisitorRemoveArgsSchema = v.object({ id: RowId });

/** The named mutations of this area a client may push; args are checked by these schemas on both sides. */
export const lettingMutations = {
  'letters.invite': LetterInviteMutationArgsSchema,
  'letters.changeDates': LetterDatesMutationArgsSchema,
  'letters.remove': LetterRemoveArgsSchema,
  'lettingGuests.add': GuestAddArgsSchema,
  'lettingGuests.setImage': GuestImageArgsSchema,
  'regularVisitors.create': RegularVisitorCreateMutationArgsSchema,
  'regularVisitors.decide': RegularVisitorDecideArgsSchema,
  'regularVisitors.remove': RegularVisitorRemoveArgsSchema,
};

type LettingMutations = typeof lettingMutations;
declare module './registry' {
  interface MutationRegistry extends LettingMutations {}
}
