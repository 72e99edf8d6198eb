import { useNavigate } from '@tanstack/react-router';
import { useState, type ChangeEvent } from 'react';
import type { Vehicle, VehicleFields, VehiclePhotoField } from '../../contract/profile';
import { t, type MessageKey } from '../../i18n';
import { resizePhoto } from '../../app/photo-files';
import { useObjectUrl, useStoredFileUrl } from '../../app/stored-files';
import { TextField } from '../../ui/TextField';
import { recordText } from './record-text';
import { RecordFormFrame } from './RecordFormFrame';
import { useRecord } from './records.api';
import { useRecordForm } from './use-record-form';
import { usePendingPhotos, usePhotoUploader, type NewPhotos } from './vehicle-photos';
import { addVehicle, editVehicle } from './vehicles.api';
import '../../i18n/areas/records';

const BLANK: VehicleFields = { make: '', model: '', registrationNumber: '', colour: '', year: '', vinNumber: '', licenseDiscPhotoURL: '', carPhotoURL: '' };
type TextKey = Exclude<keyof VehicleFields, VehiclePhotoField>;
const FIELDS: { key: TextKey; label: MessageKey; inputMode?: 'numeric' }[] = [
  { key: 'make', label: 'vehicles.make' },
  { key: 'model', label: 'vehicles.model' },
  { key: 'registrationNumber', label: 'vehicles.registration' },
  { key: 'colour', label: 'vehicles.colour' },
  { key: 'year', label: 'vehicles.year', inputMode: 'numeric' },
  { key: 'vinNumber', label: 'vehicles.vin' },
];

function PhotoField({ label, url, local, onPick }: { label: string; url: string; local: Blob | undefined; onPick: (blob: Blob) => void }) {
  const stored = useStoredFileUrl(url || undefined);
  const picked = useObjectUrl(local);
  const src = picked ?? stored;
  const handleChange = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    if (file) onPick(await resizePhoto(file).catch(() => file));
  };
  return (
    <div className="field">
      <label>
        {label}
        <input type="file" accept="image/*" className="photo-input" onChange={(e) => void handleChange(e)} />
      </label>
      {src ? <img className="photo-preview" src={src} alt={label} /> : null}
    </div>
  );
}

function fieldsOf({ vehicleId: _id, userId: _user, ...fields }: Vehicle): VehicleFields {
  return fields;
}

/** /AddVehicle and /EditVehicle: saves through the outbox; photos upload when online. Save waits for make, model and registration. */
export function VehicleFormScreen({ vehicleId }: { vehicleId?: string | undefined }) {
  const navigate = useNavigate();
  usePhotoUploader();
  const existing = useRecord('vehicles', vehicleId ?? '');
  const pendingPhotos = usePendingPhotos();
  const [photos, setPhotos] = useState<NewPhotos>({});
  const editing = Boolean(vehicleId);
  const record = useRecordForm<VehicleFields>({
    table: 'vehicles',
    rowId: vehicleId || undefined,
    initial: vehicleId ? existing && fieldsOf(existing) : BLANK,
    save: (form) => (vehicleId ? editVehicle(vehicleId, form, photos) : addVehicle(form, photos)),
    failure: recordText('vehicles', editing ? 'editFailed' : 'addFailed'),
  });
  const form = record.form;
  const canSave = Boolean(form && form.make.trim() !== '' && form.model.trim() !== '' && form.registrationNumber.trim() !== '') && !record.saving;
  const localOf = (field: VehiclePhotoField) => photos[field] ?? pendingPhotos.find((p) => p.vehicleId === vehicleId && p.field === field)?.blob;

  return (
    <RecordFormFrame kind="vehicles" editing={editing} record={record} onBack={() => void navigate({ to: '/Vehicles' })} saveIn="form" canSave={canSave}>
      {(form) => (
        <>
          {FIELDS.map((field) => (
            <TextField
              key={field.key}
              name={field.key}
              label={t(field.label)}
              value={form[field.key]}
              {...(field.inputMode ? { inputMode: field.inputMode } : {})}
              onChange={(e) => record.set(field.key, e.target.value)}
            />
          ))}
          <PhotoField
            label={t('vehicles.carPhoto')}
            url={form.carPhotoURL}
            local={localOf('carPhotoURL')}
            onPick={(blob) => setPhotos((p) => ({ ...p, carPhotoURL: blob }))}
          />
          <PhotoField
            label={t('vehicles.discPhoto')}
            url={form.licenseDiscPhotoURL}
            local={localOf('licenseDiscPhotoURL')}
            onPick={(blob) => setPhotos((p) => ({ ...p, licenseDiscPhotoURL: blob }))}
          />
        </>
      )}
    </RecordFormFrame>
  );
}
