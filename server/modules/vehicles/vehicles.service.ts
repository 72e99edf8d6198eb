import type { Vehicle, VehicleDeleteArgs, VehicleFields, VehiclePhotoArgs, VehicleSaveArgs } from '../../../src/contract/profile';
import { VEHICLE_RESULT } from '../../../src/i18n/en/records';
import type { AppContext } from '../../context';
import type { VehiclesTable } from './vehicles.tables';
import { badRequest, notFound } from '../../lib/errors';
import { publish, scopes, writeTransaction, type Trx } from '../../sync/change-log';
import { isOwnPhotoUrl } from '../files/files.service';
import { requireAccess } from '../../auth/access';
import { deleteVehicleRow, findVehicle, insertVehicle, listVehicles, updateVehicle } from './vehicles.repository';

export function toVehicle(row: VehiclesTable): Vehicle {
  return {
    vehicleId: row.id,
    userId: row.user_id,
    make: row.make,
    model: row.model,
    colour: row.colour,
    year: row.year,
    registrationNumber: row.registration_number,
    vinNumber: row.vin_number,
    licenseDiscPhotoURL: row.license_disc_photo_url,
    carPhotoURL: row.car_photo_url,
  };
}

function columns(fields: VehicleFields) {
  return {
    make: fields.make,
    model: fields.model,
    colour: fields.colour,
    year: fields.year,
    registration_number: fields.registrationNumber,
    vin_number: fields.vinNumber,
    license_disc_photo_url: fields.licenseDiscPhotoURL,
    car_photo_url: fields.carPhotoURL,
  };
}

/** Photo URLs on a vehicle must name files the owner uploaded. */
async function assertPhotos(trx: Trx, userId: string, fields: Pick<VehicleFields, 'carPhotoURL' | 'licenseDiscPhotoURL'>): Promise<void> {
  if (!(await isOwnPhotoUrl(trx, userId, fields.carPhotoURL))) throw badRequest(VEHICLE_RESULT.carPhotoFailed, 'vehicles/photo');
  if (!(await isOwnPhotoUrl(trx, userId, fields.licenseDiscPhotoURL))) throw badRequest(VEHICLE_RESULT.discPhotoFailed, 'vehicles/photo');
}

/** The caller's own vehicle, or 404 with `message` (another user's vehicle looks the same as none). */
async function ownVehicle(trx: Trx, userId: string, vehicleId: string, message: string): Promise<VehiclesTable> {
  const row = await findVehicle(trx, vehicleId);
  if (!row || row.user_id !== userId) throw notFound(message, 'vehicles/not-found');
  return row;
}

export async function addVehicle(trx: Trx, userId: string, args: VehicleSaveArgs): Promise<Vehicle> {
  if (await findVehicle(trx, args.vehicleId)) throw badRequest(VEHICLE_RESULT.addFailed, 'vehicles/exists');
  await assertPhotos(trx, userId, args);
  const now = Date.now();
  const row: VehiclesTable = { id: args.vehicleId, user_id: userId, ...columns(args), created_at: now, updated_at: now };
  await insertVehicle(trx, row);
  const vehicle = toVehicle(row);
  await publish(trx, scopes.user(userId), 'vehicles', row.id, vehicle);
  return vehicle;
}

export async function editVehicle(trx: Trx, userId: string, args: VehicleSaveArgs): Promise<Vehicle> {
  await ownVehicle(trx, userId, args.vehicleId, VEHICLE_RESULT.editFailed);
  await assertPhotos(trx, userId, args);
  const row = await updateVehicle(trx, args.vehicleId, { ...columns(args), updated_at: Date.now() });
  const vehicle = toVehicle(row);
  await publish(trx, scopes.user(userId), 'vehicles', row.id, vehicle);
  return vehicle;
}

export async function setVehiclePhoto(trx: Trx, userId: string, args: VehiclePhotoArgs): Promise<Vehicle> {
  await ownVehicle(trx, userId, args.vehicleId, VEHICLE_RESULT.editFailed);
  const message = args.field === 'carPhotoURL' ? VEHICLE_RESULT.carPhotoFailed : VEHICLE_RESULT.discPhotoFailed;
  if (!(await isOwnPhotoUrl(trx, userId, args.url))) throw badRequest(message, 'vehicles/photo');
  const patch = args.field === 'carPhotoURL' ? { car_photo_url: args.url } : { license_disc_photo_url: args.url };
  const row = await updateVehicle(trx, args.vehicleId, { ...patch, updated_at: Date.now() });
  const vehicle = toVehicle(row);
  await publish(trx, scopes.user(userId), 'vehicles', row.id, vehicle);
  return vehicle;
}

export async function deleteVehicle(trx: Trx, userId: string, args: VehicleDeleteArgs): Promise<void> {
  await ownVehicle(trx, userId, args.vehicleId, VEHICLE_RESULT.deleteFailed);
  await deleteVehicleRow(trx, args.vehicleId);
  await publish(trx, scopes.user(userId), 'vehicles', args.vehicleId, null);
}

// REST (spec 7): `?userID=` must be the caller.

export async function listVehiclesFor(ctx: AppContext, callerId: string, userId: string | undefined): Promise<Vehicle[]> {
  const id = await requireAccess(ctx.db, callerId, { self: userId });
  const rows = await listVehicles(ctx.db, id);
  if (rows.length === 0) throw notFound(VEHICLE_RESULT.none, 'vehicles/none');
  return rows.map(toVehicle);
}

export async function addVehicleFor(ctx: AppContext, callerId: string, userId: string | undefined, args: VehicleSaveArgs): Promise<Vehicle> {
  const id = await requireAccess(ctx.db, callerId, { self: userId });
  return writeTransaction(ctx.db, (trx) => addVehicle(trx, id, args));
}

export async function editVehicleFor(ctx: AppContext, callerId: string, userId: string | undefined, args: VehicleSaveArgs): Promise<Vehicle> {
  const id = await requireAccess(ctx.db, callerId, { self: userId });
  return writeTransaction(ctx.db, (trx) => editVehicle(trx, id, args));
}

export async function deleteVehicleFor(ctx: AppContext, callerId: string, userId: string | undefined, args: VehicleDeleteArgs): Promise<void> {
  const id = await requireAccess(ctx.db, callerId, { self: userId });
  await writeTransaction(ctx.db, (trx) => deleteVehicle(trx, id, args));
}
