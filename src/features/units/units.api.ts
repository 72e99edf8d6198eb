import { useLiveQuery } from 'dexie-react-hooks';
import * as v from 'valibot';
import { UNCONFIGURED_PEOPLE_CONFIG, type PeopleLimits, type Unit } from '../../contract/people';
import {
  UNITS_API,
  UNIT_IMPORT_MAX_CHARS,
  UnitArchiveArgsSchema,
  UnitCreateArgsSchema,
  UnitImportAnswerSchema,
  UnitImportPreviewSchema,
  type UnitCreateArgs,
  type UnitImportAnswer,
  type UnitImportPreview,
} from '../../contract/units';
import { ROLES } from '../../domain/roles';
import { db } from '../../db/db';
import { t } from '../../i18n';
import { UNITS_MESSAGES } from '../../i18n/en/units';
import { GENERIC_FAILURE_MESSAGE } from '../../i18n/en/errors';
import { onlineCall } from '../../sync/online-call';
import '../../i18n/areas/units';

/**
 * The units console's reads (the synced `units` rows of the `manager:` or `operator` scope, and
 * the owners from the manager's member cards) and its calls: immediate REST calls, online only;
 * the rows follow through sync.
 */

/** A unit with its owners' names and e-mails (the manager's member cards; none for the operator). */
export type UnitListRow = Unit & { owners: string };

const byUnitNo = (a: Unit, b: Unit) => a.unitNo.localeCompare(b.unitNo, undefined, { numeric: true, sensitivity: 'base' });

/** The estate's units, archived ones too, in unit-number order, from Dexie (offline too). */
export function useUnitRows(estateId: number): UnitListRow[] | undefined {
  return useLiveQuery(async () => {
    const [units, members] = await Promise.all([
      db.units.where('estateId').equals(estateId).toArray(),
      db.managerMembers.where('estateId').equals(estateId).toArray(),
    ]);
    const owners = new Map<string, string[]>();
    for (const member of members) {
      if (member.roleName !== ROLES.owner || member.unitNo === '') continue;
      owners.set(member.unitNo, [...(owners.get(member.unitNo) ?? []), `${member.displayName} ${member.email}`.trim()]);
    }
    return units.sort(byUnitNo).map((unit) => ({ ...unit, owners: (owners.get(unit.unitNo) ?? []).join(', ') }));
  }, [estateId]);
}

/** The estate's default allowances (a new unit's form starts from them); undefined until read, the contract's when none synced. */
export function useUnitDefaults(estateId: number): PeopleLimits | undefined {
  return useLiveQuery(async () => (await db.peopleConfig.get(estateId))?.limits ?? UNCONFIGURED_PEOPLE_CONFIG.limits, [estateId]);
}

export type CallResult<T> = { ok: true; value: T } | { ok: false; message: string };

const url = (path: string, estateId: number) => `${path}?${new URLSearchParams({ estateID: String(estateId) }).toString()}`;

async function send<T>(path: string, estateId: number, method: 'POST' | 'PUT', body: unknown, schema: v.GenericSchema<unknown, T>): Promise<CallResult<T>> {
  const answer = await onlineCall<unknown>(url(path, estateId), { method, body });
  if (answer.kind === 'offline') return { ok: false, message: t('units.form.offline') };
  if (answer.kind === 'failed') return { ok: false, message: answer.message || GENERIC_FAILURE_MESSAGE };
  const parsed = v.safeParse(v.object({ details: v.tuple([schema]) }), answer.body);
  return parsed.success ? { ok: true, value: parsed.output.details[0] } : { ok: false, message: GENERIC_FAILURE_MESSAGE };
}

/** The form's values checked by the contract: the values, or the first problem's message. */
export function checkUnitForm(form: UnitCreateArgs): CallResult<UnitCreateArgs> {
  const parsed = v.safeParse(UnitCreateArgsSchema, form);
  return parsed.success ? { ok: true, value: parsed.output } : { ok: false, message: parsed.issues[0].message };
}

const UnitAnswer = v.looseObject({ unitNo: v.string() });

/** Adds (POST) or edits (PUT) a unit. */
export const saveUnit = (estateId: number, isNew: boolean, args: UnitCreateArgs) => send(UNITS_API.units, estateId, isNew ? 'POST' : 'PUT', args, UnitAnswer);

/** Archives or restores a unit. */
export const setUnitArchived = (estateId: number, unitNo: string, archived: boolean) =>
  send(UNITS_API.archive, estateId, 'POST', v.parse(UnitArchiveArgsSchema, { unitNo, archived }), UnitAnswer);

/** The file's text, or the problem that stops it being sent (too large). */
export async function readCsvFile(file: File): Promise<CallResult<string>> {
  if (file.size > UNIT_IMPORT_MAX_CHARS) return { ok: false, message: UNITS_MESSAGES.fileTooLarge };
  const text = await file.text();
  return text.length > UNIT_IMPORT_MAX_CHARS ? { ok: false, message: UNITS_MESSAGES.fileTooLarge } : { ok: true, value: text };
}

/** The server's dry run of the file: each row with its problem; nothing written. */
export const previewUnitImport = (estateId: number, csv: string): Promise<CallResult<UnitImportPreview>> =>
  send(UNITS_API.importPreview, estateId, 'POST', { csv }, UnitImportPreviewSchema);

/** The import: every row or none (checked again by the server). */
export const runUnitImport = (estateId: number, csv: string): Promise<CallResult<UnitImportAnswer>> =>
  send(UNITS_API.import, estateId, 'POST', { csv }, UnitImportAnswerSchema);
