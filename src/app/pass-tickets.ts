import { liveQuery } from 'dexie';
import nacl from 'tweetnacl';
import * as v from 'valibot';
import { API } from '../contract/api-paths';
import type { Ok } from '../contract/envelope';
import { PassTicketsAnswerSchema, type InviteCreateArgs, type Invite } from '../contract/invites';
import { db } from '../db/db';
import { estateInstant } from '../domain/estate-time';
import { toBase64Url } from '../domain/qr/bytes';
import { bindTicket, parseTicket, ticketVisitorName, type Binding, type BindingSigner } from '../domain/qr/ticket';
import { UNIT_PEOPLE_ROLES } from '../domain/roles';
import { browserOffline } from '../sync/network';
import { getSession } from '../sync/session';
import { apiFetch } from '../sync/transport';

/**
 * Passes issued with no signal (issue 31, docs/ARCHITECTURE.md 'Gate rules'): this device's
 * binding key and the pass tickets it holds. While online the device tops up its tickets for
 * each unit it may invite for; offline an invite binds one to the visitor (create-invite.ts).
 */

/** db.meta key of the device's binding key. */
const BINDING_KEY_META = 'passTicketBindingKey';
/** How often the tickets are topped up while the app runs online; sooner while the device holds none. */
const TOP_UP_EVERY_MS = 10 * 60_000;
const RETRY_EMPTY_MS = 60_000;

/**
 * The binding key: a non-extractable WebCrypto Ed25519 private key (stored as the CryptoKey
 * itself), or, where the browser has no Ed25519, tweetnacl's secret key.
 */
type BindingKey = { publicKey: string; privateKey?: CryptoKey; secretKey?: Uint8Array };

function asBindingKey(value: unknown): BindingKey | null {
  if (typeof value !== 'object' || value === null) return null;
  const { publicKey, privateKey, secretKey } = value as Record<string, unknown>;
  if (typeof publicKey !== 'string') return null;
  if (typeof CryptoKey !== 'undefined' && privateKey instanceof CryptoKey) return { publicKey, privateKey };
  if (secretKey instanceof Uint8Array && secretKey.length === nacl.sign.secretKeyLength) return { publicKey, secretKey };
  return null;
}

async function makeBindingKey(): Promise<BindingKey> {
  const subtle = globalThis.crypto?.subtle;
  if (subtle) {
    try {
      const pair = (await subtle.generateKey({ name: 'Ed25519' }, false, ['sign', 'verify'])) as CryptoKeyPair;
      return { publicKey: toBase64Url(new Uint8Array(await subtle.exportKey('raw', pair.publicKey))), privateKey: pair.privateKey };
    } catch {
      // No Ed25519 in this browser: tweetnacl below.
    }
  }
  const pair = nacl.sign.keyPair();
  return { publicKey: toBase64Url(pair.publicKey), secretKey: pair.secretKey };
}

/** The device's binding key, made once (two tabs making one at once keep the first stored). */
async function bindingKey(): Promise<BindingKey> {
  const held = asBindingKey((await db.meta.get(BINDING_KEY_META))?.value);
  if (held) return held;
  const made = await makeBindingKey();
  return db.transaction('rw', db.meta, async () => {
    const again = asBindingKey((await db.meta.get(BINDING_KEY_META))?.value);
    if (again) return again;
    await db.meta.put({ key: BINDING_KEY_META, value: made });
    return made;
  });
}

function signerOf(key: BindingKey): BindingSigner {
  return async (message) => {
    if (key.privateKey) return new Uint8Array(await crypto.subtle.sign({ name: 'Ed25519' }, key.privateKey, message.slice()));
    if (key.secretKey) return nacl.sign.detached(message, key.secretKey);
    throw new Error('no binding key');
  };
}

/**
 * Online: asks for this device's tickets of every unit the user may invite for and keeps what the
 * server answers. A ticket bound here stays marked spent while the server still lists it (its
 * binding waits in the outbox). Errors leave the tickets as they are.
 */
export async function topUpTickets(): Promise<void> {
  const session = await getSession();
  if (!session || browserOffline()) return;
  const roles = await db.userRoles.where('userId').equals(session.userId).toArray();
  const units = new Map<string, { estateId: number; unitNo: string }>();
  for (const role of roles) {
    if (role.unitNo !== '' && (UNIT_PEOPLE_ROLES as readonly string[]).includes(role.roleName))
      units.set(`${role.estateId}:${role.unitNo}`, { estateId: role.estateId, unitNo: role.unitNo });
  }
  if (units.size === 0) return;
  const key = await bindingKey();
  for (const { estateId, unitNo } of units.values()) {
    try {
      const body = await apiFetch<Ok<unknown>>(API.passTickets, { method: 'POST', body: { estateId, unitNo, bindPub: key.publicKey } });
      const { tickets } = v.parse(PassTicketsAnswerSchema, body.details[0]);
      await db.transaction('rw', db.passTickets, async () => {
        const held = await db.passTickets.where('[estateId+unitNo]').equals([estateId, unitNo]).toArray();
        const spent = new Map(held.filter((row) => row.spentOn).map((row) => [row.ticketId, row.spentOn]));
        await db.passTickets.bulkDelete(held.map((row) => row.ticketId));
        await db.passTickets.bulkPut(tickets.map((ticket) => ({ ...ticket, ...(spent.has(ticket.ticketId) ? { spentOn: spent.get(ticket.ticketId) } : {}) })));
      });
    } catch {
      // Offline, refused or no issuing key yet: the next top-up tries again.
    }
  }
}

let topping: { timer: ReturnType<typeof setInterval>; last: number } | null = null;

/** Tops the tickets up now and whenever the user's roles change, then every 10 minutes (every minute while none are held) and when the network comes back. */
export function startTicketTopUp(): void {
  if (topping || typeof window === 'undefined') return;
  const run = () => {
    if (topping) topping.last = Date.now();
    void topUpTickets().catch(() => undefined);
  };
  const state = {
    last: 0,
    timer: setInterval(() => {
      void db.passTickets.count().then((n) => {
        const since = Date.now() - state.last;
        if (since >= TOP_UP_EVERY_MS || (n === 0 && since >= RETRY_EMPTY_MS)) run();
      });
    }, 15_000),
  };
  topping = state;
  window.addEventListener('online', run);
  // The first pull brings the user's roles: the units to top up for.
  liveQuery(() => db.userRoles.count()).subscribe({ next: run, error: () => undefined });
}

/** The invite's binding: the visitor, the window of its dates, entries and zones as the server will check them. */
function bindingOf(input: InviteCreateArgs, kind: Invite['kind']): Binding {
  return {
    kind,
    visitorName: ticketVisitorName(input.visitorName),
    validFrom: Math.floor(estateInstant(input.invitedDateStart) / 1000),
    validTo: Math.floor(estateInstant(input.invitedDateEnd) / 1000) + 59,
    maxEntries: input.multiEntry ? 0 : 1,
    zones: [...new Set(input.accessZoneIDList)],
  };
}

/**
 * Offline: binds one of the unit's unspent tickets whose window holds the visit's to the invite
 * and marks it spent; answers the bound pass text, or undefined when no ticket fits (the invite
 * then waits for the server, as before).
 */
export async function bindOfflinePass(input: InviteCreateArgs, kind: Invite['kind']): Promise<string | undefined> {
  const binding = bindingOf(input, kind);
  const rows = await db.passTickets.where('[estateId+unitNo]').equals([input.estateId, input.unitNo]).toArray();
  const fits = rows.find((row) => {
    const parsed = row.spentOn ? null : parseTicket(row.ticket);
    if (!parsed) return false;
    const { ticket } = parsed;
    const zonesOk = ticket.zones.length === 0 || (binding.zones.length > 0 && binding.zones.every((z) => ticket.zones.includes(z)));
    return binding.validFrom >= ticket.notBefore && binding.validTo <= ticket.notAfter && zonesOk;
  });
  if (!fits) return undefined;
  const text = await bindTicket(fits.ticket, binding, signerOf(await bindingKey()));
  await db.passTickets.update(fits.ticketId, { spentOn: input.inviteId });
  return text;
}
