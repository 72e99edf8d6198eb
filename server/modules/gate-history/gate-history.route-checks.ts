import { GATE_HISTORY_API, GateHistorySearchSchema } from '../../../src/contract/gate-history';
import { addDays, estateDate } from '../../../src/domain/estate-time';
import { WC } from '../../../tests/server/matrix-world';
import type { RouteCheck } from '../../../tests/server/route-checks';

/**
 * The gate history search's checks (tests/server/route-checks.ts): Willow Creek's guard and
 * manager search its gate history; everyone else is refused, the resident too. Test data only:
 * the server never imports this file.
 */
export const routeChecks: readonly RouteCheck[] = [
  {
    route: `POST ${GATE_HISTORY_API.search}`,
    answers: { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 200, manager: 200, resident: 403 },
    request: () => ({
      url: GATE_HISTORY_API.search,
      payload: {
        estateId: WC,
        kind: 'passes',
        text: 'Ayanda 12',
        from: addDays(estateDate(), -60),
        to: estateDate(),
        limit: 10,
        before: { at: 1_900_000_000, id: 'zz' },
      },
    }),
    reads: { body: { json: GateHistorySearchSchema } },
  },
];
