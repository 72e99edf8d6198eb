import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { ContactsSaveArgs } from '../../src/contract/records';
import type { PullResponse, PushResponse } from '../../src/contract/sync';
import { API } from '../../src/contract/api-paths';
import { ROW_SHAPE } from '../../src/contract/estate-id';
import { RESIDENT } from '../helpers/cast';
import { signInAs, type Caller } from '../helpers/factories';

export const contactArgs = (cell: string): ContactsSaveArgs => ({
  cellNumber: cell,
  homeNumber: '',
  workNumber: '',
  emergencyContactName: 'Thandi',
  emergencyContactNumber: '0821234567',
});

/** Another device of the resident saves contact numbers on the server (a session and a client id of its own). */
export async function otherDeviceSaves(app: FastifyInstance, cell: string): Promise<void> {
  const other = await signInAs(app, RESIDENT);
  const res = await app.inject({
    method: 'POST',
    url: API.syncPush,
    headers: { authorization: `Bearer ${other.token}` },
    payload: { clientId: `other-${crypto.randomBytes(6).toString('hex')}`, mutations: [{ id: 1, name: 'contacts.save', args: contactArgs(cell) }] },
  });
  expect(res.statusCode).toBe(200);
}

export async function push(app: FastifyInstance, caller: Caller, clientId: string, mutations: { id: number; name: string; args: unknown }[]) {
  const res = await app.inject({ method: 'POST', url: API.syncPush, headers: { authorization: `Bearer ${caller.token}` }, payload: { clientId, mutations } });
  return { status: res.statusCode, body: res.json() as PushResponse & { errorCode?: string; errorDescription?: string } };
}

export async function pull(app: FastifyInstance, caller: Caller, query: Record<string, string | number | undefined> = {}) {
  // As the app pulls: with the row shape it reads (`shape: undefined` pulls as an app from before it was sent).
  const params = Object.entries({ shape: ROW_SHAPE, ...query }).filter(([, v]) => v !== undefined);
  const qs = new URLSearchParams(params.map(([k, v]) => [k, String(v)])).toString();
  const res = await app.inject({ method: 'GET', url: `${API.syncPull}?${qs}`, headers: { authorization: `Bearer ${caller.token}` } });
  return { status: res.statusCode, body: res.json() as PullResponse };
}

/** Pulls every page from `cursor` and returns all changes and the final page. */
export async function pullAll(app: FastifyInstance, caller: Caller, limit = 1000, cursor = 0, scopes?: string) {
  const changes: PullResponse['changes'] = [];
  let page: PullResponse;
  let current = cursor;
  let hash = scopes;
  do {
    const res = await pull(app, caller, { cursor: current, limit, ...(hash ? { scopes: hash } : {}) });
    if (res.status !== 200) throw new Error(`pull failed ${res.status}`);
    page = res.body;
    if (page.cursor < current && !page.reset) throw new Error('cursor went backwards');
    changes.push(...page.changes);
    current = page.cursor;
    hash = page.scopes;
  } while (page.hasMore && !page.reset);
  return { changes, last: page };
}
