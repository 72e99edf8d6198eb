import { sportsTokensTables as t } from '../../contract/sports-tokens';
import { clientTable, defineFeature } from '../../db/feature';
import { stores } from './sports-tokens.stores';

/** Sports tokens: the user's balances and their moves, the estate managers' view of every balance, and the estate's bookings content. */
export const feature = defineFeature({
  tables: {
    sportsTokens: clientTable(t.sportsTokens, stores.tables.sportsTokens),
    sportsTokenMoves: clientTable(t.sportsTokenMoves, stores.tables.sportsTokenMoves),
    bookingsContent: clientTable(t.bookingsContent, stores.tables.bookingsContent),
  },
});
