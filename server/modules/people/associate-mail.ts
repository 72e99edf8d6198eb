import { WEEKDAYS, type Associate } from '../../../src/contract/people';
import { ASSOCIATE_MAIL } from '../../../src/i18n/en/people';
import { format } from '../../../src/i18n/format';
import type { MailMessage } from '../../mail/mailer';
import { plainName } from '../../mail/plain-name';
import type { Trx } from '../../sync/change-log';
import * as core from '../core/core.service';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The associate's access times in words: every day, or each day with its hours. */
export function accessInWords(associate: Associate): string {
  const days = WEEKDAYS.filter((day) => associate[`${day}StartTime`] !== '');
  const everyDay = days.length === 7 && days.every((day) => associate[`${day}StartTime`] === '00:01' && associate[`${day}EndTime`] === '23:59');
  if (everyDay) return ASSOCIATE_MAIL.everyDay;
  return days.map((day) => `${day} ${associate[`${day}StartTime`]} - ${associate[`${day}EndTime`]}`).join(', ');
}

/**
 * The confirmation e-mail to a new associate (the Thank you dialog's 'A confirmation e-mail will
 * follow'): who added them, the unit, their access. None without an address (minors).
 */
export async function associateCreatedMail(trx: Trx, associate: Associate, addedBy: string): Promise<MailMessage | null> {
  if (associate.email === '') return null;
  const resident = await core.findUserById(trx, addedBy);
  const params = {
    estate: (await core.estateName(trx, associate.estateId)) ?? '',
    name: plainName(associate.firstName),
    resident: plainName(resident?.display_name ?? ''),
    relationship: associate.associateRelationship,
    unitNo: associate.unitNo,
    access: accessInWords(associate),
    validFrom: associate.validFrom,
    validTo: associate.validTo,
  };
  const text = format(ASSOCIATE_MAIL.text, params);
  const html = text
    .split('\n\n')
    .map((p) => `<p>${escapeHtml(p)}</p>`)
    .join('');
  return { to: associate.email, subject: format(ASSOCIATE_MAIL.subject, params), text, html };
}
