import { API } from '../../../src/contract/api-paths';
import { pngBytes } from '../../../tests/helpers/test-files';
import type { RouteCheck } from '../../../tests/server/route-checks';

/**
 * The files routes' checks (tests/server/route-checks.ts): what each caller gets, the owner's
 * realistic request and what the route reads, for the authorization matrix and the fuzzing. Test
 * data only: the server never imports this file.
 */
export const routeChecks: readonly RouteCheck[] = [
  {
    route: `POST ${API.files}`,
    answers: { signedOut: 401, otherManager: 200, otherResident: 200, neighbour: 200, guard: 200, manager: 200, resident: 200 },
    request: () => ({ url: API.files, payload: pngBytes(), contentType: 'image/png' }),
    reads: { body: { bytes: true } },
  },
  {
    route: `GET ${API.filePattern}`,
    answers: { signedOut: 401, otherManager: 404, otherResident: 404, neighbour: 404, guard: 404, manager: 404, resident: 200 },
    request: ({ r }) => ({ url: API.file(r.fileId) }),
    reads: { params: { id: 'rowId' } },
  },
];
