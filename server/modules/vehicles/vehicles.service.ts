import type { Vehicle, VehicleDeleteArgs, VehicleFields, VehiclePhotoArgs, VehicleSaveArgs } from '../../../src/contract/profile';
import { VEHICLE_RESULT } from '../../../src/i18n/en/records';
import type { VehiclesTable } from './vehicles.tables';
import { badRequest } from '../../lib/errors';
import { ownedRow, publishToOwner, selfList, selfWrite } from '../../lib/own-rows';
import type { Trx } from '../../sync/change-log';
import { isOwnPhotoUrl } from '../files/files.service';
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
  return ownedRow(await findVehicle(trx, vehicleId), userId, message, 'vehicles/not-found');
}

export async function addVehicle(trx: Trx, userId: string, args: VehicleSaveArgs): Promise<Vehicle> {
  if (await findVehicle(trx, args.vehicleId)) throw badRequest(VEHICLE_RESULT.addFailed, 'vehicles/exists');
  await assertPhotos(trx, userId, args);
  const now = Date.now();
  const row: VehiclesTable = { id: args.vehicleId, user_id: userId, ...columns(args), created_at: now, updated_at: now };
  await insertVehicle(trx, row);
  return publishToOwner(trx, userId, 'vehicles', row.id, toVehicle(row));
}

export async function editVehicle(trx: Trx, userId: string, args: VehicleSaveArgs): Promise<Vehicle> {
  await ownVehicle(trx, userId, args.vehicleId, VEHICLE_RESULT.editFailed);
  await assertPhotos(trx, userId, args);
  const row = await updateVehicle(trx, args.vehicleId, { ...columns(args), updated_at: Date.now() });
  return publishToOwner(trx, userId, 'vehicles', row.id, toVehicle(row));
}

export async function setVehiclePhoto(trx: Trx, userId: string, args: VehiclePhotoArgs): Promise<Vehicle> {
  await ownVehicle(trx, userId, args.vehicleId, VEHICLE_RESULT.editFailed);
  const message = args.field === 'carPhotoURL' ? VEHICLE_RESULT.carPhotoFailed : VEHICLE_RESULT.discPhotoFailed;
  if (!(await isOwnPhotoUrl(trx, userId, args.url))) throw badRequest(message, 'vehicles/photo');
  const patch = args.field === 'carPhotoURL' ? { car_photo_url: args.url } : { license_disc_photo_url: args.url };
  const row = await updateVehicle(trx, args.vehicleId, { ...patch, updated_at: Date.now() });
  return publishToOwner(trx, userId, 'vehicles', row.id, toVehicle(row));
}

export async function deleteVehicle(trx: Trx, userId: string, args: VehicleDeleteArgs): Promise<void> {
  await ownVehicle(trx, userId, args.vehicleId, VEHICLE_RESULT.deleteFailed);
  await deleteVehicleRow(trx, args.vehicleId);
  await publishToOwner(trx, userId, 'vehicles', args.vehicleId, null);
}

// REST (spec 7): `?userID=` must be the caller.

export const listVehiclesFor = selfList({ rows: listVehicles, toRecord: toVehicle, none: VEHICLE_RESULT.none, code: 'vehicles/none' });
export const addVehicleFor = selfWrite(addVehicle);
export const editVehicleFor = selfWrite(editVehicle);
export const deleteVehicleFor = selfWrite(deleteVehicle);
