import { formatDate } from '../../domain/locale-format';
import { useId } from 'react';
import { estateDate } from '../../domain/estate-time';
import { t } from '../../i18n';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { useContentRows, type ContentInput } from '../../content-editing/content.api';
import { useContentEditor } from '../../content-editing/content-editor';
import { ContentCard, ContentForm, DecimalField, FileField, FormActions, RecordList, UrlField } from '../../content-editing/ContentParts';
import { RichTextField } from '../../content-editing/RichTextField';
import { CheckField, NumberField } from '../../ui/SettingsFields';
import '../../i18n/areas/manager-content';

const EVENT_TYPES = ['Event', 'Notice'] as const;

const emptyEvent = (): ContentInput<'events'> => ({
  title: '',
  eventCategory: '',
  eventType: 'Event',
  featured: false,
  startDate: estateDate(),
  startTime: '',
  endDate: '',
  endTime: '',
  location: '',
  cost: 0,
  latitude: null,
  longitude: null,
  locationLink: '',
  cardImage: '',
  headerImage: '',
  body: '',
  externalLink1: '',
});

/**
 * Events (spec 3 'Event'): the form with its pictures and the body (a rich-text editor whose HTML
 * the server sanitises), and the estate's events, newest start first. A saved event reaches
 * residents by sync and notifies them (the server's part).
 */
export function ContentEvents({ estateId, online }: { estateId: number; online: boolean }) {
  const editor = useContentEditor(estateId, 'events', emptyEvent);
  const rows = useContentRows(estateId, 'events');
  const { draft, set, invalid } = editor;
  const id = useId();
  const categories = [...new Set((rows ?? []).map((e) => e.eventCategory).filter(Boolean))].sort();
  const items = rows
    ?.slice()
    .sort((a, b) => b.startDate.localeCompare(a.startDate) || a.title.localeCompare(b.title))
    .map((e) => ({
      key: e.eventID,
      title: e.title,
      detail: [formatDate(e.startDate), e.eventCategory, e.eventType].filter(Boolean).join(' · '),
      record: e,
      thumb: e.cardImage || e.headerImage,
    }));

  return (
    <>
      <ContentCard title={editor.editingId ? t('managerContent.events.editHeading') : t('managerContent.events.newHeading')} testId="content-event-form">
        <ContentForm onSave={() => void editor.save()}>
          <TextField
            label={t('managerContent.events.title')}
            name="title"
            value={draft.title}
            maxLength={200}
            aria-invalid={invalid('title') || undefined}
            onChange={(e) => set({ title: e.target.value })}
          />
          <TextField
            label={t('managerContent.events.category')}
            name="eventCategory"
            list={`${id}-categories`}
            value={draft.eventCategory}
            maxLength={200}
            aria-invalid={invalid('eventCategory') || undefined}
            onChange={(e) => set({ eventCategory: e.target.value })}
          />
          <datalist id={`${id}-categories`}>
            {categories.map((c) => (
              <option key={c} value={c} />
            ))}
          </datalist>
          <SelectField label={t('managerContent.events.type')} name="eventType" value={draft.eventType} onChange={(e) => set({ eventType: e.target.value })}>
            {EVENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`managerContent.events.type.${type}`)}
              </option>
            ))}
          </SelectField>
          <CheckField label={t('managerContent.events.featured')} checked={draft.featured} onChange={(featured) => set({ featured })} />
          <div className="content-pair">
            <TextField
              label={t('managerContent.events.startDate')}
              type="date"
              value={draft.startDate}
              aria-invalid={invalid('startDate') || undefined}
              onChange={(e) => set({ startDate: e.target.value })}
            />
            <TextField
              label={t('managerContent.events.startTime')}
              type="time"
              value={draft.startTime}
              aria-invalid={invalid('startTime') || undefined}
              onChange={(e) => set({ startTime: e.target.value })}
            />
          </div>
          <div className="content-pair">
            <TextField
              label={t('managerContent.events.endDate')}
              type="date"
              value={draft.endDate}
              aria-invalid={invalid('endDate') || undefined}
              onChange={(e) => set({ endDate: e.target.value })}
            />
            <TextField
              label={t('managerContent.events.endTime')}
              type="time"
              value={draft.endTime}
              aria-invalid={invalid('endTime') || undefined}
              onChange={(e) => set({ endTime: e.target.value })}
            />
          </div>
          <TextField
            label={t('managerContent.events.location')}
            value={draft.location}
            maxLength={200}
            aria-invalid={invalid('location') || undefined}
            onChange={(e) => set({ location: e.target.value })}
          />
          <NumberField
            label={t('managerContent.events.cost')}
            value={draft.cost}
            min={0}
            invalid={invalid('cost')}
            hint={t('managerContent.events.costHint')}
            onChange={(cost) => set({ cost })}
          />
          <div className="content-pair">
            <DecimalField
              label={t('managerContent.latitude')}
              value={draft.latitude}
              invalid={invalid('latitude')}
              onChange={(latitude) => set({ latitude })}
            />
            <DecimalField
              label={t('managerContent.longitude')}
              value={draft.longitude}
              invalid={invalid('longitude')}
              onChange={(longitude) => set({ longitude })}
            />
          </div>
          <UrlField
            label={t('managerContent.events.locationLink')}
            value={draft.locationLink}
            invalid={invalid('locationLink')}
            onChange={(locationLink) => set({ locationLink })}
          />
          <FileField
            label={t('managerContent.events.cardImage')}
            purpose="image"
            value={draft.cardImage}
            online={online}
            invalid={invalid('cardImage')}
            onUploaded={(f) => set({ cardImage: f?.url ?? '' })}
            testId="content-event-card-image"
          />
          <FileField
            label={t('managerContent.events.headerImage')}
            purpose="image"
            value={draft.headerImage}
            online={online}
            invalid={invalid('headerImage')}
            onUploaded={(f) => set({ headerImage: f?.url ?? '' })}
            testId="content-event-header-image"
          />
          <RichTextField
            label={t('managerContent.events.body')}
            hint={t('managerContent.events.bodyHint')}
            value={draft.body}
            invalid={invalid('body')}
            onChange={(body) => set({ body })}
          />
          <UrlField
            label={t('managerContent.events.externalLink')}
            value={draft.externalLink1}
            invalid={invalid('externalLink1')}
            onChange={(externalLink1) => set({ externalLink1 })}
          />
          <FormActions editor={editor} online={online} testId="content-event-save" />
        </ContentForm>
      </ContentCard>
      <ContentCard title={t('managerContent.events.listHeading')}>
        <RecordList
          items={items}
          empty={t('managerContent.events.none')}
          onEdit={editor.edit}
          onDelete={(e) => void editor.remove(e)}
          online={online}
          busy={editor.busy}
          result={editor.removed}
          testId="content-event-list"
        />
      </ContentCard>
    </>
  );
}
