import type { AccessZone, PeopleConfig } from '../../../src/contract/people';
import { INVITE_MAIL, LETTING_MESSAGES } from '../../../src/i18n/en/invites';
import { format } from '../../../src/i18n/format';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { AppError, forbidden, notFound } from '../../lib/errors';
import type { MailMessage } from '../../mail/mailer';
import { plainName } from '../../mail/plain-name';
import type { Trx } from '../../sync/change-log';
import { ensureGateEstate } from '../access/gate-state.service';
import { requireUnitHolder, requireUnitPeople, unitRecord } from '../people/units.service';

/**
 * What the letting services share: who may act for a unit, the letting-unit check, where the
 * images of a visitor, letter or guest are held, the zones they may name, the phone compared for
 * de-duplication, the mails, and a write that issues a pass for an estate without its key yet.
 */

/** The caller holds the unit (resident or owner), else 403: writes of regular visitors, letters and guests. */
export const requireHolder = requireUnitHolder;
/** The unit's holders and its delegate read its lists (the rows are synced to the unit's scope). */
export const requireReader = requireUnitPeople;

/** The unit is a letting unit (the estate manager's flag), else 403 with the product's words. */
export async function requireLettingUnit(db: Db | Trx, estateId: number, unitNo: string): Promise<void> {
  const unit = await unitRecord(db, estateId, unitNo);
  if (!unit?.isLettingUnit) throw forbidden(LETTING_MESSAGES.notLettingUnit, 'letting/not-letting-unit');
}

/** Who holds a visitor's, letter's or guest's images (never a user: /sdk/files answers 404 for them). */
export const lettingFileHolder = (id: string) => `letting:${id}`;
/** Images replaced or purged wait under this owner for the people module's purge job ('discarded:' files). */
export const discardedFileHolder = (id: string) => `discarded:letting:${id}`;

/** The active zones of `kind` the estate lists; its estate zones when it has none of that kind. */
export function zonesOfKind(config: PeopleConfig, kind: AccessZone['kind']): AccessZone[] {
  const own = config.accessZones.filter((z) => z.active && z.kind === kind);
  return own.length > 0 ? own : config.accessZones.filter((z) => z.active && z.kind === 'estate');
}

/** True when every id is one of `zones`, none twice (an estate without zones takes none). */
export { knownZones } from '../../lib/person-checks';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function mail(to: string, subject: string, text: string): MailMessage {
  return {
    to,
    subject,
    text,
    html: text
      .split('\n\n')
      .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
      .join(''),
  };
}

/** The visitor's and the resident's names as the mails carry them: plain, one line, no link made of them. */
const plainNames = (params: { name: string; resident: string }) => ({ name: plainName(params.name), resident: plainName(params.resident) });

/** The join link's e-mail (INVITE_MAIL.join*): `/join/{token}` on the app's public address. */
export function joinMail(ctx: AppContext, to: string, params: { estate: string; name: string; resident: string; token: string }): MailMessage {
  const values = { ...params, ...plainNames(params), link: `${ctx.config.publicUrl}/join/${encodeURIComponent(params.token)}` };
  return mail(to, format(INVITE_MAIL.joinSubject, values), format(INVITE_MAIL.joinText, values));
}

/** A letter's pass link e-mail (INVITE_MAIL.visitor*): `/visit/{linkToken}`. */
export function passMail(
  ctx: AppContext,
  to: string,
  params: { estate: string; name: string; resident: string; window: string; linkToken: string },
): MailMessage {
  const values = { ...params, ...plainNames(params), link: `${ctx.config.publicUrl}/visit/${encodeURIComponent(params.linkToken)}` };
  return mail(to, format(INVITE_MAIL.visitorSubject, values), format(INVITE_MAIL.visitorText, values));
}

/**
 * Runs a write that may issue a pass: an estate whose issuing key is not made yet (the invites
 * module answers 503 'invites/no-issuing-key') gets its gate state, then the write runs again.
 */
export async function withIssuingKey<T>(ctx: AppContext, estateId: number, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'invites/no-issuing-key') throw error;
    await ensureGateEstate(ctx, estateId);
    return write();
  }
}

/** 404 with the message for a row the caller may not see (the same as for none). */
export const notYours = (message: string, code: string) => notFound(message, code);
