import { API } from '../../../src/contract/api-paths';
import { SNAG_API, SnagStatusArgsSchema } from '../../../src/contract/snags';
import { pngBytes } from '../../../tests/helpers/test-files';
import { rowId } from '../../../tests/server/people-helpers';
import { WC, type Resources } from '../../../tests/server/matrix-world';
import type { RequestContext, RouteCheck } from '../../../tests/server/route-checks';

/**
 * The maintenance requests routes' checks (tests/server/route-checks.ts): what each caller gets, the
 * owner's realistic request and what the route reads, for the authorization matrix and the
 * fuzzing. Test data only: the server never imports this file.
 */

type SnagWorld = { snagId: string; fileId: string };

/** The resident's request at Willow Creek unit 12 with one photo, reported through sync once per matrix world. */
const snags = new WeakMap<Resources, Promise<SnagWorld>>();

function residentSnag({ app, cast, r }: RequestContext): Promise<SnagWorld> {
  const made = snags.get(r);
  if (made) return made;
  const making = (async (): Promise<SnagWorld> => {
    const headers = { authorization: `Bearer ${cast.resident.token}` };
    const uploaded = await app.inject({ method: 'POST', url: API.files, headers: { ...headers, 'content-type': 'image/png' }, payload: pngBytes() });
    const fileId = (uploaded.json<{ details?: { id: string }[] }>().details ?? [])[0]?.id ?? '';
    const snagId = rowId('sn');
    const pushed = await app.inject({
      method: 'POST',
      url: API.syncPush,
      headers,
      payload: {
        clientId: rowId('cl'),
        mutations: [
          { id: 1, name: 'snags.report', args: { id: snagId, estateId: WC, unitNo: '12', category: 'plumbing', request: 'The gutter leaks.' } },
          { id: 2, name: 'snags.addPhoto', args: { snagId, url: API.file(fileId) } },
        ],
      },
    });
    const results = pushed.json<{ results?: { ok: boolean }[] }>().results ?? [];
    if (!fileId || results.length !== 2 || !results.every((result) => result.ok)) throw new Error(`snag refused: ${uploaded.body} ${pushed.body}`);
    return { snagId, fileId };
  })();
  snags.set(r, making);
  return making;
}

export const routeChecks: readonly RouteCheck[] = [
  {
    route: `POST ${SNAG_API.statusPattern}`,
    answers: { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 200, resident: 403 },
    request: async (context) => ({
      url: SNAG_API.status((await residentSnag(context)).snagId),
      payload: { status: 'IN_PROGRESS', note: 'A plumber comes on Tuesday.' },
    }),
    reads: { params: { id: 'rowId' }, body: { json: SnagStatusArgsSchema } },
  },
  {
    // the request's reporter and the estate's managers; anyone else 404 (as for no photo)
    route: `GET ${SNAG_API.photoPattern}`,
    answers: { signedOut: 401, otherManager: 404, otherResident: 404, neighbour: 404, guard: 404, manager: 200, resident: 200 },
    request: async (context) => {
      const { snagId, fileId } = await residentSnag(context);
      return { url: SNAG_API.photo(snagId, fileId) };
    },
    reads: { params: { id: 'rowId', fileId: 'rowId' } },
  },
];
