import crypto from 'node:crypto';
import type { Pass, PassKind, VisitPage } from '../../../src/contract/invites';
import { generatePin, issuePass as signPass, pinHash } from '../../../src/domain/qr/pass';
import { INVITE_MESSAGES } from '../../../src/i18n/en/invites';
import type { AppContext } from '../../context';
import { AppError, notFound } from '../../lib/errors';
import { estateDateTime } from '../../../src/domain/estate-time';
import { publish, scopes, type Trx } from '../../sync/change-log';
import { openEstateIssuerKey } from '../access/gate-state.service';
import { toGatePass, toPass, type PassHost } from './invites-rows';
import * as repo from './invites.repository';
import { settingsFor } from './settings.service';
import * as core from '../core/core.service';

/**
 * Gate passes: every visitor invite, delivery, associate without the app and letting
 * guest or letter gets one, signed by the estate's issuing key (as residents' credentials are),
 * so the guard console decides on it offline. The pass row goes to its unit's scope (code, link,
 * PIN); guard devices get the `gatePasses` row (never the code, link or PIN; the PIN's hash).
 * Other modules (letting) issue and revoke passes through the functions exported here.
 */

/** What a pass is issued for. Times are epoch seconds; `weeklyTimes` as GatePass.weeklyTimes. */
export type IssuePassInput = {
  estateId: number;
  unitNo: string;
  kind: PassKind;
  /** The invite, associate, guest or letter the pass belongs to. */
  subjectId: string;
  holderName: string;
  /** The holder's face for the guard ('' when none). */
  photoURL: string;
  validFrom: number;
  validTo: number;
  /** 0 = any number of entries; at most 255. */
  maxEntries: number;
  zones: number[];
  weeklyTimes: string;
  /** A PIN-only code too (deliveries): 10 digits, unique among the estate's active passes. */
  withPin: boolean;
  /** The resident the pass is issued for (notified of its uses; its rows go with their account). */
  ownerId?: string;
  /** A pass bound offline from a ticket (pass-tickets.service): its id is the ticket's and its code the bound text, not signed here. */
  bound?: { id: string; code: string };
};

/** Random bytes of a visitor's link (`/visit/{token}`): 24 bytes, base64url. */
const LINK_TOKEN_BYTES = 24;

/** The resident a pass was issued by (its owner), as the gate's 'Call host' shows them; none for an ownerless pass. */
async function passHost(trx: Trx, row: repo.PassRow): Promise<PassHost | undefined> {
  if (row.owner_id === '') return undefined;
  const user = await core.findUserById(trx, row.owner_id);
  return user ? { name: user.display_name || `${user.first_name} ${user.last_name}`.trim(), phone: user.mobile.trim() } : undefined;
}

/** Publishes the pass to its unit (the holder's people) and to the estate's gate staff (with the host's phone). */
export async function publishPass(trx: Trx, row: repo.PassRow): Promise<Pass> {
  const pass = toPass(row);
  await publish(trx, scopes.unit(pass.estateId, pass.unitNo), 'passes', pass.id, pass);
  if (Number(row.gate_dropped) === 0) await publish(trx, scopes.gate(pass.estateId), 'gatePasses', pass.id, toGatePass(row, await passHost(trx, row)));
  return pass;
}

/** A PIN no ACTIVE pass of the estate has (10^10 codes: a clash is rare, but never handed out). */
async function freshPin(trx: Trx, estateId: number): Promise<{ pin: string; hash: string }> {
  for (;;) {
    const pin = generatePin();
    const hash = pinHash(estateId, pin);
    if (!(await repo.activePinHashExists(trx, estateId, hash))) return { pin, hash };
  }
}

/** The pass's code signed with the estate's issuing key; 503 while the estate has none. */
async function signedCode(trx: Trx, ctx: AppContext, id: string, input: IssuePassInput): Promise<string> {
  const key = await openEstateIssuerKey(ctx, trx, input.estateId);
  if (!key) throw new AppError(503, 'invites/no-issuing-key', INVITE_MESSAGES.inviteFailed);
  try {
    return signPass(
      {
        passId: id,
        kind: input.kind,
        estateId: input.estateId,
        unitNo: input.unitNo,
        validFrom: input.validFrom,
        validTo: input.validTo,
        maxEntries: input.maxEntries,
        zones: input.zones,
        weeklyTimes: input.weeklyTimes,
      },
      key.secretKey,
    );
  } finally {
    key.secretKey.fill(0);
  }
}

/**
 * Issues a pass: a new UUID (a bound ticket's id and text as they are), the code signed with the estate's issuing key over the pass id,
 * kind, estate, unit, window, entries, zones and weekly times, a link token, a PIN when asked;
 * stored and published to the unit and the gate scope. An estate without its issuing key yet
 * answers 503 (a pushed write is retried later).
 */
export async function issuePass(trx: Trx, ctx: AppContext, input: IssuePassInput): Promise<Pass> {
  const id = input.bound?.id ?? crypto.randomUUID();
  const code = input.bound?.code ?? (await signedCode(trx, ctx, id, input));
  const { pin, hash } = input.withPin ? await freshPin(trx, input.estateId) : { pin: '', hash: '' };
  const row = await repo.insertPass(trx, {
    id,
    estate_id: input.estateId,
    unit_no: input.unitNo,
    kind: input.kind,
    subject_id: input.subjectId,
    owner_id: input.ownerId ?? '',
    holder_name: input.holderName,
    photo_url: input.photoURL,
    code,
    pin,
    pin_hash: hash,
    link_token: crypto.randomBytes(LINK_TOKEN_BYTES).toString('base64url'),
    valid_from: input.validFrom,
    valid_to: input.validTo,
    max_entries: input.maxEntries,
    entries_used: 0,
    zone_ids: input.zones.join(','),
    weekly_times: input.weeklyTimes,
    status: 'ACTIVE',
    gate_dropped: 0,
    created_at: Date.now(),
  });
  return publishPass(trx, row);
}

/**
 * Revokes the subject's ACTIVE passes: REVOKED, republished to the unit and the gate scope, so
 * guard devices refuse them after their next sync (the row stays there until the window ends).
 * The passes are locked in one statement before anything is published.
 */
export async function revokePassesFor(trx: Trx, estateId: number, subjectId: string): Promise<void> {
  for (const row of await repo.setSubjectPassesStatus(trx, estateId, subjectId, 'REVOKED')) await publishPass(trx, row);
}

/** The subject's ACTIVE pass, if it has one (the newest). */
export async function activePassOf(db: AppContext['db'] | Trx, estateId: number, subjectId: string): Promise<Pass | undefined> {
  const rows = await repo.listPassesOfSubject(db, estateId, subjectId, ['ACTIVE']);
  const row = rows.at(-1);
  return row ? toPass(row) : undefined;
}

// ---------------------------------------------------------------- the visitor's page

/**
 * GET API.visitPage(token), public: what the visitor's browser shows for the link. An unknown
 * token answers 404 passNotFound; a revoked or expired pass answers its status without the code
 * or the PIN (the visitor learns it is no longer valid, nothing else).
 */
export async function visitPage(ctx: AppContext, token: string): Promise<VisitPage> {
  const row = await repo.findPassByToken(ctx.db, token);
  if (!row || row.holder_name === '') throw notFound(INVITE_MESSAGES.passNotFound, 'invites/pass-not-found');
  const pass = toPass(row);
  const nowSec = Math.floor(Date.now() / 1000);
  const status = pass.status === 'ACTIVE' && pass.validTo < nowSec ? 'EXPIRED' : pass.status;
  const live = status === 'ACTIVE';
  const settings = await settingsFor(ctx.db, pass.estateId);
  return {
    estateName: (await core.estateName(ctx.db, pass.estateId)) ?? '',
    directions: settings.directions,
    holderName: pass.holderName,
    kind: pass.kind,
    unitNo: pass.unitNo,
    from: estateDateTime(pass.validFrom * 1000),
    to: estateDateTime(pass.validTo * 1000),
    validFrom: pass.validFrom,
    validTo: pass.validTo,
    multiEntry: pass.maxEntries !== 1,
    code: live ? pass.code : '',
    pin: live ? pass.pin : '',
    status,
  };
}
