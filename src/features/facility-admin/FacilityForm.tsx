import { useId, useState } from 'react';
import { SLOT_LENGTHS } from '../../contract/facility-admin';
import { FileField } from '../../content-editing/ContentParts';
import { StoredImage } from '../../app/StoredImage';
import { t } from '../../i18n';
import { Button } from '../../ui/Button';
import { SelectField } from '../../ui/SelectField';
import { NumberField, TextAreaField } from '../../ui/SettingsFields';
import { TextField } from '../../ui/TextField';
import { createFacility, parseFacility, updateFacility, type FacilityDraft } from './facility-admin.api';
import { HoursEditor } from './HoursEditor';
import '../../i18n/areas/auth';
import '../../i18n/areas/facility-admin';

const MAX_PHOTOS = 6;

type Props = {
  estateId: number;
  online: boolean;
  /** The facility edited, or undefined for a new one. */
  facilityId?: string;
  initial: FacilityDraft;
  onDone: (text: string) => void;
  onCancel: () => void;
};

/**
 * A facility's form: name, location, description, photos (uploaded at once through POST
 * /sdk/files, checked there by content and size), opening hours, slot length, capacity, the
 * approval rule, the price (rand, 0 free), rules and its resources. The contract's schema checks
 * it before it is sent; the server's refusal is shown as it says it.
 */
export function FacilityForm({ estateId, online, facilityId, initial, onDone, onCancel }: Props) {
  const [draft, setDraftState] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const headingId = useId();
  const setDraft = (patch: Partial<FacilityDraft>) => {
    setError(null);
    setDraftState((d) => ({ ...d, ...patch }));
  };
  const setResource = (index: number, name: string) => setDraft({ resources: draft.resources.map((r, i) => (i === index ? { ...r, name } : r)) });

  const save = async () => {
    const parsed = parseFacility(draft);
    if (!parsed.ok) {
      setError(parsed.message);
      return;
    }
    setBusy(true);
    const answer = facilityId === undefined ? await createFacility(estateId, parsed.fields) : await updateFacility(facilityId, parsed.fields);
    setBusy(false);
    if (answer.kind === 'ok') onDone(t(facilityId === undefined ? 'facilityAdmin.created' : 'facilityAdmin.saved', { name: parsed.fields.name }));
    else setError(answer.kind === 'offline' ? t('signup.offline') : answer.message || t('facilityAdmin.failure'));
  };

  return (
    <form
      className="card facility-form"
      aria-labelledby={headingId}
      data-testid="facility-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <h3 id={headingId}>{facilityId === undefined ? t('facilityAdmin.formNew') : t('facilityAdmin.formEdit', { name: initial.name })}</h3>
      <div className="facility-form-grid">
        <div className="facility-form-column">
          <TextField label={t('facilityAdmin.name')} value={draft.name} maxLength={80} onChange={(e) => setDraft({ name: e.target.value })} />
          <TextField
            label={t('facilityAdmin.location')}
            value={draft.locationName}
            maxLength={80}
            onChange={(e) => setDraft({ locationName: e.target.value })}
          />
          <TextAreaField
            label={t('facilityAdmin.description')}
            value={draft.description}
            maxLength={1000}
            onChange={(description) => setDraft({ description })}
          />
          <TextAreaField label={t('facilityAdmin.rules')} value={draft.rules} maxLength={4000} rows={4} onChange={(rules) => setDraft({ rules })} />
          <fieldset className="card facility-photos" data-testid="facility-photos">
            <legend>
              <strong>{t('facilityAdmin.photos')}</strong>
            </legend>
            <ul className="facility-photo-list">
              {draft.photos.map((url, index) => (
                <li key={url} data-file-url={url}>
                  <StoredImage url={url} alt={t('facilityAdmin.photoAlt', { n: index + 1 })} className="facility-photo" />
                  <Button variant="text" onClick={() => setDraft({ photos: draft.photos.filter((p) => p !== url) })}>
                    {t('facilityAdmin.removePhoto', { n: index + 1 })}
                  </Button>
                </li>
              ))}
            </ul>
            {draft.photos.length < MAX_PHOTOS ? (
              <FileField
                label={t('facilityAdmin.addPhoto')}
                purpose="image"
                value=""
                online={online}
                testId="facility-photo-upload"
                onUploaded={(file) => (file ? setDraft({ photos: [...draft.photos, file.url] }) : undefined)}
              />
            ) : null}
          </fieldset>
        </div>
        <div className="facility-form-column">
          <HoursEditor value={draft.availability} onChange={(availability) => setDraft({ availability })} />
          <div className="row">
            <SelectField
              label={t('facilityAdmin.slotLength')}
              value={String(draft.slotMinutes)}
              onChange={(e) => setDraft({ slotMinutes: Number(e.target.value) })}
            >
              {SLOT_LENGTHS.map((minutes) => (
                <option key={minutes} value={minutes}>
                  {t('facilityAdmin.minutes', { n: minutes })}
                </option>
              ))}
            </SelectField>
            <NumberField label={t('facilityAdmin.capacity')} value={draft.capacity} min={1} max={10000} onChange={(capacity) => setDraft({ capacity })} />
          </div>
          <div className="row">
            <SelectField
              label={t('facilityAdmin.approval')}
              value={draft.autoApprove ? 'auto' : 'manager'}
              onChange={(e) => setDraft({ autoApprove: e.target.value === 'auto' })}
            >
              <option value="manager">{t('facilityAdmin.approvalManager')}</option>
              <option value="auto">{t('facilityAdmin.approvalAuto')}</option>
            </SelectField>
            <TextField label={t('facilityAdmin.price')} inputMode="decimal" value={draft.price} onChange={(e) => setDraft({ price: e.target.value })} />
          </div>
          <fieldset className="card facility-resources" data-testid="facility-resources">
            <legend>
              <strong>{t('facilityAdmin.resources')}</strong>
            </legend>
            <p className="muted">{t('facilityAdmin.resourcesHint')}</p>
            {draft.resources.map((resource, index) => (
              <div key={resource.id ?? `new-${index}`} className="row facility-resource">
                <TextField
                  label={t('facilityAdmin.resourceName', { n: index + 1 })}
                  value={resource.name}
                  maxLength={80}
                  onChange={(e) => setResource(index, e.target.value)}
                />
                {draft.resources.length > 1 ? (
                  <Button variant="text" onClick={() => setDraft({ resources: draft.resources.filter((_, i) => i !== index) })}>
                    {t('facilityAdmin.removeResource', { n: index + 1 })}
                  </Button>
                ) : null}
              </div>
            ))}
            {draft.resources.length < 20 ? (
              <Button variant="secondary" onClick={() => setDraft({ resources: [...draft.resources, { name: '' }] })}>
                {t('facilityAdmin.addResource')}
              </Button>
            ) : null}
          </fieldset>
        </div>
      </div>
      {error ? (
        <p className="notice notice-error" role="alert" data-testid="facility-form-error">
          {error}
        </p>
      ) : null}
      <div className="row facility-form-actions">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {t('facilityAdmin.cancel')}
        </Button>
        <Button type="submit" disabled={busy || !online} data-testid="facility-save">
          {!online ? t('signup.offline') : busy ? t('facilityAdmin.saving') : t('facilityAdmin.save')}
        </Button>
      </div>
    </form>
  );
}
