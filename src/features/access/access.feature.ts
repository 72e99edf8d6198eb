import { gateTables as t } from '../../contract/gate';
import { clientTable, defineFeature, ESTATE_ID_VERSION } from '../../db/feature';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The gate's synced state: access configs, issuing keys, revocation lists, residents and the gate log. */
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
  keep: {
    // The guard console shows the newest decisions with their time of day, and seeds its replay
    // cache from the last minutes: a day of them is all it reads.
    gateEvents: { index: 'scannedAt', maxAgeMs: DAY_MS },
    // The visitor log shows all it holds: as long as the server keeps it (GATE_LOG_KEEP_DAYS), no longer.
    gateLog: { index: 'decidedAt', maxAgeMs: ({ gateLogKeepDays }) => (gateLogKeepDays === undefined ? undefined : gateLogKeepDays * DAY_MS) },
  },
});
