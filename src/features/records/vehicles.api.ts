import type { VehicleFields } from '../../contract/profile';
import { mutate, newRowId } from '../../sync/mutate';
import { requireUserId } from '../../sync/session';
import { answerFor, deleteRecord, type Outcome } from './records.api';
import { discardPhotos, keepPhotos, uploadPendingPhotos, type NewPhotos } from './vehicle-photos';

/**
 * Saves a vehicle on the device at once (pending until the server confirms). New photos are
 * kept on the device and uploaded when online; their URLs follow through the outbox.
 */
async function saveVehicle(name: 'vehicles.add' | 'vehicles.edit', vehicleId: string, input: VehicleFields, photos: NewPhotos): Promise<Outcome> {
  await requireUserId();
  await mutate(name, { ...input, vehicleId });
  // After the row: the uploader drops photos whose vehicle is not on the device.
  await keepPhotos(vehicleId, photos);
  void uploadPendingPhotos();
  return answerFor('vehicles', vehicleId);
}

export const addVehicle = (input: VehicleFields, photos: NewPhotos = {}) => saveVehicle('vehicles.add', newRowId(), input, photos);
export const editVehicle = (vehicleId: string, input: VehicleFields, photos: NewPhotos = {}) => saveVehicle('vehicles.edit', vehicleId, input, photos);

/** Deletes a vehicle and the photos still waiting for it on this device. */
export async function deleteVehicle(vehicleId: string): Promise<Outcome> {
  await discardPhotos(vehicleId);
  return deleteRecord('vehicles', vehicleId);
}
