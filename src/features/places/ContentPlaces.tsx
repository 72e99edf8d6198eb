import type { MouseEvent } from 'react';
import type { PointOfInterest } from '../../contract/content';
import { projectOntoPlan } from '../../domain/places';
import { t } from '../../i18n';
import { StoredImage } from '../../app/StoredImage';
import { TextField } from '../../ui/TextField';
import { useContentRows, type ContentInput } from '../../content-editing/content.api';
import { useContentEditor, useSingletonDraft } from '../../content-editing/content-editor';
import { ContentCard, ContentForm, DecimalField, FileField, FormActions, RecordList } from '../../content-editing/ContentParts';
import { CheckField, TextAreaField } from '../../ui/SettingsFields';
import '../../i18n/areas/manager-content';

const emptyPoint = (): ContentInput<'pointsOfInterest'> => ({
  title: '',
  description: '',
  geolocation: '',
  latitude: Number.NaN,
  longitude: Number.NaN,
  image: '',
  isEnabled: true,
  category: '',
  phone: '',
});
const emptyPlan = (): ContentInput<'sitePlans'> => ({ imageUrl: '', north: Number.NaN, west: Number.NaN, south: Number.NaN, east: Number.NaN });

type Plan = ContentInput<'sitePlans'>;
const planUsable = (p: Plan) => p.imageUrl !== '' && p.north > p.south && p.east > p.west;
const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

/**
 * Points of interest (/poi) and the estate's site plan: the map residents see offline is the plan
 * picture with its north-west and south-east corners, the points drawn on it. The preview shows the
 * saved points on the plan as it is in the form; a tap on it places the point being edited.
 */
export function ContentPlaces({ estateId, online }: { estateId: number; online: boolean }) {
  const points = useContentRows(estateId, 'pointsOfInterest');
  const plans = useContentRows(estateId, 'sitePlans');
  const pointEditor = useContentEditor(estateId, 'pointsOfInterest', emptyPoint);
  const planEditor = useContentEditor(estateId, 'sitePlans', emptyPlan);
  useSingletonDraft(planEditor, plans?.[0], emptyPlan);
  const point = pointEditor.draft;
  const plan = planEditor.draft;
  const setPoint = pointEditor.set;
  const setPlan = planEditor.set;
  const items = points
    ?.slice()
    .sort((a, b) => a.title.localeCompare(b.title))
    .map((p) => ({
      key: p.id,
      title: p.title,
      detail: [p.category, p.isEnabled ? '' : t('managerContent.places.disabled')].filter(Boolean).join(' · '),
      record: p,
      thumb: p.image,
    }));

  const place = (e: MouseEvent<HTMLDivElement>) => {
    if (!planUsable(plan)) return;
    const box = e.currentTarget.getBoundingClientRect();
    const fx = (e.clientX - box.left) / box.width;
    const fy = (e.clientY - box.top) / box.height;
    setPoint({ latitude: round6(plan.north - fy * (plan.north - plan.south)), longitude: round6(plan.west + fx * (plan.east - plan.west)) });
  };

  return (
    <>
      <ContentCard title={pointEditor.editingId ? t('managerContent.places.editHeading') : t('managerContent.places.newHeading')} testId="content-poi-form">
        <ContentForm onSave={() => void pointEditor.save()}>
          <TextField
            label={t('managerContent.places.title')}
            value={point.title}
            maxLength={200}
            aria-invalid={pointEditor.invalid('title') || undefined}
            onChange={(e) => setPoint({ title: e.target.value })}
          />
          <TextAreaField
            label={t('managerContent.description')}
            value={point.description}
            maxLength={5000}
            invalid={pointEditor.invalid('description')}
            onChange={(description) => setPoint({ description })}
          />
          <TextField
            label={t('managerContent.places.category')}
            value={point.category}
            maxLength={200}
            onChange={(e) => setPoint({ category: e.target.value })}
          />
          <TextField
            label={t('managerContent.places.geolocation')}
            value={point.geolocation}
            maxLength={200}
            onChange={(e) => setPoint({ geolocation: e.target.value })}
          />
          <div className="content-pair">
            <DecimalField
              label={t('managerContent.latitude')}
              value={point.latitude}
              invalid={pointEditor.invalid('latitude')}
              onChange={(v) => setPoint({ latitude: v ?? Number.NaN })}
            />
            <DecimalField
              label={t('managerContent.longitude')}
              value={point.longitude}
              invalid={pointEditor.invalid('longitude')}
              onChange={(v) => setPoint({ longitude: v ?? Number.NaN })}
            />
          </div>
          {planUsable(plan) ? <p className="muted content-hint">{t('managerContent.places.tapHint')}</p> : null}
          <TextField
            label={t('managerContent.places.phone')}
            type="tel"
            inputMode="tel"
            value={point.phone}
            maxLength={20}
            aria-invalid={pointEditor.invalid('phone') || undefined}
            onChange={(e) => setPoint({ phone: e.target.value })}
          />
          <FileField
            label={t('managerContent.places.image')}
            purpose="image"
            value={point.image}
            online={online}
            onUploaded={(f) => setPoint({ image: f?.url ?? '' })}
          />
          <CheckField label={t('managerContent.places.enabled')} checked={point.isEnabled} onChange={(isEnabled) => setPoint({ isEnabled })} />
          <FormActions editor={pointEditor} online={online} testId="content-poi-save" />
        </ContentForm>
      </ContentCard>
      <ContentCard title={t('managerContent.places.planHeading')} testId="content-site-plan">
        <PlanPreview plan={plan} points={points ?? []} editing={point} onPlace={place} />
        <ContentForm onSave={() => void planEditor.save()}>
          <FileField
            label={t('managerContent.places.planImage')}
            purpose="image"
            value={plan.imageUrl}
            online={online}
            invalid={planEditor.invalid('imageUrl')}
            onUploaded={(f) => setPlan({ imageUrl: f?.url ?? '' })}
          />
          <p className="muted content-hint">{t('managerContent.places.cornersHint')}</p>
          <div className="content-pair">
            <DecimalField
              label={t('managerContent.places.north')}
              value={plan.north}
              invalid={planEditor.invalid('north')}
              onChange={(v) => setPlan({ north: v ?? Number.NaN })}
            />
            <DecimalField
              label={t('managerContent.places.west')}
              value={plan.west}
              invalid={planEditor.invalid('west')}
              onChange={(v) => setPlan({ west: v ?? Number.NaN })}
            />
          </div>
          <div className="content-pair">
            <DecimalField
              label={t('managerContent.places.south')}
              value={plan.south}
              invalid={planEditor.invalid('south')}
              onChange={(v) => setPlan({ south: v ?? Number.NaN })}
            />
            <DecimalField
              label={t('managerContent.places.east')}
              value={plan.east}
              invalid={planEditor.invalid('east')}
              onChange={(v) => setPlan({ east: v ?? Number.NaN })}
            />
          </div>
          <FormActions editor={planEditor} online={online} testId="content-plan-save" />
        </ContentForm>
      </ContentCard>
      <ContentCard title={t('managerContent.places.listHeading')}>
        <RecordList
          items={items}
          empty={t('managerContent.places.none')}
          onEdit={pointEditor.edit}
          onDelete={(p) => void pointEditor.remove(p)}
          online={online}
          busy={pointEditor.busy}
          result={pointEditor.removed}
        />
      </ContentCard>
    </>
  );
}

function PlanPreview({
  plan,
  points,
  editing,
  onPlace,
}: {
  plan: Plan;
  points: PointOfInterest[];
  editing: ContentInput<'pointsOfInterest'>;
  onPlace: (e: MouseEvent<HTMLDivElement>) => void;
}) {
  if (!plan.imageUrl) return <p className="muted">{t('managerContent.places.noPlan')}</p>;
  const usable = planUsable(plan);
  // Where residents' map puts them (the same projection; points outside the plan are left out).
  const marks = usable ? points.filter((p) => p.isEnabled).map((p) => ({ id: p.id, title: p.title, at: projectOntoPlan(p, plan) })) : [];
  const shown = marks.flatMap((m) => (m.at ? [{ ...m, at: m.at }] : []));
  const draftAt = usable ? projectOntoPlan(editing, plan) : undefined;
  return (
    <figure className="content-plan" data-testid="content-plan-preview">
      {/* A tap places the point being edited; the coordinates can also be typed in the form. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a tap is a pointer shortcut; the coordinates can be typed in the form. */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: a tap is a pointer shortcut; the coordinates can be typed in the form. */}
      <div className="content-plan-frame" onClick={onPlace}>
        <StoredImage url={plan.imageUrl} alt={t('managerContent.places.planHeading')} className="content-plan-image" />
        {shown.map((m) => (
          <span
            key={m.id}
            className={`content-plan-mark${m.at.x > 0.65 ? ' content-plan-mark-west' : ''}`}
            style={{ left: `${m.at.x * 100}%`, top: `${m.at.y * 100}%` }}
            title={m.title}
            data-testid="content-plan-mark"
          >
            <span className="content-plan-label">{m.title}</span>
          </span>
        ))}
        {draftAt ? <span className="content-plan-mark content-plan-mark-draft" style={{ left: `${draftAt.x * 100}%`, top: `${draftAt.y * 100}%` }} /> : null}
      </div>
      <figcaption className="muted content-hint">
        {usable ? t('managerContent.places.onPlan', { n: shown.length, outside: marks.length - shown.length }) : t('managerContent.places.planIncomplete')}
      </figcaption>
    </figure>
  );
}
