import type { Invite, InviteCreateArgs, InviteRevokeArgs, Pass, VisitorType } from '../../../src/contract/invites';
import type { AccessZone, PeopleConfig } from '../../../src/contract/people';
import { UNIT_PEOPLE_ROLES } from '../../../src/domain/roles';
import { INVITE_MAIL, INVITE_MESSAGES } from '../../../src/i18n/en/invites';
import { format } from '../../../src/i18n/format';
import { requireAccess } from '../../auth/authorize';
import type { Actor, AppContext } from '../../context';
import { isUniqueViolation, type Db } from '../../db/database';
import { AppError, badRequest, notFound, tooManyRequests } from '../../lib/errors';
import { addDays, addMonths, daysBetween, estateDate, estateInstant } from '../../../src/domain/estate-time';
import type { MailMessage } from '../../mail/mailer';
import { deliverMail } from '../../mail/outbox.service';
import { plainName } from '../../mail/plain-name';
import { hit, resetKeys } from '../../auth/rate-limit';
import { publish, scopes, writeTransaction, type Trx } from '../../sync/change-log';
import { ensureGateEstate } from '../access/gate-state.service';
import { configFor } from '../people/config.service';
import { lockUnitForCount, takeVisitorInvite } from '../people/units.service';
import { toInvite, toPass } from './invites-rows';
import * as repo from './invites.repository';
import { contactCellOf } from '../contacts/contacts.service';
import { activePassOf, issuePass, revokePassesFor } from './passes.service';
import { heldTickets, releaseOwnTicket, takeBoundTicket } from './pass-tickets.service';
import { settleEarlierUses } from './pass-uses.service';
import { activeVisitorType, settingsFor } from './settings.service';
import { takeResidentInvite } from './resident-limits.service';
import * as core from '../core/core.service';
import { actingFor, recordConciergeAction } from '../concierge/concierge.service';

/**
 * Visitor invites (spec 2 'Visitors', sections 4, 5, 7, 8): created by the people of a unit
 * (holders and the delegate) within the unit's daily limit, each with its gate pass (a PIN too
 * for deliveries), e-mailed to the visitor when an address is given; revoked and resent. The
 * sync mutators and the REST calls run the same functions.
 */

/** The unit's people manage its invites; anyone else gets 403 notYours. */
const requireInviteUnit = (db: Db | Trx, userId: string, estateId: number, unitNo: string) =>
  requireAccess(db, userId, { estateId, unitNo, roles: UNIT_PEOPLE_ROLES, message: INVITE_MESSAGES.notYours, code: 'invites/not-yours' });

/** An invite of a unit the caller manages; 404 otherwise, the same for another unit's invite as for none. */
async function managedInvite(db: Db | Trx, userId: string, inviteId: string): Promise<repo.InviteRow> {
  const row = await repo.findInvite(db, inviteId);
  if (!row) throw notFound(INVITE_MESSAGES.notFound, 'invites/not-found');
  try {
    await requireInviteUnit(db, userId, Number(row.estate_id), row.unit_no);
  } catch {
    throw notFound(INVITE_MESSAGES.notFound, 'invites/not-found');
  }
  return row;
}

// ---------------------------------------------------------------- the rules

/** Contractors (spec 2 section 6): delivery and service-provider types, and tiles named so. */
export function inviteKindOf(type: VisitorType): Invite['kind'] {
  if (type.isDelivery || /delivery/i.test(type.tileDisplayTitle)) return 'delivery';
  if (type.isServiceProvider || /demand/i.test(type.tileDisplayTitle)) return 'serviceProvider';
  return 'visitor';
}

/** A phone as compared for 'not your own number': digits and plus only, +27 / 27 read as the local 0. */
export function comparablePhone(phone: string): string {
  const kept = phone.replace(/[^\d+]/g, '');
  if (kept.startsWith('+27')) return `0${kept.slice(3)}`;
  if (/^27\d{9}$/.test(kept)) return `0${kept.slice(2)}`;
  return kept;
}

/**
 * The zones a visitor invite may name (active estate and regular-visitor zones; contractors only
 * those flagged allowContDelivery), or undefined when the estate has no zones configured.
 */
function inviteZones(config: PeopleConfig, contractor: boolean): AccessZone[] | undefined {
  if (config.accessZones.length === 0) return undefined;
  return config.accessZones.filter((z) => z.active && z.kind !== 'letting' && (!contractor || z.allowContDelivery));
}

const window = () => badRequest(INVITE_MESSAGES.window, 'invites/window');

/**
 * The visit's window in epoch ms, by the validity choice (spec 2 section 4 'Validity choice'):
 * 0 one date with a time range; 1 the whole day, 00:01-23:59 (locked); 99 up to 14 days; N up
 * to N days, with their own start and end times. The choice must be one the estate offers
 * (multi-day ones only with multiDayAccess, never for contractors). The visit ends after it
 * starts and after now, starts no earlier than yesterday (a write made offline) and ends at most
 * customDayMax months from today.
 */
export function inviteWindow(
  args: Pick<InviteCreateArgs, 'invitedDateStart' | 'invitedDateEnd' | 'dayCount'>,
  config: PeopleConfig,
  contractor: boolean,
  now: number,
): { startMs: number; endMs: number } {
  const startMs = estateInstant(args.invitedDateStart);
  const endMs = estateInstant(args.invitedDateEnd);
  if (Number.isNaN(startMs) || Number.isNaN(endMs)) throw badRequest(INVITE_MESSAGES.requiredFields, 'invites/required');
  const [startDate = '', startTime = ''] = args.invitedDateStart.split(' ');
  const [endDate = '', endTime = ''] = args.invitedDateEnd.split(' ');
  const settings = config.visitorSettings;
  const { dayCount } = args;
  const offered = settings.accessDayOptions.filter((o) => o.active).map((o) => o.value);
  const allowed = offered.length > 0 ? offered : [0, 1];
  if (!allowed.includes(dayCount) || (dayCount > 1 && (contractor || !settings.multiDayAccess))) throw window();
  const days = daysBetween(startDate, endDate);
  const maxDays = dayCount === 99 ? 14 : dayCount;
  const shapeOk = dayCount === 0 ? days === 0 : dayCount === 1 ? days === 0 && startTime === '00:01' && endTime === '23:59' : days >= 1 && days <= maxDays;
  if (!shapeOk || endMs <= startMs || endMs <= now) throw window();
  const today = estateDate(now);
  if (startDate < addDays(today, -1) || endDate > addMonths(today, settings.customDayMax)) throw window();
  return { startMs, endMs };
}

/** The checks of spec 2 section 5 the server holds, in the screens' order. */
async function checkCreate(trx: Trx, userId: string, args: InviteCreateArgs, now: number) {
  const settings = await settingsFor(trx, args.estateId);
  const type = activeVisitorType(settings, args.pkivisitorInviteTypeID);
  if (!type) throw badRequest(INVITE_MESSAGES.typeRequired, 'invites/type');
  const kind = inviteKindOf(type);
  const contractor = kind !== 'visitor';
  const config = await configFor(trx, args.estateId);
  const zoneIds = [...new Set(args.accessZoneIDList)];
  const zones = inviteZones(config, contractor);
  if (zones && (zones.length === 0 || zoneIds.some((id) => !zones.some((z) => z.id === id)))) throw badRequest(INVITE_MESSAGES.zoneRequired, 'invites/zone');
  const resident = await findUserPhones(trx, userId);
  const phone = comparablePhone(args.visitorPhoneNumber);
  if (resident?.phones.some((own) => comparablePhone(own) === phone)) throw badRequest(INVITE_MESSAGES.ownPhone, 'invites/own-phone');
  const { startMs, endMs } = inviteWindow(args, config, contractor, now);
  return {
    type,
    kind,
    zoneIds,
    startMs,
    endMs,
    residentName: resident?.displayName ?? '',
    multiEntry: args.multiEntry && config.visitorSettings.inviteMultiEntryEnabled,
  };
}

// ---------------------------------------------------------------- create, revoke, resend

export type CreatedInvite = { invite: Invite; pass: Pass; mail: MailMessage | null };

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The e-mail with the visitor's link (stored mailbox by default), or null without an address. */
async function inviteMail(db: Db | Trx, ctx: AppContext, invite: Invite, pass: Pass): Promise<MailMessage | null> {
  if (invite.visitorEmail === '') return null;
  const params = {
    estate: (await core.estateName(db, invite.estateId)) ?? '',
    name: plainName(invite.visitorName),
    resident: plainName(invite.residentName),
    window: `${invite.invitedDateStart} - ${invite.invitedDateEnd}`,
    link: `${ctx.config.publicUrl}/visit/${pass.linkToken}`,
  };
  const text = format(INVITE_MAIL.visitorText, params);
  const html = text
    .split('\n\n')
    .map((p) => `<p>${escapeHtml(p)}</p>`)
    .join('');
  return { to: invite.visitorEmail, subject: format(INVITE_MAIL.visitorSubject, params), text, html };
}

/**
 * Writes the visitor's mail to the outbox in the write's transaction: it leaves once that commits,
 * never for a write rolled back (a refused push). Nothing without an address.
 */
async function sendWithWrite(ctx: AppContext, trx: Trx, mail: MailMessage | null): Promise<void> {
  if (mail) await deliverMail(ctx, mail, 'visitor invite mail', trx);
}

/** The invite and its pass as stored (a replay of the same id). */
async function storedInvite(db: Db | Trx, row: repo.InviteRow): Promise<CreatedInvite> {
  const pass = row.pass_id === '' ? undefined : await repo.findPass(db, row.pass_id);
  if (!pass) throw new Error(`invite ${row.id} has no pass`);
  return { invite: toInvite(row), pass: toPass(pass), mail: null };
}

/**
 * `invites.create` and POST API.visitorInvite / visitorInvitePinOnly: checks the caller holds the
 * unit, the visitor type, the zones, the phone and the window, then takes one of the unit's
 * visitor invites of today with the unit's row locked (the daily limit), stores the invite,
 * issues its pass (with a PIN for deliveries and the PIN-only call) and publishes both to the
 * unit. A replay of its id answers the stored invite. The mail is sent by the caller after this.
 */
export async function createInvite(
  trx: Trx,
  ctx: AppContext,
  userId: string,
  args: InviteCreateArgs,
  options: { pinOnly?: boolean } = {},
): Promise<CreatedInvite> {
  await requireInviteUnit(trx, userId, args.estateId, args.unitNo);
  const replay = async () => {
    const existing = await repo.findInvite(trx, args.inviteId);
    if (!existing) return undefined;
    if (existing.owner_id === userId && Number(existing.estate_id) === args.estateId && existing.unit_no === args.unitNo) return storedInvite(trx, existing);
    throw badRequest(INVITE_MESSAGES.inviteFailed, 'invites/exists');
  };
  const earlier = await replay();
  if (earlier) return earlier;
  const now = Date.now();
  const { boundPass } = args;
  // A pass bound offline is checked as of the visit's start: it may land after the visit.
  const checked = await checkCreate(trx, userId, args, boundPass ? estateInstant(args.invitedDateStart) : now);

  // The daily limit: taken with the unit's row locked, so racing invites cannot both take the
  // last one (nor both create the same id: the second finds the first's row once the lock is its).
  await lockUnitForCount(trx, ctx.dialect, args.estateId, args.unitNo);
  const raced = await replay();
  if (raced) return raced;
  // A bound ticket takes the invite it held; any other invite leaves the held ones alone, or
  // releases one of the caller's own.
  const bound = boundPass ? await takeBoundTicket(trx, ctx, userId, { ...args, boundPass }) : undefined;
  if (bound && bound.binding.kind !== checked.kind) throw badRequest(INVITE_MESSAGES.ticketInvalid, 'invites/ticket-invalid');
  if (!bound) await takeOneInvite(trx, ctx, userId, args, now);
  // The resident's own block and cap (spec 2 section 6), after the unit's: a bound pass is only counted.
  await takeResidentInvite(trx, ctx.dialect, args.estateId, userId, estateDate(now), bound !== undefined);
  const multiEntry = bound ? bound.binding.maxEntries === 0 : checked.multiEntry;

  const inserted = await repo.insertInvite(trx, {
    id: args.inviteId,
    estate_id: args.estateId,
    unit_no: args.unitNo,
    owner_id: userId,
    resident_name: checked.residentName,
    kind: checked.kind,
    type_id: checked.type.pkivisitorInviteTypeID,
    type_name: checked.type.tileDisplayTitle,
    visitor_name: args.visitorName,
    visitor_phone: args.visitorPhoneNumber,
    visitor_email: args.visitorEmail,
    date_start: args.invitedDateStart,
    date_end: args.invitedDateEnd,
    day_count: args.dayCount,
    multi_entry: multiEntry ? 1 : 0,
    zone_ids: checked.zoneIds.join(','),
    regular_visitor_id: args.regularVisitorId,
    pass_id: '',
    status: 'ACTIVE',
    // The end minute is part of the visit.
    ends_at: checked.endMs + 59_000,
    created_at: now,
    purged_at: null,
  });
  const pass = await issuePass(trx, ctx, {
    estateId: args.estateId,
    unitNo: args.unitNo,
    kind: checked.kind,
    subjectId: inserted.id,
    holderName: args.visitorName,
    photoURL: '',
    validFrom: Math.floor(checked.startMs / 1000),
    validTo: Math.floor(checked.endMs / 1000) + 59,
    maxEntries: multiEntry ? 0 : 1,
    zones: checked.zoneIds,
    weeklyTimes: '',
    withPin: !bound && (checked.kind === 'delivery' || options.pinOnly === true),
    ownerId: userId,
    ...(bound && boundPass ? { bound: { id: bound.ticketId, code: boundPass } } : {}),
  });
  // Guard devices may have logged the bound pass's uses before it landed.
  if (bound) await settleEarlierUses(trx, ctx, pass.id);
  const row = await repo.updateInvite(trx, inserted.id, { pass_id: pass.id });
  const invite = toInvite(row);
  await publish(trx, scopes.unit(args.estateId, args.unitNo), 'invites', invite.inviteId, invite);
  return { invite, pass, mail: await inviteMail(trx, ctx, invite, pass) };
}

/** Takes one of the unit's visitor invites of today, past those tickets hold; refused at the daily limit. */
async function takeOneInvite(trx: Trx, ctx: AppContext, userId: string, args: InviteCreateArgs, now: number): Promise<void> {
  const day = estateDate(now);
  const take = async () => takeVisitorInvite(trx, ctx.dialect, args.estateId, args.unitNo, day, await heldTickets(trx, args.estateId, args.unitNo, day, now));
  let { taken, allowed } = await take();
  if (!taken && (await releaseOwnTicket(trx, userId, args.estateId, args.unitNo, day, now))) ({ taken, allowed } = await take());
  if (!taken) throw badRequest(format(INVITE_MESSAGES.dailyLimit, { n: allowed }), 'invites/daily-limit');
}

/**
 * `invites.revoke` and PUT API.visitorRevoke: the unit's people revoke an invite; its pass is
 * REVOKED in the unit and gate scopes (guard devices refuse it after their next sync). Revoking
 * one that is no longer active changes nothing.
 */
export async function revokeInvite(trx: Trx, userId: string, args: InviteRevokeArgs): Promise<Invite> {
  const row = await managedInvite(trx, userId, args.inviteId);
  if (row.status !== 'ACTIVE') return toInvite(row);
  const estateId = Number(row.estate_id);
  // The passes first: their rows are locked before this transaction publishes.
  await revokePassesFor(trx, estateId, row.id);
  const updated = await repo.updateInvite(trx, row.id, { status: 'REVOKED' });
  const invite = toInvite(updated);
  await publish(trx, scopes.unit(estateId, updated.unit_no), 'invites', invite.inviteId, invite);
  return invite;
}

/**
 * How often a visitor's link may be mailed again: a few times per invite and a cap per resident,
 * each in an hour. Without them one push of 30 resends mailed 30 times to any address typed.
 */
/** The key of a resident's resend counter (`rate_limits`). */
const resendUserKey = (userId: string) => `invite-resend:user:${userId}`;

/** Part of the invites module's account deletion: the deleted account's resend counter goes. */
export const forgetResender = (trx: Trx, userId: string) => resetKeys(trx, [resendUserKey(userId)]);

export const RESEND_LIMITS = {
  perInvite: { limit: 3, windowMs: 60 * 60_000 },
  perUser: { limit: 10, windowMs: 60 * 60_000 },
} as const;

/**
 * `invites.resend`: the visitor's link is mailed again (an active invite with an e-mail address),
 * within `RESEND_LIMITS` (counted in the push's transaction, so a refused resend counts nothing).
 */
export async function resendInvite(trx: Trx, ctx: AppContext, userId: string, args: InviteRevokeArgs): Promise<MailMessage> {
  const row = await managedInvite(trx, userId, args.inviteId);
  if (row.status === 'REVOKED') throw badRequest(INVITE_MESSAGES.revoked, 'invites/revoked');
  const pass = row.status === 'ACTIVE' ? await activePassOf(trx, Number(row.estate_id), row.id) : undefined;
  if (!pass) throw badRequest(INVITE_MESSAGES.passNotFound, 'invites/not-active');
  const mail = await inviteMail(trx, ctx, toInvite(row), pass);
  if (!mail) throw badRequest(INVITE_MESSAGES.noEmail, 'invites/no-email');
  const { perInvite, perUser } = RESEND_LIMITS;
  if (!(await hit(trx, `invite-resend:invite:${row.id}`, perInvite.limit, perInvite.windowMs)).allowed) {
    throw tooManyRequests(format(INVITE_MESSAGES.resendInviteLimit, { n: perInvite.limit }), 'invites/resend-limit');
  }
  if (!(await hit(trx, resendUserKey(userId), perUser.limit, perUser.windowMs)).allowed) {
    throw tooManyRequests(format(INVITE_MESSAGES.resendUserLimit, { n: perUser.limit }), 'invites/resend-limit');
  }
  return mail;
}

// ---------------------------------------------------------------- mutators

/**
 * `invites.create`. With a `userID` (a concierge inviting for a resident) the invite is the
 * resident's (their unit's daily limit, their synced rows), and recorded as the concierge's doing.
 */
export async function createInviteMutator(trx: Trx, actor: Actor, args: InviteCreateArgs, ctx: AppContext): Promise<void> {
  const residentId = await actingFor(trx, actor.userId, args.estateId, args.unitNo, args.userID);
  const created = await createInvite(trx, ctx, residentId, args);
  await recordConciergeAction(trx, {
    estateId: args.estateId,
    kind: 'invite',
    subjectId: created.invite.inviteId,
    unitNo: args.unitNo,
    conciergeId: actor.userId,
    residentId,
  });
  await sendWithWrite(ctx, trx, created.mail);
}

export async function revokeInviteMutator(trx: Trx, actor: Actor, args: InviteRevokeArgs): Promise<void> {
  await revokeInvite(trx, actor.userId, args);
}

export async function resendInviteMutator(trx: Trx, actor: Actor, args: InviteRevokeArgs, ctx: AppContext): Promise<void> {
  await sendWithWrite(ctx, trx, await resendInvite(trx, ctx, actor.userId, args));
}

// ---------------------------------------------------------------- REST

/**
 * POST API.visitorInvite / visitorInvitePinOnly: the same write in a transaction of its own. An
 * estate whose gate state is not made yet gets it first; an id stored meanwhile answers that invite.
 */
export async function createInviteFor(ctx: AppContext, callerId: string, args: InviteCreateArgs, pinOnly: boolean): Promise<CreatedInvite> {
  const run = () =>
    writeTransaction(ctx.db, async (trx) => {
      const residentId = await actingFor(trx, callerId, args.estateId, args.unitNo, args.userID);
      const made = await createInvite(trx, ctx, residentId, args, { pinOnly });
      const action = { estateId: args.estateId, unitNo: args.unitNo, conciergeId: callerId, residentId };
      await recordConciergeAction(trx, { ...action, kind: 'invite', subjectId: made.invite.inviteId });
      await sendWithWrite(ctx, trx, made.mail);
      return made;
    });
  let created: CreatedInvite;
  try {
    created = await run();
  } catch (error) {
    if (error instanceof AppError && error.code === 'invites/no-issuing-key') {
      await ensureGateEstate(ctx, args.estateId);
      created = await run();
    } else if (!(error instanceof AppError) && isUniqueViolation(error)) {
      created = await run();
    } else {
      throw error;
    }
  }
  return created;
}

/** The spec's 'Upcoming visit' (Visitor, Phone Number, From, To, Date, InviteID) beside the synced row. */
export type UpcomingVisit = Invite & { Visitor: string; 'Phone Number': string; From: string; To: string; Date: string; InviteID: string };

function toUpcoming(invite: Invite): UpcomingVisit {
  const [date = '', from = ''] = invite.invitedDateStart.split(' ');
  const [endDate = '', to = ''] = invite.invitedDateEnd.split(' ');
  return {
    ...invite,
    Visitor: invite.visitorName,
    'Phone Number': invite.visitorPhoneNumber,
    From: from,
    To: to,
    Date: endDate === date ? date : `${date} - ${endDate}`,
    InviteID: invite.inviteId,
  };
}

async function upcomingOf(db: Db, estateId: number, unitNo: string): Promise<UpcomingVisit[]> {
  return (await repo.listUnitInvites(db, estateId, unitNo, ['ACTIVE'])).map((row) => toUpcoming(toInvite(row)));
}

/** GET API.visitorUpcoming?userId=&unitNo=&estateId=: the unit's active invites (`userId` must be the caller). */
export async function listUpcomingFor(
  ctx: AppContext,
  callerId: string,
  userId: string | undefined,
  estateId: number,
  unitNo: string,
): Promise<UpcomingVisit[]> {
  const id = await requireAccess(ctx.db, callerId, { self: userId });
  await requireInviteUnit(ctx.db, id, estateId, unitNo);
  return upcomingOf(ctx.db, estateId, unitNo);
}

/** PUT API.visitorRevoke?inviteID=: revokes, then answers the unit's upcoming list (the spec's 'returns details (the list)'). */
export async function revokeInviteFor(ctx: AppContext, callerId: string, inviteId: string): Promise<UpcomingVisit[]> {
  const invite = await writeTransaction(ctx.db, (trx) => revokeInvite(trx, callerId, { inviteId }));
  return upcomingOf(ctx.db, invite.estateId, invite.unitNo);
}

/** The user's name and the phone numbers that are theirs (account mobile, contacts cell). */
async function findUserPhones(db: Db | Trx, userId: string): Promise<{ displayName: string; phones: string[] } | undefined> {
  const user = await core.findUserById(db, userId);
  if (!user) return undefined;
  const cell = await contactCellOf(db, userId);
  return { displayName: user.display_name, phones: [user.mobile, cell].filter((p) => p !== '') };
}

/** The ACTIVE visitor invites residents sent these regular visitors (the letting module reads them). */
export const listActiveInvitesOfRegularVisitors = (db: Db | Trx, regularVisitorIds: readonly string[]) =>
  repo.listActiveInvitesOfRegularVisitors(db, regularVisitorIds);
