import { t } from '../../i18n';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { useContentRows, useEstateUnitNumbers, type ContentInput } from '../../content-editing/content.api';
import { useContentEditor } from '../../content-editing/content-editor';
import { ContentCard, ContentForm, FileField, FormActions, RecordList } from '../../content-editing/ContentParts';
import { IconField } from '../../content-editing/IconPicker';
import { NumberField, TextAreaField } from '../../ui/SettingsFields';
import '../../i18n/areas/manager';
import '../../i18n/areas/manager-content';

/** The vault's folder prefix of documents the console files. */
const FOLDER_PREFIX = 'vault';
/** The folder that lists a document under the category: its title without spaces (spec 3 section 5). */
const folderOf = (categoryTitle: string): string => `${FOLDER_PREFIX}_${categoryTitle.replace(/\s+/g, '')}`;
const categorySegment = (folder: string): string => folder.split('_')[1] ?? '';

const emptyCategory = (): ContentInput<'documentCategories'> => ({ iconName: '', tileDisplayTitle: '', tileDescription: '', rank: 0 });
const emptyDocument = (): ContentInput<'documents'> => ({
  folder: '',
  friendlyName: '',
  contentType: '',
  extension: '',
  fontIcon: '',
  fileUrl: '',
  unitNo: '',
});

/**
 * The document vault (spec 3 'Document category', 'Document item'): the categories (icon, title,
 * description, rank) and the documents filed into them (a PDF or a picture, for every unit of the
 * estate or for one). A document's folder is made from its category's title.
 */
export function ContentDocuments({ estateId, online }: { estateId: number; online: boolean }) {
  return (
    <>
      <DocumentsForm estateId={estateId} online={online} />
      <CategoriesForm estateId={estateId} online={online} />
    </>
  );
}

function CategoriesForm({ estateId, online }: { estateId: number; online: boolean }) {
  const editor = useContentEditor(estateId, 'documentCategories', emptyCategory);
  const rows = useContentRows(estateId, 'documentCategories');
  const { draft, set, invalid } = editor;
  const items = rows
    ?.slice()
    .sort((a, b) => a.rank - b.rank || a.tileDisplayTitle.localeCompare(b.tileDisplayTitle))
    .map((c) => ({
      key: c.id,
      title: c.tileDisplayTitle,
      detail: t('managerContent.documents.folderIs', { folder: folderOf(c.tileDisplayTitle) }),
      record: c,
    }));
  return (
    <>
      <ContentCard
        title={editor.editingId ? t('managerContent.categories.editHeading') : t('managerContent.categories.newHeading')}
        testId="content-category-form"
      >
        <ContentForm onSave={() => void editor.save()}>
          <TextField
            label={t('managerContent.categories.title')}
            value={draft.tileDisplayTitle}
            maxLength={200}
            aria-invalid={invalid('tileDisplayTitle') || undefined}
            onChange={(e) => set({ tileDisplayTitle: e.target.value })}
          />
          <TextAreaField
            label={t('managerContent.categories.description')}
            value={draft.tileDescription}
            maxLength={5000}
            invalid={invalid('tileDescription')}
            onChange={(tileDescription) => set({ tileDescription })}
          />
          <IconField value={draft.iconName} fallback={draft.tileDisplayTitle} onChange={(iconName) => set({ iconName })} />
          <NumberField
            label={t('managerContent.rank')}
            value={draft.rank}
            min={0}
            invalid={invalid('rank')}
            hint={t('managerContent.rankHint')}
            onChange={(rank) => set({ rank })}
          />
          <FormActions editor={editor} online={online} />
        </ContentForm>
      </ContentCard>
      <ContentCard title={t('managerContent.categories.listHeading')}>
        <RecordList
          items={items}
          empty={t('managerContent.categories.none')}
          onEdit={editor.edit}
          onDelete={(c) => void editor.remove(c)}
          online={online}
          busy={editor.busy}
          result={editor.removed}
        />
      </ContentCard>
    </>
  );
}

function DocumentsForm({ estateId, online }: { estateId: number; online: boolean }) {
  const editor = useContentEditor(estateId, 'documents', emptyDocument);
  const rows = useContentRows(estateId, 'documents');
  const categories = useContentRows(estateId, 'documentCategories');
  const units = useEstateUnitNumbers(estateId);
  const { draft, set, invalid } = editor;
  const folders = (categories ?? [])
    .slice()
    .sort((a, b) => a.rank - b.rank || a.tileDisplayTitle.localeCompare(b.tileDisplayTitle))
    .map((c) => ({ folder: folderOf(c.tileDisplayTitle), title: c.tileDisplayTitle }));
  const titleOfFolder = (folder: string) => folders.find((f) => categorySegment(f.folder) === categorySegment(folder))?.title ?? folder;
  const items = rows
    ?.slice()
    .sort((a, b) => titleOfFolder(a.folder).localeCompare(titleOfFolder(b.folder)) || a.friendlyName.localeCompare(b.friendlyName))
    .map((d) => ({
      key: d.id,
      title: d.friendlyName,
      detail: [
        titleOfFolder(d.folder),
        d.extension.toUpperCase(),
        d.unitNo ? t('manager.members.unit', { unit: d.unitNo }) : t('managerContent.documents.allUnits'),
      ].join(' · '),
      record: d,
    }));
  const folderKnown = draft.folder === '' || folders.some((f) => f.folder === draft.folder);
  const unitKnown = draft.unitNo === '' || units.includes(draft.unitNo);

  return (
    <>
      <ContentCard
        title={editor.editingId ? t('managerContent.documents.editHeading') : t('managerContent.documents.newHeading')}
        testId="content-document-form"
      >
        <ContentForm onSave={() => void editor.save()}>
          <SelectField
            label={t('managerContent.documents.category')}
            value={draft.folder}
            aria-invalid={invalid('folder') || undefined}
            onChange={(e) => set({ folder: e.target.value })}
          >
            <option value="">{t('managerContent.documents.chooseCategory')}</option>
            {folders.map((f) => (
              <option key={f.folder} value={f.folder}>
                {f.title}
              </option>
            ))}
            {folderKnown ? null : <option value={draft.folder}>{draft.folder}</option>}
          </SelectField>
          {folders.length === 0 ? <p className="muted content-hint">{t('managerContent.documents.noCategories')}</p> : null}
          <TextField
            label={t('managerContent.documents.name')}
            value={draft.friendlyName}
            maxLength={200}
            aria-invalid={invalid('friendlyName') || undefined}
            onChange={(e) => set({ friendlyName: e.target.value })}
          />
          <FileField
            label={t('managerContent.documents.file')}
            purpose="document"
            value={draft.fileUrl}
            showAsPdf={draft.contentType === 'application/pdf'}
            online={online}
            invalid={invalid('fileUrl')}
            onUploaded={(f) =>
              set(
                f
                  ? { fileUrl: f.url, contentType: f.contentType, extension: f.extension, fontIcon: f.contentType === 'application/pdf' ? 'pdf' : 'image' }
                  : { fileUrl: '', contentType: '', extension: '', fontIcon: '' },
              )
            }
            testId="content-document-file"
          />
          <SelectField label={t('managerContent.documents.unit')} value={draft.unitNo} onChange={(e) => set({ unitNo: e.target.value })}>
            <option value="">{t('managerContent.documents.allUnits')}</option>
            {units.map((u) => (
              <option key={u} value={u}>
                {t('manager.members.unit', { unit: u })}
              </option>
            ))}
            {unitKnown ? null : <option value={draft.unitNo}>{t('manager.members.unit', { unit: draft.unitNo })}</option>}
          </SelectField>
          <FormActions editor={editor} online={online} testId="content-document-save" />
        </ContentForm>
      </ContentCard>
      <ContentCard title={t('managerContent.documents.listHeading')}>
        <RecordList
          items={items}
          empty={t('managerContent.documents.none')}
          onEdit={editor.edit}
          onDelete={(d) => void editor.remove(d)}
          online={online}
          busy={editor.busy}
          result={editor.removed}
        />
      </ContentCard>
    </>
  );
}
