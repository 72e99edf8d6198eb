import { gateTables as t } from '../../contract/gate';
import { gateHistoryCutoff } from '../../domain/gate-history';
import { clientTable, defineFeature } from '../../db/feature';
import { stores } from './access.stores';

/** The gate's synced state: access configs, issuing keys, revocation lists, residents and the gate log (its last GATE_HISTORY_DAYS). */
export const feature = defineFeature({
  tables: {
    accessControlConfig: clientTable(t.accessControlConfig, stores.tables.accessControlConfig),
    gateKeys: clientTable(t.gateKeys, stores.tables.gateKeys),
    revocationLists: clientTable(t.revocationLists, stores.tables.revocationLists),
    gateResidents: clientTable(t.gateResidents, stores.tables.gateResidents),
    gateEvents: clientTable(t.gateEvents, stores.tables.gateEvents),
    // The visitor log (every gate decision, resident, pass or PIN), read by the console's Visitor log.
    gateLog: clientTable(t.gateLog, stores.tables.gateLog),
  },
  // Decisions past the gate history window leave the device (the server's search finds them).
  history: {
    gateEvents: (db, nowMs) => db.gateEvents.where('scannedAt').below(gateHistoryCutoff(nowMs)).primaryKeys(),
    gateLog: (db, nowMs) => db.gateLog.where('decidedAt').below(gateHistoryCutoff(nowMs)).primaryKeys(),
  },
});
