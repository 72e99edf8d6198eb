/**
 * Moves within an estate (move-in, move-out, a change of unit or role, a transfer of ownership)
 * and the membership log: the product's own plain words, shared by the contract, the server's
 * refusals and the console.
 */
export const MOVES_MESSAGES = {
  unitRoleOnly: 'Only an owner, tenant or resident of a unit can be moved: staff are invited or removed in Staff.',
  nothingChanges: 'Choose another unit or role: this is the one the person holds now.',
  alreadyHolds: 'This person already holds that role at unit {unitNo}.',
  notMember: 'This person is not a member of this estate.',
  notFormerMember: 'This person has never been a member of this estate: invite them by e-mail instead.',
  notOwner: 'This person is not the owner of unit {unitNo}.',
  transferTarget: 'Choose the new owner: a member of the estate or an e-mail address, not both.',
  transferToSelf: 'The new owner must be someone other than the present owner.',
  reasonTooLong: 'Please keep the reason under 500 characters.',
} as const;
