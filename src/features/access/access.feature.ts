import { gateTables as t } from '../../contract/gate';
import { gateHistoryCutoff } from '../../domain/gate-history';
import { clientTable, defineFeature, ESTATE_ID_VERSION } from '../../db/feature';

/** The gate's synced state: access configs, issuing keys, revocation lists, residents and the gate log (its last GATE_HISTORY_DAYS). */
export const feature = defineFeature({
  tables: {
    accessControlConfig: clientTable(t.accessControlConfig, 2, [], { until: ESTATE_ID_VERSION, key: 'EstateID', indexes: [] }),
    gateKeys: clientTable(t.gateKeys, 2, ['estateId']),
    revocationLists: clientTable(t.revocationLists, 2),
    gateResidents: clientTable(t.gateResidents, 2, ['estateId']),
    gateEvents: clientTable(t.gateEvents, 2, ['estateId', 'scannedAt']),
    // The visitor log (every gate decision, resident, pass or PIN), read by the console's Visitor log.
    gateLog: clientTable(t.gateLog, 10, ['estateId', 'decidedAt']),
  },
  // Decisions past the gate history window leave the device (the server's search finds them).
  history: {
    gateEvents: (db, nowMs) => db.gateEvents.where('scannedAt').below(gateHistoryCutoff(nowMs)).primaryKeys(),
    gateLog: (db, nowMs) => db.gateLog.where('decidedAt').below(gateHistoryCutoff(nowMs)).primaryKeys(),
  },
});
