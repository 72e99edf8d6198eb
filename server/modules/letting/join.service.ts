import type { JoinInfo } from '../../../src/contract/invites';
import { REGULAR_VISITOR_MESSAGES } from '../../../src/i18n/en/invites';
import { VERIFY_EMAIL_MESSAGES } from '../../../src/i18n/en/verify-email.messages';
import { hashToken, randomToken } from '../../auth/tokens';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { forbidden, notFound } from '../../lib/errors';
import { publish, scopes, writeTransaction, type Trx } from '../../sync/change-log';
import { toLetter, toRegularVisitor } from './letting-rows';
import * as repo from './letting.repository';
import { reconcileVisitorRole } from './visitor-role.service';
import * as core from '../core/core.service';
import { markEmailVerified } from '../auth/email-verification.service';

/**
 * Join links (spec 2 'JoinLink'): the resident's invitation e-mails a single-use link
 * `/join/{token}` to a regular visitor or a letter. Anyone may ask what a link is for; a
 * signed-in person joins with it once (the same person again changes nothing): a regular
 * visitor gets the Regular Visitor role at the estate, a letter is linked to their letting.
 * Only the token's hash is stored.
 */

export type JoinKind = 'regularVisitor' | 'letter';

/** A link is good for this long before someone joins with it. */
export const JOIN_TOKEN_TTL_MS = 14 * 24 * 60 * 60 * 1000;

const invalid = () => notFound(REGULAR_VISITOR_MESSAGES.joinInvalid, 'letting/join-invalid');

/** A new link for the subject (in the invitation's transaction); answers the token to e-mail. */
export async function createJoinToken(trx: Trx, kind: JoinKind, subjectId: string, estateId: number, now: number): Promise<string> {
  const token = randomToken();
  await repo.insertJoinToken(trx, {
    token_hash: hashToken(token),
    kind,
    subject_id: subjectId,
    estate_id: estateId,
    expires_at: now + JOIN_TOKEN_TTL_MS,
    used_by: '',
    used_at: null,
    created_at: now,
  });
  return token;
}

type Subject = { kind: 'regularVisitor'; row: repo.RegularVisitorRow } | { kind: 'letter'; row: repo.LetterRow };

/** The invitation a token names while it may still be joined (an INVITED regular visitor, a PENDING letter). */
async function subjectOf(db: Db | Trx, token: repo.JoinTokenRow): Promise<Subject | undefined> {
  if (token.kind === 'regularVisitor') {
    const row = await repo.findRegularVisitor(db, token.subject_id);
    return row ? { kind: 'regularVisitor', row } : undefined;
  }
  const row = await repo.findLetter(db, token.subject_id);
  return row ? { kind: 'letter', row } : undefined;
}

/** Whether the invitation still takes a join (by this user, when one is named). */
function joinable(subject: Subject): boolean {
  return subject.kind === 'regularVisitor' ? subject.row.status === 'INVITED' : subject.row.status === 'PENDING';
}

const linkedUser = (subject: Subject) => (subject.kind === 'regularVisitor' ? subject.row.visitor_user_id : subject.row.letter_user_id);

async function joinInfoOf(db: Db | Trx, subject: Subject): Promise<JoinInfo> {
  const row = subject.row;
  const resident = await core.findUserById(db, row.owner_id);
  const record = subject.kind === 'regularVisitor' ? toRegularVisitor(subject.row) : toLetter(subject.row);
  return {
    kind: subject.kind,
    estateId: Number(row.estate_id),
    estateName: (await core.estateName(db, Number(row.estate_id))) ?? '',
    residentName: resident?.display_name ?? '',
    displayName: row.display_name,
    email: row.email,
    id: row.id,
    status: record.status,
  };
}

/** GET API.joinInfo(token), public: what an unused, unexpired link is for; 404 joinInvalid otherwise. */
export async function joinInfo(ctx: AppContext, token: string): Promise<JoinInfo> {
  const row = await repo.findJoinToken(ctx.db, hashToken(token));
  if (!row || row.used_by !== '' || Number(row.expires_at) <= Date.now()) throw invalid();
  const subject = await subjectOf(ctx.db, row);
  if (!subject || !joinable(subject) || Number(subject.row.estate_id) !== Number(row.estate_id)) throw invalid();
  return joinInfoOf(ctx.db, subject);
}

/**
 * The token's invitation as the joined user's (onboarding): the caller must be who joined with
 * it. Answers the subject as it is now; 404 joinInvalid otherwise.
 */
export async function joinedSubject(db: Db | Trx, callerId: string, token: string): Promise<Subject> {
  const row = await repo.findJoinToken(db, hashToken(token));
  if (!row || row.used_by !== callerId) throw invalid();
  const subject = await subjectOf(db, row);
  if (!subject || linkedUser(subject) !== callerId) throw invalid();
  return subject;
}

/**
 * Nothing is bound to an unproven address (issue 26). The link was mailed to the invitation's
 * address, so a caller whose account has that address proves it by joining with it (counted
 * verified here, with what waited for the address); any other caller must have verified their own
 * address first, else 403 with the message to do so (nothing written).
 */
async function requireVerifiedJoiner(trx: Trx, callerId: string, invitedEmail: string): Promise<{ verifiesNow: boolean }> {
  const caller = await core.findUserById(trx, callerId);
  if (!caller) throw invalid();
  if (Number(caller.email_verified) === 1) return { verifiesNow: false };
  if (invitedEmail !== '' && caller.email.toLowerCase() === invitedEmail.trim().toLowerCase()) return { verifiesNow: true };
  throw forbidden(VERIFY_EMAIL_MESSAGES.verifyFirst, 'auth/email-not-verified');
}

/**
 * POST API.join (signed in): the caller takes the invitation (see `requireVerifiedJoiner`). A regular visitor's account is
 * linked and gets the Regular Visitor role at the estate (not yet in its access list: that
 * follows the resident's approval); a letter's account is linked (letters enter with their
 * pass link). The link works once per person: the same caller again answers the same.
 */
export async function join(ctx: AppContext, callerId: string, token: string): Promise<JoinInfo> {
  const hash = hashToken(token);
  return writeTransaction(ctx.db, async (trx) => {
    const row = await repo.findJoinToken(trx, hash);
    if (!row) throw invalid();
    const subject = await subjectOf(trx, row);
    if (!subject) throw invalid();
    if (row.used_by === callerId && linkedUser(subject) === callerId) return joinInfoOf(trx, subject);
    if (row.used_by !== '' || Number(row.expires_at) <= Date.now() || !joinable(subject) || linkedUser(subject) !== '') throw invalid();
    const { verifiesNow } = await requireVerifiedJoiner(trx, callerId, subject.row.email);
    if (!(await repo.takeJoinToken(trx, hash, callerId, Date.now()))) throw invalid();
    const estateId = Number(subject.row.estate_id);
    let info: JoinInfo;
    if (subject.kind === 'regularVisitor') {
      const updated = await repo.updateRegularVisitor(trx, subject.row.id, { visitor_user_id: callerId });
      // The role before anything publishes (lock order of the gate state).
      await reconcileVisitorRole(ctx, trx, callerId, estateId);
      await publish(trx, scopes.unit(estateId, updated.unit_no), 'regularVisitors', updated.id, toRegularVisitor(updated));
      info = await joinInfoOf(trx, { kind: 'regularVisitor', row: updated });
    } else {
      const updated = await repo.updateLetter(trx, subject.row.id, { letter_user_id: callerId });
      await publish(trx, scopes.unit(estateId, updated.unit_no), 'letters', updated.id, toLetter(updated));
      info = await joinInfoOf(trx, { kind: 'letter', row: updated });
    }
    if (verifiesNow) await markEmailVerified(ctx, trx, callerId);
    return info;
  });
}
