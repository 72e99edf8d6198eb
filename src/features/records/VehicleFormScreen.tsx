import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import * as v from 'valibot';
import { VehicleFieldsSchema, type VehicleFields, type VehiclePhotoField } from '../../contract/profile';
import { t, type MessageKey } from '../../i18n';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { TextField } from '../../ui/TextField';
import { TopBar } from '../../ui/TopBar';
import { useObjectUrl, useStoredFileUrl } from '../../sync/stored-files';
import { resizePhoto } from '../../sync/photo-files';
import type { Outcome } from './outbox-outcome';
import { SaveResult } from './SaveResult';
import { addVehicle, editVehicle, usePendingPhotos, usePhotoUploader, useVehicle, type NewPhotos } from './vehicles.api';

const EMPTY: VehicleFields = { make: '', model: '', registrationNumber: '', colour: '', year: '', vinNumber: '', licenseDiscPhotoURL: '', carPhotoURL: '' };
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

/** /AddVehicle and /EditVehicle: saves through the outbox; photos upload when online. */
export function VehicleFormScreen({ vehicleId }: { vehicleId?: string | undefined }) {
  const navigate = useNavigate();
  usePhotoUploader();
  const existing = useVehicle(vehicleId ?? '');
  const pendingPhotos = usePendingPhotos();
  const [form, setForm] = useState<VehicleFields | null>(vehicleId ? null : EMPTY);
  const [photos, setPhotos] = useState<NewPhotos>({});
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (vehicleId && existing && form === null) {
      const { vehicleId: _id, userId: _user, ...fields } = existing;
      setForm(fields);
    }
  }, [vehicleId, existing, form]);

  const back = () => void navigate({ to: '/Vehicles' });
  if (vehicleId && existing === null) {
    return (
      <div>
        <TopBar title={t('vehicles.editTitle')} onBack={back} backLabel={t('app.back')} />
        <EmptyState message={t('vehicles.notFound')} />
      </div>
    );
  }
  if (!form) return <LoadingOverlay />;

  const canSave = form.make.trim() !== '' && form.model.trim() !== '' && form.registrationNumber.trim() !== '' && !saving;
  const localOf = (field: VehiclePhotoField) => photos[field] ?? pendingPhotos.find((p) => p.vehicleId === vehicleId && p.field === field)?.blob;

  const handleSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const parsed = v.safeParse(VehicleFieldsSchema, form);
    if (!parsed.success) {
      setError(parsed.issues[0]?.message ?? t(vehicleId ? 'vehicles.editFailed' : 'vehicles.addFailed'));
      return;
    }
    setSaving(true);
    try {
      setOutcome(vehicleId ? await editVehicle(vehicleId, parsed.output, photos) : await addVehicle(parsed.output, photos));
    } catch (err) {
      setError(err instanceof Error ? err.message : t(vehicleId ? 'vehicles.editFailed' : 'vehicles.addFailed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <div>
      <TopBar title={t(vehicleId ? 'vehicles.editTitle' : 'vehicles.addTitle')} onBack={back} backLabel={t('app.back')} />
      <main className="page">
        <form noValidate className="card" onSubmit={(e) => void handleSubmit(e)}>
          {FIELDS.map((field) => (
            <TextField
              key={field.key}
              name={field.key}
              label={t(field.label)}
              value={form[field.key]}
              {...(field.inputMode ? { inputMode: field.inputMode } : {})}
              onChange={(e) => {
                const value = e.target.value;
                setForm((f) => (f ? { ...f, [field.key]: value } : f));
              }}
            />
          ))}
          <PhotoField label={t('vehicles.carPhoto')} url={form.carPhotoURL} local={localOf('carPhotoURL')} onPick={(blob) => setPhotos((p) => ({ ...p, carPhotoURL: blob }))} />
          <PhotoField label={t('vehicles.discPhoto')} url={form.licenseDiscPhotoURL} local={localOf('licenseDiscPhotoURL')} onPick={(blob) => setPhotos((p) => ({ ...p, licenseDiscPhotoURL: blob }))} />
          {error ? (
            <p className="notice notice-error" role="alert">
              {error}
            </p>
          ) : null}
          <Button type="submit" className="btn-block" disabled={!canSave}>
            {t('records.save')}
          </Button>
        </form>
      </main>
      <SaveResult
        outcome={outcome}
        success={t(vehicleId ? 'vehicles.edited' : 'vehicles.added')}
        failure={t(vehicleId ? 'vehicles.editFailed' : 'vehicles.addFailed')}
        onDone={back}
        onDismiss={() => setOutcome(null)}
      />
    </div>
  );
}
