import { useNavigate } from '@tanstack/react-router';
import { t } from '../../i18n';
import { Icon } from '../../ui/Icon';
import { RecordList, type RecordItem } from './RecordList';
import { dismissRefusedWrite } from '../../sync/outbox';
import { refusalText, useRefusedWrites, useRowStates } from './outbox-outcome';
import { useObjectUrl, useStoredFileUrl } from '../../sync/stored-files';
import { deleteVehicle, usePendingPhotos, usePhotoUploader, useVehicles } from './vehicles.api';
import type { MessageKey } from '../../i18n';

const REFUSED: Record<string, MessageKey> = {
  'vehicles.add': 'vehicles.addFailed',
  'vehicles.edit': 'vehicles.editFailed',
  'vehicles.setPhoto': 'vehicles.carPhotoFailed',
  'vehicles.delete': 'vehicles.deleteFailed',
};

/** The car photo of a card: the stored one, or the one still waiting on this device. */
function VehiclePhoto({ url, local }: { url: string; local: Blob | undefined }) {
  const stored = useStoredFileUrl(url || undefined);
  const pending = useObjectUrl(local);
  const src = pending ?? stored;
  return src ? <img className="record-photo" src={src} alt="" /> : <span className="record-photo record-photo-empty"><Icon name="car" /></span>;
}

export function VehiclesScreen() {
  const navigate = useNavigate();
  usePhotoUploader();
  const vehicles = useVehicles();
  const states = useRowStates('vehicles');
  const refused = useRefusedWrites('vehicles');
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
      messages={{
        title: t('vehicles.title'),
        empty: t('vehicles.empty'),
        add: t('vehicles.add'),
        confirmDelete: t('vehicles.confirmDelete'),
        deleted: t('vehicles.deleted'),
        deleteFailed: t('vehicles.deleteFailed'),
      }}
      items={items}
      states={states}
      refusals={refused.map((e) => ({ id: e.id, message: refusalText(t(REFUSED[e.name] ?? 'vehicles.editFailed'), e.error) }))}
      onDismissRefusal={(id) => void dismissRefusedWrite(id)}
      onBack={() => void navigate({ to: '/PersonalInformation' })}
      onAdd={() => void navigate({ to: '/AddVehicle' })}
      onOpen={(id) => void navigate({ to: '/EditVehicle', search: { vehicleId: id } })}
      onDelete={deleteVehicle}
    />
  );
}
