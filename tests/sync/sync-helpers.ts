import type { FastifyInstance } from 'fastify';
import type { ContactsSaveArgs } from '../../src/contract/records';
import type { PullResponse, PushResponse } from '../../src/contract/sync';
import { API } from '../../src/contract/api-paths';
import type { Caller } from '../helpers/factories';

export const contactArgs = (cell: string): ContactsSaveArgs => ({
  cellNumber: cell,
  homeNumber: '',
  workNumber: '',
  emergencyContactName: 'Thandi',
  emergencyContactNumber: '0821234567',
});

export async function push(app: FastifyInstance, caller: Caller, clientId: string, mutations: { id: number; name: string; args: unknown }[]) {
  const res = await app.inject({ method: 'POST', url: API.syncPush, headers: { authorization: `Bearer ${caller.token}` }, payload: { clientId, mutations } });
  return { status: res.statusCode, body: res.json() as PushResponse & { errorCode?: string; errorDescription?: string } };
}

export async function pull(app: FastifyInstance, caller: Caller, query: Record<string, string | number> = {}) {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
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
