import { useNavigate } from '@tanstack/react-router';
import { t } from '../../i18n';
import { useObjectUrl, useStoredFileUrl } from '../../app/stored-files';
import { Icon } from '../../ui/Icon';
import { RecordList, type RecordItem } from './RecordList';
import { useRecords } from './records.api';
import { usePendingPhotos, usePhotoUploader } from './vehicle-photos';
import { deleteVehicle } from './vehicles.api';
import '../../i18n/areas/records';

/** The car photo of a card: the stored one, or the one still waiting on this device. */
function VehiclePhoto({ url, local }: { url: string; local: Blob | undefined }) {
  const stored = useStoredFileUrl(url || undefined);
  const pending = useObjectUrl(local);
  const src = pending ?? stored;
  return src ? (
    <img className="record-photo" src={src} alt="" />
  ) : (
    <span className="record-photo record-photo-empty">
      <Icon name="car" />
    </span>
  );
}

/** /Vehicles (spec 2.15): cards with make and model, registration, colour and year, the car photo and its upload state. */
export function VehiclesScreen() {
  const navigate = useNavigate();
  usePhotoUploader();
  const vehicles = useRecords('vehicles');
  const photos = usePendingPhotos();

  const items: RecordItem[] | undefined = vehicles?.map((vehicle) => {
    const waiting = photos.filter((p) => p.vehicleId === vehicle.vehicleId);
    const failedPhoto = waiting.find((p) => p.error);
    const note = failedPhoto?.error ?? (waiting.length > 0 ? t('vehicles.photoPending') : undefined);
    return {
      id: vehicle.vehicleId,
      title: `${vehicle.make} ${vehicle.model}`,
      lines: [vehicle.registrationNumber, [vehicle.colour, vehicle.year].filter(Boolean).join(' · ')],
      media: <VehiclePhoto url={vehicle.carPhotoURL} local={waiting.find((p) => p.field === 'carPhotoURL')?.blob} />,
      ...(note ? { note } : {}),
    };
  });

  return (
    <RecordList
      kind="vehicles"
      items={items}
      onAdd={() => void navigate({ to: '/AddVehicle' })}
      onOpen={(id) => void navigate({ to: '/EditVehicle', search: { vehicleId: id } })}
      onDelete={deleteVehicle}
    />
  );
}
