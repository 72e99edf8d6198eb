import { useNavigate } from '@tanstack/react-router';
import { useEffect, useId, useState, type ChangeEvent, type FormEvent } from 'react';
import * as v from 'valibot';
import { SNAG_CATEGORIES, SNAG_MAX_PHOTOS, type SnagCategory } from '../../contract/snags';
import { t } from '../../i18n';
import { SNAG_MESSAGES } from '../../i18n/en/snags';
import { resizePhoto } from '../../app/photo-files';
import { useObjectUrl } from '../../app/stored-files';
import { useCurrentRole } from '../../app/use-current-role';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { SelectField } from '../../ui/SelectField';
import { TopBar } from '../../ui/TopBar';
import { reportSnag, useReportableUnits } from './snags.api';
import './snags.css';
import '../../i18n/areas/shell';
import '../../i18n/areas/snags';

function PickedPhoto({ blob, n, onRemove }: { blob: Blob; n: number; onRemove: () => void }) {
  const src = useObjectUrl(blob);
  return (
    <li>
      {src ? <img className="snag-photo" src={src} alt={t('snags.photoAlt', { n })} /> : null}
      <button type="button" className="snag-photo-remove" onClick={onRemove} aria-label={t('snags.removePhoto', { n })}>
        ×
      </button>
    </li>
  );
}

/**
 * /snags/new: report a problem at one of the user's units of the current estate (category,
 * description, up to 3 photos). Saved on the device at once and sent through the outbox, so it
 * works offline; the photos upload when the device is online.
 */
export function SnagFormScreen() {
  const navigate = useNavigate();
  const access = useCurrentRole();
  const estateId = access?.estateId;
  const units = useReportableUnits(estateId);
  const [unitNo, setUnitNo] = useState('');
  const [category, setCategory] = useState<SnagCategory | ''>('');
  const [request, setRequest] = useState('');
  const [photos, setPhotos] = useState<Array<{ key: string; blob: Blob }>>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const requestId = useId();
  useEffect(() => {
    if (unitNo === '' && units?.[0]) setUnitNo(units[0]);
  }, [units, unitNo]);

  const back = () => void navigate({ to: '/snags' });
  if (access === undefined || (access !== null && units === undefined)) return <LoadingOverlay />;

  const pick = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const blob = await resizePhoto(file).catch(() => file);
    setPhotos((list) => [...list, { key: crypto.randomUUID(), blob }].slice(0, SNAG_MAX_PHOTOS));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (estateId === undefined || busy) return;
    setError(null);
    if (category === '') {
      setError(SNAG_MESSAGES.categoryRequired);
      return;
    }
    setBusy(true);
    try {
      const { id, outcome } = await reportSnag(
        { estateId, unitNo, category, request },
        photos.map((p) => p.blob),
      );
      if (outcome.kind === 'refused') {
        setError(outcome.message);
        setBusy(false);
        return;
      }
      void navigate({ to: '/snags/detail', search: { id } });
    } catch (err) {
      setError(err instanceof v.ValiError ? err.message : t('snags.failed'));
      setBusy(false);
    }
  };

  return (
    <div>
      <TopBar title={t('snags.newTitle')} onBack={back} backLabel={t('app.back')} />
      <main className="page snags-page">
        {!units || units.length === 0 || estateId === undefined ? (
          <EmptyState message={t('snags.noUnit')} />
        ) : (
          <form className="card" noValidate onSubmit={(e) => void submit(e)} data-testid="snag-form">
            <SelectField label={t('snags.unitLabel')} name="unitNo" value={unitNo} onChange={(e) => setUnitNo(e.target.value)}>
              {units.map((unit) => (
                <option key={unit} value={unit}>
                  {unit}
                </option>
              ))}
            </SelectField>
            <SelectField label={t('snags.categoryLabel')} name="category" value={category} onChange={(e) => setCategory(e.target.value as SnagCategory | '')}>
              <option value="">{t('snags.categoryPlaceholder')}</option>
              {SNAG_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {t(`snags.category.${c}`)}
                </option>
              ))}
            </SelectField>
            <div className="field">
              <label htmlFor={requestId}>{t('snags.requestLabel')}</label>
              <textarea
                id={requestId}
                className="snag-textarea"
                name="request"
                rows={5}
                maxLength={2000}
                value={request}
                onChange={(e) => setRequest(e.target.value)}
              />
            </div>
            <div className="field">
              <span className="snag-photos-label">{t('snags.photosLabel')}</span>
              {photos.length > 0 ? (
                <ul className="snag-photos">
                  {photos.map((photo, i) => (
                    <PickedPhoto key={photo.key} blob={photo.blob} n={i + 1} onRemove={() => setPhotos((list) => list.filter((p) => p.key !== photo.key))} />
                  ))}
                </ul>
              ) : null}
              {photos.length < SNAG_MAX_PHOTOS ? (
                <div className="photo-actions">
                  <label className="btn btn-secondary photo-btn">
                    {t('snags.addPhoto')}
                    <input type="file" accept="image/*" className="photo-input" onChange={(e) => void pick(e)} />
                  </label>
                </div>
              ) : null}
            </div>
            {error ? (
              <p className="notice notice-error" role="alert">
                {error}
              </p>
            ) : null}
            <Button type="submit" className="btn-block" disabled={busy} data-testid="snag-submit">
              {t('snags.submit')}
            </Button>
          </form>
        )}
      </main>
    </div>
  );
}
