import { invitesMutations as m, invitesTables as t, type Invite } from '../../contract/invites';
import { gateHistoryCutoff, keepsUses } from '../../domain/gate-history';
import { clientTable, defineFeature, defineMutation, ESTATE_ID_VERSION } from '../../db/feature';

/** The version that indexed `gatePasses` by the end of their window (issue 28, the gate history window). */
const GATE_HISTORY_VERSION = 14;

/** The names the optimistic invite shows that the args do not carry. */
export type InviteShown = { kind: Invite['kind']; inviteTypeName: string };

declare module '../../db/feature' {
  interface MutationLocals {
    'invites.create': InviteShown;
  }
}

/** Invites and passes: the estate's invite settings, invites, passes, pass uses, regular visitors, letters and letting guests. */
export const feature = defineFeature({
  tables: {
    inviteSettings: clientTable(t.inviteSettings, 4, [], { until: ESTATE_ID_VERSION, key: 'EstateID', indexes: [] }),
    invites: clientTable(t.invites, 4, ['[estateId+unitNo]'], { until: ESTATE_ID_VERSION, indexes: ['[EstateID+unitNo]'] }),
    passes: clientTable(t.passes, 4, ['subjectId', '[estateId+unitNo]'], { until: ESTATE_ID_VERSION, indexes: ['subjectId', '[EstateID+unitNo]'] }),
    // Version 14 indexes the window's end: passes that ended before the gate history window leave the device.
    gatePasses: clientTable(t.gatePasses, 4, ['estateId', 'pinHash', 'validTo'], { until: GATE_HISTORY_VERSION, indexes: ['estateId', 'pinHash'] }),
    passUses: clientTable(t.passUses, 4, ['estateId', 'passId', 'scannedAt']),
    regularVisitors: clientTable(t.regularVisitors, 4, ['[estateId+unitNo]', 'visitor_userId'], {
      until: ESTATE_ID_VERSION,
      indexes: ['[EstateID+unitNo]', 'visitor_userId'],
    }),
    letters: clientTable(t.letters, 4, ['[estateId+unitNo]', 'letter_userId'], { until: ESTATE_ID_VERSION, indexes: ['[EstateID+unitNo]', 'letter_userId'] }),
    lettingGuests: clientTable(t.lettingGuests, 4, ['[estateId+unitNo]', 'inviteId'], { until: ESTATE_ID_VERSION, indexes: ['[EstateID+unitNo]', 'inviteId'] }),
  },
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
