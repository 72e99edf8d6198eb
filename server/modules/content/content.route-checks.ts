import { API } from '../../../src/contract/api-paths';
import { CONTENT_KINDS } from '../../../src/contract/content';
import * as v from 'valibot';
import { sampleInput } from '../../../tests/server/content-helpers';
import { WC } from '../../../tests/server/matrix-world';
import type { RouteCheck } from '../../../tests/server/route-checks';

/**
 * The content routes' checks (tests/server/route-checks.ts): what each caller gets, the owner's
 * realistic request and what the route reads, for the authorization matrix and the fuzzing. Test
 * data only: the server never imports this file.
 */
export const routeChecks: readonly RouteCheck[] = [
  {
    route: `PUT ${API.contentPattern}`,
    answers: { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 200, resident: 403 },
    request: ({ r }) => ({ url: API.content(WC, 'events', r.contentId), payload: sampleInput('events') }),
    reads: { params: { estateId: 'estate', kind: 'contentKind', id: 'rowId' }, body: { jsonOneOf: Object.values(CONTENT_KINDS).map((k) => k.input) } },
  },
  {
    route: `DELETE ${API.contentPattern}`,
    answers: { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 200, resident: 403 },
    request: ({ r }) => ({ url: API.content(WC, 'events', r.contentId) }),
    reads: { params: { estateId: 'estate', kind: 'contentKind', id: 'rowId' } },
  },
  {
    route: `POST ${API.contentImportPattern}`,
    answers: { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 200, resident: 403 },
    request: () => ({ url: API.contentImport(WC, 'events'), payload: [{ ...sampleInput('events'), id: 'evt-matrix-import' }] }),
    reads: { params: { estateId: 'estate', kind: 'contentKind' }, body: { jsonOneOf: Object.values(CONTENT_KINDS).map((k) => v.array(k.input)) } },
  },
];
