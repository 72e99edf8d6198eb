import type { EntityTable } from 'dexie';
import { invitesMutations as m, invitesTables as t, type Invite, type PassTicket } from '../../contract/invites';
import { boundPassAsPass, parseBoundPass } from '../../domain/qr/ticket';
import { gateHistoryCutoff, keepsUses } from '../../domain/gate-history';
import { clientTable, defineFeature, defineMutation } from '../../db/feature';
import { stores } from './visitors.stores';

/** The names the optimistic invite shows that the args do not carry. */
export type InviteShown = { kind: Invite['kind']; inviteTypeName: string };

/** A pass ticket on this device; `spentOn` is the invite it was bound to (kept until the server no longer lists it). */
export type PassTicketRow = PassTicket & { spentOn?: string };

declare module '../../db/feature' {
  interface MutationLocals {
    'invites.create': InviteShown;
  }
  interface LocalTableRegistry {
    passTickets: EntityTable<PassTicketRow, 'ticketId'>;
  }
}

/** Invites and passes: the estate's invite settings, invites, passes, pass uses, regular visitors, letters and letting guests. */
export const feature = defineFeature({
  tables: {
    inviteSettings: clientTable(t.inviteSettings, stores.tables.inviteSettings),
    invites: clientTable(t.invites, stores.tables.invites),
    passes: clientTable(t.passes, stores.tables.passes),
    gatePasses: clientTable(t.gatePasses, stores.tables.gatePasses),
    passUses: clientTable(t.passUses, stores.tables.passUses),
    regularVisitors: clientTable(t.regularVisitors, stores.tables.regularVisitors),
    letters: clientTable(t.letters, stores.tables.letters),
    lettingGuests: clientTable(t.lettingGuests, stores.tables.lettingGuests),
  },
  localTables: stores.localTables,
  history: {
    // Passes whose window ended before the gate history window (the expiry job tombstoned them; the window job forgets the tombstones).
    gatePasses: (db, nowMs) =>
      db.gatePasses
        .where('validTo')
        .below(Math.floor(gateHistoryCutoff(nowMs) / 1000))
        .primaryKeys(),
    // Pass uses past the gate history window leave the device, but a live pass with limited entries keeps its uses (the console counts them).
    passUses: async (db, nowMs) => {
      const old = await db.passUses.where('scannedAt').below(gateHistoryCutoff(nowMs)).toArray();
      const passes = await db.gatePasses.bulkGet([...new Set(old.map((use) => use.passId))]);
      const live = new Set(passes.flatMap((pass) => (pass && keepsUses(pass, nowMs) ? [pass.id] : [])));
      return old.filter((use) => !live.has(use.passId)).map((use) => use.id);
    },
  },
  mutations: {
    'invites.create': defineMutation(m['invites.create'], {
      table: 'invites',
      rowId: (args) => args.inviteId,
      apply: async (args, { db, userId }, names: InviteShown) => {
        const me = await db.users.get(userId);
        await db.invites.put({
          inviteId: args.inviteId,
          estateId: args.estateId,
          unitNo: args.unitNo,
          residentUserID: userId,
          residentName: me ? `${me.firstName} ${me.lastName}`.trim() : '',
          kind: names.kind,
          pkivisitorInviteTypeID: args.pkivisitorInviteTypeID,
          inviteTypeName: names.inviteTypeName,
          visitorName: args.visitorName,
          visitorPhoneNumber: args.visitorPhoneNumber,
          visitorEmail: args.visitorEmail,
          invitedDateStart: args.invitedDateStart,
          invitedDateEnd: args.invitedDateEnd,
          dayCount: args.dayCount,
          multiEntry: args.multiEntry,
          accessZoneIDList: args.accessZoneIDList.join(','),
          regularVisitorId: args.regularVisitorId,
          status: 'ACTIVE',
          createdAt: Date.now(),
        });
        // A pass bound offline from a ticket: its QR shows at once (the server's row, same id, replaces it).
        const parsed = args.boundPass ? parseBoundPass(args.boundPass) : null;
        if (parsed && args.boundPass) {
          const pass = boundPassAsPass(parsed);
          await db.passes.put({
            id: pass.passId,
            estateId: pass.estateId,
            unitNo: pass.unitNo,
            kind: pass.kind,
            subjectId: args.inviteId,
            holderName: args.visitorName,
            code: args.boundPass,
            pin: '',
            linkToken: '',
            validFrom: pass.validFrom,
            validTo: pass.validTo,
            maxEntries: pass.maxEntries,
            entriesUsed: 0,
            accessZoneIDList: pass.zones.join(','),
            status: 'ACTIVE',
            createdAt: Date.now(),
          });
        }
      },
    }),
    'invites.revoke': defineMutation(m['invites.revoke'], {
      table: 'invites',
      rowId: (args) => args.inviteId,
      apply: (args, { db }) => db.invites.update(args.inviteId, { status: 'REVOKED' }),
    }),
    // Sends the pass link again: nothing changes on the device.
    'invites.resend': defineMutation(m['invites.resend'], { table: 'invites', rowId: (args) => args.inviteId, apply: async () => undefined }),
  },
});
