import * as v from 'valibot';
import {
  PeopleConfigSchema,
  UNCONFIGURED_PEOPLE_CONFIG,
  type AccessZone,
  type AssociateTypeGroup,
  type DocumentType,
  type PeopleConfig,
  type PeopleConfigArgs,
} from '../../../src/contract/people';
import { MANAGER_ROLES } from '../../../src/domain/roles';
import { PEOPLE_CONFIG_MESSAGES } from '../../../src/i18n/en/people';
import { requireAccess } from '../../auth/authorize';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { badRequest, notFound } from '../../lib/errors';
import { publish, scopes, writeTransaction, type Trx } from '../../sync/change-log';
import * as repo from './people.repository';
import * as core from '../core/core.service';

/**
 * The estate's people configuration (spec 2 sections 3 and 9): associate types with their
 * relationships, document types, access zones, visitor settings, the onboarding wizard and the
 * limits. One JSON row per estate, synced to the estate's scope; the estate manager replaces it.
 */

/** What an estate without a configuration of its own answers (the contract's default). */
export const UNCONFIGURED: PeopleConfigArgs = structuredClone(UNCONFIGURED_PEOPLE_CONFIG) as PeopleConfigArgs;

/** The estate's configuration: its stored row (read with the contract's schema), or UNCONFIGURED. */
export async function configFor(db: Db | Trx, estateId: number): Promise<PeopleConfig> {
  const row = await repo.findConfigRow(db, estateId);
  if (!row) return { estateId, ...UNCONFIGURED };
  const parsed = v.safeParse(PeopleConfigSchema, { ...(JSON.parse(row.data) as object), estateId });
  return parsed.success ? parsed.output : { estateId, ...UNCONFIGURED };
}

/** A relationship of an enabled associate type, with its type. */
export type Relationship = { associateTypeId: number; associateType: string; associateRelationship: string };

export function relationshipsOf(config: PeopleConfig, typeName = ''): Relationship[] {
  return config.associateTypes
    .filter((group) => group.enabled && (typeName === '' || group.associateType === typeName))
    .sort((a, b) => a.priority - b.priority)
    .flatMap((group) =>
      group.relationships.map((r) => ({
        associateTypeId: r.associateTypeId,
        associateType: group.associateType,
        associateRelationship: r.associateRelationship,
      })),
    );
}

export const enabledDocumentTypes = (config: PeopleConfig): DocumentType[] => config.documentTypes.filter((d) => d.enabled);

/** The active zones of the estate list (associates choose from these). */
export const estateZones = (config: PeopleConfig): AccessZone[] => config.accessZones.filter((z) => z.active && z.kind === 'estate');

const hasDuplicates = (ids: readonly number[]) => new Set(ids).size !== ids.length;

/** Ids must be unique where the screens and the associates refer to them. */
/** The largest id a relationship, document type or zone may have (PostgreSQL integer). */
const MAX_CONFIG_ID = 2147483647;

function checkConfig(args: PeopleConfigArgs): void {
  const relationshipIds = args.associateTypes.flatMap((g: AssociateTypeGroup) => g.relationships.map((r) => r.associateTypeId));
  const documentTypeIds = args.documentTypes.map((d) => d.DocumentTypeId);
  // Relationship and document type ids are stored with each associate (integer columns): 2^31 was
  // accepted here, and every associate then created with it failed in PostgreSQL (500).
  const tooLarge = [...relationshipIds, ...documentTypeIds, ...args.accessZones.map((z) => z.id)].some((id) => id > MAX_CONFIG_ID);
  if (tooLarge || hasDuplicates(relationshipIds) || hasDuplicates(documentTypeIds) || hasDuplicates(args.accessZones.map((z) => z.id))) {
    throw badRequest(PEOPLE_CONFIG_MESSAGES.invalid, 'people/config-invalid');
  }
}

/** Stores and publishes the estate's configuration (the manager's PUT and the seed). */
export async function savePeopleConfig(trx: Trx, estateId: number, args: PeopleConfigArgs): Promise<PeopleConfig> {
  checkConfig(args);
  const config: PeopleConfig = { estateId, ...args };
  await repo.upsertConfigRow(trx, estateId, JSON.stringify(args), Date.now());
  await publish(trx, scopes.estate(estateId), 'peopleConfig', estateId, config);
  return config;
}

/**
 * Sets the estate-wide invite limits (the operator's estate settings), the rest of the estate's
 * configuration as it is; stored and published like the manager's save.
 */
export async function savePeopleLimits(
  trx: Trx,
  estateId: number,
  limits: Pick<PeopleConfigArgs['limits'], 'associatesPerUnit' | 'visitorsPerDay' | 'guestsPerLettingUnit'>,
): Promise<PeopleConfig> {
  const { estateId: _estate, ...args } = await configFor(trx, estateId);
  return savePeopleConfig(trx, estateId, { ...args, limits: { ...args.limits, ...limits } });
}

// REST

/** PUT API.peopleConfig?estateID=: the estate's managers only. */
export async function putPeopleConfig(ctx: AppContext, callerId: string, estateId: number, args: PeopleConfigArgs): Promise<PeopleConfig> {
  await requireAccess(ctx.db, callerId, { estateId, roles: MANAGER_ROLES });
  if (!(await core.estateExists(ctx.db, estateId))) throw notFound();
  return writeTransaction(ctx.db, (trx) => savePeopleConfig(trx, estateId, args));
}

/** GET API.associateTypes?estateID=&name=: the relationships of the estate's enabled types (of one type when named). */
export async function listAssociateTypes(ctx: AppContext, callerId: string, estateId: number, name: string): Promise<Relationship[]> {
  await requireAccess(ctx.db, callerId, { estateId, member: true });
  return relationshipsOf(await configFor(ctx.db, estateId), name);
}

/** GET API.documentTypes?estateID=: the estate's enabled document types. */
export async function listDocumentTypes(ctx: AppContext, callerId: string, estateId: number): Promise<DocumentType[]> {
  await requireAccess(ctx.db, callerId, { estateId, member: true });
  return enabledDocumentTypes(await configFor(ctx.db, estateId));
}
