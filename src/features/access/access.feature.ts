import { gateTables as t } from '../../contract/gate';
import { clientTable, defineFeature, ESTATE_ID_VERSION } from '../../db/feature';

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
});
