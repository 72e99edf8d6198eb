import type { Module } from '../../context';
import { MembershipApproveArgsSchema, MembershipDeclineArgsSchema, MembershipWithdrawArgsSchema } from '../../../src/contract/membership';
import { defineMutator } from '../../sync/define-mutator';
import { membershipRequestsMigration } from './migrations/074_membership_requests';
import { approveRequest, declineRequest, forgetUserRequests, recordJoinRequest, releaseVerifiedRequests, withdrawRequest } from './membership.service';
// Adds the area's tables to Database (declaration merging).
import './membership.tables';

/**
 * Membership requests (issue 26): a sign-up's wish to join an estate, shown to its managers once
 * the person's e-mail address is verified, approved into a unit with a role or declined with a
 * reason through the outbox (`membership.approve`, `membership.decline`); the person may withdraw
 * their own (`membership.withdraw`). No REST route: reads are synced, writes are mutations.
 */
export const membershipModule = {
  name: 'membership',
  mutators: {
    'membership.approve': defineMutator(MembershipApproveArgsSchema, approveRequest),
    'membership.decline': defineMutator(MembershipDeclineArgsSchema, declineRequest),
    'membership.withdraw': defineMutator(MembershipWithdrawArgsSchema, withdrawRequest),
  },
  migrations: {
    '074_membership_requests': membershipRequestsMigration,
  },
  onJoinRequested: recordJoinRequest,
  onEmailVerified: releaseVerifiedRequests,
  onAccountDeletion: forgetUserRequests,
} satisfies Module;
