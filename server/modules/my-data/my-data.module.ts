import { reset } from '../../auth/rate-limit';
import type { Module } from '../../context';
import { myDataRoutes } from './my-data.routes';
import { myDataRateKey } from './my-data.service';

export const myDataModule: Module = {
  name: 'my-data',
  routes: myDataRoutes,
  // The export counter is keyed by the user's id: it goes with the account.
  onAccountDeletion: (trx, userId) => reset(trx, myDataRateKey(userId)),
};
