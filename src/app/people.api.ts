import * as v from 'valibot';
import Dexie from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import { API } from '../contract/api-paths';
import type { Ok } from '../contract/envelope';
import {
  UNCONFIGURED_PEOPLE_CONFIG,
  PeopleConfigArgsSchema,
  RequestDecisionArgsSchema,
  UnitLimitsArgsSchema,
  type PeopleConfig,
  type PeopleConfigArgs,
  type RequestDecisionArgs,
  type Unit,
  type UnitLimitsArgs,
  type UnitRequest,
} from '../contract/people';
import { db } from '../db/db';
import { t, type MessageKey } from '../i18n';
import { ERROR_MESSAGES, UNSUPPORTED_CHARACTERS_MESSAGE } from '../i18n/en/errors';
import { ASSOCIATE_MESSAGES, PEOPLE_CONFIG_MESSAGES, REQUEST_MESSAGES } from '../i18n/en/people';
import { apiFetch } from '../sync/transport';
import '../i18n/areas/manager';

/**
 * The estate manager's side of people at a unit (spec 2 sections 6, 7): requests to decide, the
 * estate's units with their maxima, and the estate's people configuration. Reads come from the
 * local mirror (`manager:` and `estate:` scopes); every change is an immediate server call, so it
 * needs a connection, and the rows follow through sync.
 */

// ---------------------------------------------------------------- reads

/** The estate's requests: PENDING first (oldest first, a queue), then decided ones, newest decision first. */
export function useEstateRequests(estateId: number): UnitRequest[] | undefined {
  return useLiveQuery(async () => sortRequests(await estateRows(db.unitRequests, estateId)), [estateId]);
}

export function sortRequests(requests: UnitRequest[]): UnitRequest[] {
  const pending = requests.filter((r) => r.status === 'PENDING').sort((a, b) => a.createdAt - b.createdAt);
  const decided = requests.filter((r) => r.status !== 'PENDING').sort((a, b) => b.decidedAt - a.decidedAt || b.createdAt - a.createdAt);
  return [...pending, ...decided];
}

/** The estate's units, in unit-number order (12 before 100). */
export function useEstateUnits(estateId: number): Unit[] | undefined {
  return useLiveQuery(async () => (await db.units.where('estateId').equals(estateId).toArray()).sort((a, b) => compareUnitNo(a.unitNo, b.unitNo)), [estateId]);
}

export function compareUnitNo(a: string, b: string): number {
  return a.localeCompare(b, undefined, { numeric: true, sensitivity: 'base' });
}

/** The estate's people configuration; null when none has synced (an estate not set up yet has none). */
export function usePeopleConfig(estateId: number): PeopleConfig | null | undefined {
  return useLiveQuery(async () => (await db.peopleConfig.get(estateId)) ?? null, [estateId]);
}

/** Where the editor starts for an estate without a configuration: the contract's default, as the server applies it. */
export function emptyPeopleConfig(estateId: number): PeopleConfig {
  return { estateId, ...(structuredClone(UNCONFIGURED_PEOPLE_CONFIG) as Omit<PeopleConfig, 'estateId'>) };
}

async function estateRows(table: typeof db.unitRequests, estateId: number): Promise<UnitRequest[]> {
  return table.where('[estateId+unitNo]').between([estateId, Dexie.minKey], [estateId, Dexie.maxKey], true, true).toArray();
}

// ---------------------------------------------------------------- words

/** The request's kind in the console's words. */
export function requestKindText(request: Pick<UnitRequest, 'kind' | 'associateName' | 'unitNo'>): string {
  const params = { name: request.associateName || t('manager.requests.unknownAssociate'), unitNo: request.unitNo };
  if (request.kind === 'removal') return t('manager.requests.kind.removal', params);
  if (request.kind === 'moreAssociates') return t('manager.requests.kind.moreAssociates', params);
  if (request.kind === 'moreGuests') return t('manager.requests.kind.moreGuests', params);
  return t('manager.requests.kind.delegateChange', params);
}

export const REQUEST_STATUS_KEYS: Record<UnitRequest['status'], MessageKey> = {
  PENDING: 'manager.requests.status.PENDING',
  APPROVED: 'manager.requests.status.APPROVED',
  DECLINED: 'manager.requests.status.DECLINED',
};

/**
 * Messages the contract's schemas carry that are meant for people; a schema's built-in message
 * (valibot's English 'Invalid ...') is replaced by the settings' own.
 */
const CONTRACT_MESSAGES = new Set<string>([
  ...Object.values(PEOPLE_CONFIG_MESSAGES),
  ...Object.values(REQUEST_MESSAGES),
  ERROR_MESSAGES.invalidId,
  UNSUPPORTED_CHARACTERS_MESSAGE,
]);

export type FormIssues = {
  /** One line for the form. */
  message: string;
  /** Dotted paths of the fields at fault ('associateTypes.0.relationships.1.associateRelationship'). */
  paths: Set<string>;
};

function toIssues(issues: readonly v.BaseIssue<unknown>[], messageOf: (issue: v.BaseIssue<unknown>) => string): FormIssues {
  const paths = new Set<string>();
  for (const issue of issues) {
    const path = issue.path?.map((item) => String(item.key)).join('.');
    if (path) paths.add(path);
  }
  const first = issues[0];
  return { message: first ? messageOf(first) : PEOPLE_CONFIG_MESSAGES.invalid, paths };
}

const contractMessage = (issue: v.BaseIssue<unknown>) => (CONTRACT_MESSAGES.has(issue.message) ? issue.message : PEOPLE_CONFIG_MESSAGES.invalid);

// ---------------------------------------------------------------- requests

/** The decision the server would accept, or the contract's message (decline needs a reason). */
export function decisionArgs(
  decision: RequestDecisionArgs['decision'],
  reason: string,
): { ok: true; args: RequestDecisionArgs } | { ok: false; message: string } {
  const parsed = v.safeParse(RequestDecisionArgsSchema, { decision, reason });
  if (parsed.success) return { ok: true, args: parsed.output };
  return { ok: false, message: contractMessage(parsed.issues[0]) };
}

/** Online-only: approves or declines the request; the request row and the resident's data follow through sync. */
export async function decideRequest(requestId: string, args: RequestDecisionArgs): Promise<void> {
  await apiFetch<Ok<unknown>>(API.requestDecision(requestId), { method: 'POST', body: args });
}

// ---------------------------------------------------------------- configuration

/** The configuration without its key, as the PUT takes it. */
export function configArgs(config: PeopleConfig): PeopleConfigArgs {
  const { estateId: _estate, ...args } = config;
  return args;
}

export function parseConfig(args: PeopleConfigArgs): { ok: true; args: PeopleConfigArgs } | { ok: false; issues: FormIssues } {
  const parsed = v.safeParse(PeopleConfigArgsSchema, args);
  if (parsed.success) return { ok: true, args: parsed.output };
  return { ok: false, issues: toIssues(parsed.issues, contractMessage) };
}

/** Online-only: replaces the estate's people configuration (checked against the contract first). */
export async function savePeopleConfig(estateId: number, args: PeopleConfigArgs): Promise<void> {
  const body = v.parse(PeopleConfigArgsSchema, args);
  await apiFetch<Ok<unknown>>(`${API.peopleConfig}?estateID=${estateId}`, { method: 'PUT', body });
}

// ---------------------------------------------------------------- units

export function parseUnitLimits(args: UnitLimitsArgs): { ok: true; args: UnitLimitsArgs } | { ok: false; issues: FormIssues } {
  const parsed = v.safeParse(UnitLimitsArgsSchema, args);
  if (parsed.success) return { ok: true, args: parsed.output };
  // The contract's unit-number message speaks to a resident ('You do not hold this unit'); the console says what is wrong.
  return {
    ok: false,
    issues: toIssues(parsed.issues, (issue) => (issue.message === ASSOCIATE_MESSAGES.unitNotHeld ? t('manager.units.unitNoInvalid') : contractMessage(issue))),
  };
}

/** Online-only: sets a unit's maxima and letting flag, creating the unit when it is new. */
export async function saveUnitLimits(estateId: number, args: UnitLimitsArgs): Promise<void> {
  const body = v.parse(UnitLimitsArgsSchema, args);
  await apiFetch<Ok<unknown>>(`${API.unitLimits}?estateID=${estateId}`, { method: 'PUT', body });
}
