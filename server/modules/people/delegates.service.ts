import crypto from 'node:crypto';
import type { MailMessage } from '../../mail/mailer';
import { deliverMail } from '../../mail/outbox.service';
import { ROLES } from '../../../src/domain/roles';
import { DELEGATE_MAIL } from '../../../src/i18n/en/people';
import { format } from '../../../src/i18n/format';
import type { AppContext, ModuleHooks } from '../../context';
import { publish, scopes, type Trx } from '../../sync/change-log';
import { toUserRole } from '../auth/user-rows';
import { publishMemberCard } from '../manager/manager.service';
import { toAssociate } from './people-rows';
import * as repo from './people.repository';
import * as core from '../core/core.service';

/**
 * The unit's Associate Delegate (spec 2 section 4): an adult associate whose account, once one
 * with the associate's e-mail exists, holds the `associateDelegate` role at the estate for the
 * unit. Granting and withdrawing the role publish the role row and the member card.
 */

/** Gives the delegate's account the role at the unit (once), linking the associate row to it. */
export async function grantDelegateRole(trx: Trx, hooks: ModuleHooks, associate: repo.AssociateRow, userId: string): Promise<repo.AssociateRow> {
  const estateId = Number(associate.estate_id);
  if (!(await core.findDelegateRole(trx, userId, estateId, associate.unit_no))) {
    const role = await core.insertUserRole(trx, {
      id: crypto.randomUUID(),
      user_id: userId,
      estate_id: estateId,
      role_name: ROLES.associateDelegate,
      unit_no: associate.unit_no,
      access_control: 0,
      created_at: Date.now(),
    });
    await publish(trx, scopes.user(userId), 'userRoles', role.id, toUserRole(role));
    await publishMemberCard(trx, hooks, estateId, userId);
  }
  return associate.delegate_user_id === userId ? associate : repo.updateAssociate(trx, associate.id, { delegate_user_id: userId });
}

/** Takes the role back from the associate's account (removal, delegate change), tombstoning the role row. */
export async function withdrawDelegateRole(trx: Trx, hooks: ModuleHooks, associate: repo.AssociateRow): Promise<void> {
  const userId = associate.delegate_user_id;
  if (userId === '') return;
  const estateId = Number(associate.estate_id);
  const role = await core.findDelegateRole(trx, userId, estateId, associate.unit_no);
  if (!role) return;
  await core.deleteUserRole(trx, role.id);
  await publish(trx, scopes.user(userId), 'userRoles', role.id, null);
  await publishMemberCard(trx, hooks, estateId, userId);
}

/**
 * Makes the associate the unit's delegate: the flag, the role for an existing account with the
 * associate's e-mail whose address is verified (issue 26: an account someone made with the address
 * but never proved gets nothing; the role waits for the verification, `linkDelegateOnEmailVerified`),
 * the row republished. Answers the e-mail to send once the write commits.
 */
export async function makeDelegate(
  trx: Trx,
  hooks: ModuleHooks,
  associate: repo.AssociateRow,
  delegatedBy: string,
): Promise<{ row: repo.AssociateRow; mail: MailMessage | null }> {
  let row = await repo.updateAssociate(trx, associate.id, { is_delegate: 1 });
  const account = row.email === '' ? undefined : await core.findUserByEmailIgnoringCase(trx, row.email);
  if (account && Number(account.email_verified) === 1) row = await grantDelegateRole(trx, hooks, row, account.id);
  await publish(trx, scopes.unit(Number(row.estate_id), row.unit_no), 'associates', row.id, toAssociate(row));
  if (row.email === '') return { row, mail: null };
  const resident = await core.findUserById(trx, delegatedBy);
  const params = {
    estate: (await core.estateName(trx, Number(row.estate_id))) ?? '',
    name: row.first_name,
    resident: resident?.display_name ?? '',
    unitNo: row.unit_no,
    email: row.email,
  };
  const text = format(DELEGATE_MAIL.text, params);
  const html = text
    .split('\n\n')
    .map((p) => `<p>${p.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c)}</p>`)
    .join('');
  return { row, mail: { to: row.email, subject: format(DELEGATE_MAIL.subject, params), text, html } };
}

/** Clears the unit's delegate flag on the associate and takes the role back. */
export async function clearDelegate(trx: Trx, hooks: ModuleHooks, associate: repo.AssociateRow): Promise<repo.AssociateRow> {
  await withdrawDelegateRole(trx, hooks, associate);
  const row = await repo.updateAssociate(trx, associate.id, { is_delegate: 0, delegate_user_id: '' });
  if (row.status === 'active') await publish(trx, scopes.unit(Number(row.estate_id), row.unit_no), 'associates', row.id, toAssociate(row));
  return row;
}

/**
 * Writes the delegate's mail to the outbox in the write's transaction: it leaves once that
 * commits, never for a write rolled back. Nothing when there is no mail.
 */
export async function sendWithWrite(ctx: AppContext, trx: Trx, mail: MailMessage | null): Promise<void> {
  if (mail) await deliverMail(ctx, mail, 'delegate mail', trx);
}

/**
 * An address just verified (`Module.onEmailVerified`): its account gets the delegate role at each
 * unit that delegated to that e-mail and is not linked yet.
 */
export async function linkDelegateOnEmailVerified(trx: Trx, hooks: ModuleHooks, userId: string, email: string): Promise<void> {
  for (const associate of await repo.listUnlinkedDelegatesByEmail(trx, email)) {
    const row = await grantDelegateRole(trx, hooks, associate, userId);
    await publish(trx, scopes.unit(Number(row.estate_id), row.unit_no), 'associates', row.id, toAssociate(row));
  }
}
