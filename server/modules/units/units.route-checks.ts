import { UNITS_API, UnitArchiveArgsSchema, UnitCreateArgsSchema, UnitEditArgsSchema, UnitImportArgsSchema } from '../../../src/contract/units';
import { WC } from '../../../tests/server/matrix-world';
import type { RouteCheck } from '../../../tests/server/route-checks';

/**
 * The units routes' checks (tests/server/route-checks.ts): what each caller gets, the owner's
 * realistic request and what the route reads, for the authorization matrix and the fuzzing. Test
 * data only: the server never imports this file. Willow Creek's manager is the one allowed caller
 * of the cast (the operator is a role of its own module).
 */

let made = 0;
/** A unit number no earlier request used (every caller's request would otherwise meet 'exists already'). */
const freshUnitNo = () => `R${Date.now().toString(36).slice(-5)}${(made++).toString(36)}`.toUpperCase();

const unitBody = (unitNo: string) => ({
  unitNo,
  block: 'B',
  unitType: 'apartment',
  standNo: '',
  isLettingUnit: false,
  noOfAssociatesPerUnit: 5,
  allowedVisitors: 10,
  maxGuests: 0,
});

/** The estate manager and the operator (who imports an estate's units from the operator console). */
const managerOrOperator = {
  signedOut: 401,
  otherManager: 403,
  otherResident: 403,
  operator: 200,
  neighbour: 403,
  guard: 403,
  manager: 200,
  resident: 403,
} as const;

export const routeChecks: readonly RouteCheck[] = [
  {
    route: `POST ${UNITS_API.units}`,
    answers: managerOrOperator,
    request: ({ q }) => ({ url: q(UNITS_API.units, `estateID=${WC}`), payload: unitBody(freshUnitNo()) }),
    reads: { query: { estateId: 'estate' }, body: { json: UnitCreateArgsSchema } },
  },
  // unit 12 exists in the matrix world (its limits are set there)
  {
    route: `PUT ${UNITS_API.units}`,
    answers: managerOrOperator,
    request: ({ q }) => ({ url: q(UNITS_API.units, `estateID=${WC}`), payload: { ...unitBody('12'), block: 'North' } }),
    reads: { query: { estateId: 'estate' }, body: { json: UnitEditArgsSchema } },
  },
  // a unit without members, made by the manager for each request
  {
    route: `POST ${UNITS_API.archive}`,
    answers: managerOrOperator,
    request: async ({ app, cast, q }) => {
      const unitNo = freshUnitNo();
      await app.inject({
        method: 'POST',
        url: q(UNITS_API.units, `estateID=${WC}`),
        headers: { authorization: `Bearer ${cast.manager.token}` },
        payload: unitBody(unitNo),
      });
      return { url: q(UNITS_API.archive, `estateID=${WC}`), payload: { unitNo, archived: true } };
    },
    reads: { query: { estateId: 'estate' }, body: { json: UnitArchiveArgsSchema } },
  },
  {
    route: `POST ${UNITS_API.importPreview}`,
    answers: managerOrOperator,
    request: ({ q }) => ({ url: q(UNITS_API.importPreview, `estateID=${WC}`), payload: { csv: `Unit number,Block,Type\n${freshUnitNo()},A,house\n` } }),
    reads: { query: { estateId: 'estate' }, body: { json: UnitImportArgsSchema } },
  },
  {
    route: `POST ${UNITS_API.import}`,
    answers: managerOrOperator,
    request: ({ q }) => ({ url: q(UNITS_API.import, `estateID=${WC}`), payload: { csv: `Unit number,Block,Type\n${freshUnitNo()},A,house\n` } }),
    reads: { query: { estateId: 'estate' }, body: { json: UnitImportArgsSchema } },
  },
];
