import { useState } from 'react';
import type { ContentKind } from '../../contract/content';
import { t } from '../../i18n';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { draftOf, recordIdOf, useContentRows, type ContentInput, type ContentRecords } from '../../content-editing/content.api';
import { useContentEditor } from '../../content-editing/content-editor';
import { ContentCard, ContentForm, FileField, FormActions, JsonImport, RecordList, UrlField } from '../../content-editing/ContentParts';
import { CheckField, NumberField, TextAreaField } from '../../ui/SettingsFields';
import '../../i18n/areas/manager-content';

const emptyDevelopment = (): ContentInput<'developments'> => ({
  name: '',
  area: '',
  type: 'sales',
  enabled: true,
  priceRange: '',
  coverImage: '',
  logo: '',
  ownedBy: '',
  description: '',
  sliderImages: [],
  buyOnlineUrl: '',
  brochure: '',
  sales: [],
  rank: 0,
});

const emptyProvider = (): ContentInput<'lifestyleProviders'> => ({
  location: 'Foods',
  title: '',
  description: '',
  logo: '',
  imageURL: '',
  navigateType: 'local',
  navigatePath: '',
  rank: 0,
  categories: [],
  offerings: [],
});

/** The imports' examples (the shape each item takes; pictures are stored files, uploaded with the forms first). */
const DEVELOPMENT_EXAMPLE = JSON.stringify(
  [
    {
      ...emptyDevelopment(),
      id: 'willow-heights',
      name: 'Willow Heights',
      area: 'North side',
      priceRange: 'R 1 850 000 - R 2 600 000',
      description: 'Twelve garden homes beside the park.',
      buyOnlineUrl: 'https://example.com/buy',
      sales: [
        {
          title: 'Three-bedroom home',
          from: 2150000,
          rooms: '3 bed, 2 bath',
          images: [],
          contacts: [{ contactPerson: 'Thandi Nkosi', contactNumber: '082 555 0142' }],
          virtualTour: '',
        },
      ],
      rank: 1,
    },
  ],
  null,
  2,
);
const PROVIDER_EXAMPLE = JSON.stringify(
  [
    {
      ...emptyProvider(),
      id: 'clubhouse-kitchen',
      title: 'Clubhouse Kitchen',
      description: 'Breakfast and lunch on the terrace.',
      navigatePath: 'RestaurantMenu',
      rank: 1,
      categories: [{ id: 'breakfast', title: 'Breakfast', imageURL: '' }],
      offerings: [
        {
          id: 'full-english',
          categoryId: 'breakfast',
          title: 'Full breakfast',
          time: '07:00 - 11:00',
          description: 'Eggs, bacon, toast.\n\nServed with coffee.',
          price: 95,
          imageURL: '',
        },
      ],
    },
  ],
  null,
  2,
);

/** One record as an import item ('Edit as JSON'): its id and its input fields. */
function asJson<K extends 'developments' | 'lifestyleProviders'>(kind: K, record: ContentRecords[K], empty: () => ContentInput<K>): string {
  return JSON.stringify([{ id: recordIdOf(kind as ContentKind, record), ...draftOf(empty(), record) }], null, 2);
}

/**
 * Developments (spec 3 'Development') and lifestyle and food providers (spec 3 'Lifestyle', with the
 * restaurants' menus): the larger records come as a JSON import (Edit as JSON puts one back in the
 * import box); a development's top-level fields also have a form, which keeps its sales and images.
 */
export function ContentListings({ estateId, online }: { estateId: number; online: boolean }) {
  return (
    <>
      <Developments estateId={estateId} online={online} />
      <Providers estateId={estateId} online={online} />
    </>
  );
}

function Developments({ estateId, online }: { estateId: number; online: boolean }) {
  const editor = useContentEditor(estateId, 'developments', emptyDevelopment);
  const rows = useContentRows(estateId, 'developments');
  const [json, setJson] = useState('');
  const [jsonFor, setJsonFor] = useState<string | null>(null);
  const { draft, set, invalid } = editor;
  const items = rows
    ?.slice()
    .sort((a, b) => a.rank - b.rank || a.name.localeCompare(b.name))
    .map((d) => ({
      key: d.id,
      title: d.name,
      detail: [t(`managerContent.developments.type.${d.type}`), d.priceRange, d.enabled ? '' : t('managerContent.places.disabled')].filter(Boolean).join(' · '),
      record: d,
      thumb: d.coverImage,
    }));

  return (
    <>
      <ContentCard
        title={editor.editingId ? t('managerContent.developments.editHeading') : t('managerContent.developments.newHeading')}
        testId="content-development-form"
      >
        <ContentForm onSave={() => void editor.save()}>
          <TextField
            label={t('managerContent.developments.name')}
            value={draft.name}
            maxLength={200}
            aria-invalid={invalid('name') || undefined}
            onChange={(e) => set({ name: e.target.value })}
          />
          <TextField label={t('managerContent.developments.area')} value={draft.area} maxLength={200} onChange={(e) => set({ area: e.target.value })} />
          <SelectField
            label={t('managerContent.developments.type')}
            value={draft.type}
            onChange={(e) => set({ type: e.target.value === 'rentals' ? 'rentals' : 'sales' })}
          >
            <option value="sales">{t('managerContent.developments.type.sales')}</option>
            <option value="rentals">{t('managerContent.developments.type.rentals')}</option>
          </SelectField>
          <TextField
            label={t('managerContent.developments.priceRange')}
            value={draft.priceRange}
            maxLength={200}
            onChange={(e) => set({ priceRange: e.target.value })}
          />
          <p className="muted content-hint">{t('managerContent.developments.soldOutHint')}</p>
          <TextField
            label={t('managerContent.developments.ownedBy')}
            value={draft.ownedBy}
            maxLength={200}
            onChange={(e) => set({ ownedBy: e.target.value })}
          />
          <TextAreaField
            label={t('managerContent.description')}
            value={draft.description}
            maxLength={5000}
            rows={4}
            invalid={invalid('description')}
            onChange={(description) => set({ description })}
          />
          <FileField
            label={t('managerContent.developments.coverImage')}
            purpose="image"
            value={draft.coverImage}
            online={online}
            onUploaded={(f) => set({ coverImage: f?.url ?? '' })}
          />
          <FileField
            label={t('managerContent.developments.logo')}
            purpose="image"
            value={draft.logo}
            online={online}
            onUploaded={(f) => set({ logo: f?.url ?? '' })}
          />
          <FileField
            label={t('managerContent.developments.brochure')}
            purpose="pdf"
            value={draft.brochure}
            online={online}
            onUploaded={(f) => set({ brochure: f?.url ?? '' })}
          />
          <UrlField
            label={t('managerContent.developments.buyOnline')}
            value={draft.buyOnlineUrl}
            invalid={invalid('buyOnlineUrl')}
            onChange={(buyOnlineUrl) => set({ buyOnlineUrl })}
          />
          <CheckField label={t('managerContent.developments.enabled')} checked={draft.enabled} onChange={(enabled) => set({ enabled })} />
          <NumberField
            label={t('managerContent.rank')}
            value={draft.rank}
            min={0}
            invalid={invalid('rank')}
            hint={t('managerContent.rankHint')}
            onChange={(rank) => set({ rank })}
          />
          <p className="muted content-hint">{t('managerContent.developments.keeps', { sales: draft.sales.length, images: draft.sliderImages.length })}</p>
          <FormActions editor={editor} online={online} testId="content-development-save" />
        </ContentForm>
      </ContentCard>
      <ContentCard title={t('managerContent.developments.importHeading')}>
        {jsonFor ? <p className="muted content-hint">{t('managerContent.import.editing', { title: jsonFor })}</p> : null}
        <JsonImport
          estateId={estateId}
          kind="developments"
          online={online}
          example={DEVELOPMENT_EXAMPLE}
          text={json}
          onText={(text) => {
            setJson(text);
            if (text === '') setJsonFor(null);
          }}
        />
      </ContentCard>
      <ContentCard title={t('managerContent.developments.listHeading')}>
        <RecordList
          items={items}
          empty={t('managerContent.developments.none')}
          onEdit={editor.edit}
          extra={{
            label: t('managerContent.import.editAsJson'),
            onClick: (d) => {
              setJson(asJson('developments', d, emptyDevelopment));
              setJsonFor(d.name);
            },
          }}
          onDelete={(d) => void editor.remove(d)}
          online={online}
          busy={editor.busy}
          result={editor.removed}
        />
      </ContentCard>
    </>
  );
}

function Providers({ estateId, online }: { estateId: number; online: boolean }) {
  const editor = useContentEditor(estateId, 'lifestyleProviders', emptyProvider);
  const rows = useContentRows(estateId, 'lifestyleProviders');
  const [json, setJson] = useState('');
  const [jsonFor, setJsonFor] = useState<string | null>(null);
  const items = rows
    ?.slice()
    .sort((a, b) => a.location.localeCompare(b.location) || a.rank - b.rank || a.title.localeCompare(b.title))
    .map((p) => ({
      key: p.id,
      title: p.title,
      detail: [
        t(`managerContent.providers.location.${p.location}`),
        t('managerContent.providers.counts', { categories: p.categories.length, offerings: p.offerings.length }),
      ].join(' · '),
      record: p,
      thumb: p.logo || p.imageURL,
    }));

  return (
    <>
      <ContentCard title={t('managerContent.providers.importHeading')} testId="content-provider-import">
        <p className="muted content-hint">{t('managerContent.providers.intro')}</p>
        {jsonFor ? <p className="muted content-hint">{t('managerContent.import.editing', { title: jsonFor })}</p> : null}
        <JsonImport
          estateId={estateId}
          kind="lifestyleProviders"
          online={online}
          example={PROVIDER_EXAMPLE}
          text={json}
          onText={(text) => {
            setJson(text);
            if (text === '') setJsonFor(null);
          }}
        />
      </ContentCard>
      <ContentCard title={t('managerContent.providers.listHeading')}>
        <RecordList
          items={items}
          empty={t('managerContent.providers.none')}
          extra={{
            label: t('managerContent.import.editAsJson'),
            onClick: (p) => {
              setJson(asJson('lifestyleProviders', p, emptyProvider));
              setJsonFor(p.title);
            },
          }}
          onDelete={(p) => void editor.remove(p)}
          online={online}
          busy={editor.busy}
          result={editor.removed}
        />
      </ContentCard>
    </>
  );
}
