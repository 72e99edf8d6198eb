import { useState } from 'react';
import { t } from '../../i18n';
import { TextField } from '../../ui/TextField';
import { useContentRows, type ContentInput } from '../../content-editing/content.api';
import { useContentEditor } from '../../content-editing/content-editor';
import { ContentCard, ContentForm, FormActions, JsonImport, RecordList } from '../../content-editing/ContentParts';
import { IconField } from '../../content-editing/IconPicker';
import { NumberField, TextAreaField } from '../../ui/SettingsFields';
import '../../i18n/areas/manager-content';

const emptyEntry = (): ContentInput<'directory'> => ({
  dlevel1Name: '',
  dlevel1Icon: '',
  dlevel2Name: '',
  dlevel2Icon: '',
  dlevel3Name: '',
  dlevel3Icon: '',
  dlevel3ContactNumber: '',
  description: '',
  rank: 0,
});

/** The import's example: one contact under a service group and a service type. */
const EXAMPLE = JSON.stringify(
  [
    {
      id: 'plumbing-1',
      dlevel1Name: 'Home services',
      dlevel1Icon: 'wrench',
      dlevel2Name: 'Plumbers',
      dlevel2Icon: 'wrench',
      dlevel3Name: 'Drip Fix Plumbing',
      dlevel3Icon: 'phone',
      dlevel3ContactNumber: '011 555 0101',
      description: '',
      rank: 1,
    },
  ],
  null,
  2,
);

/**
 * The directory (spec 3 'Directory item'): each row is a contact (level 3) under a service type
 * (level 2) under a service group (level 1); the resident's screens group the rows by their names.
 * One row at a time with the form, or many with a JSON import.
 */
export function ContentDirectory({ estateId, online }: { estateId: number; online: boolean }) {
  const editor = useContentEditor(estateId, 'directory', emptyEntry);
  const rows = useContentRows(estateId, 'directory');
  const [json, setJson] = useState('');
  const { draft, set, invalid } = editor;
  const names = (pick: (r: ContentInput<'directory'>) => string) => [...new Set((rows ?? []).map(pick).filter(Boolean))].sort();
  const items = rows
    ?.slice()
    .sort(
      (a, b) =>
        a.dlevel1Name.localeCompare(b.dlevel1Name) ||
        a.dlevel2Name.localeCompare(b.dlevel2Name) ||
        a.rank - b.rank ||
        a.dlevel3Name.localeCompare(b.dlevel3Name),
    )
    .map((r) => ({ key: r.id, title: r.dlevel3Name, detail: `${r.dlevel1Name} › ${r.dlevel2Name} · ${r.dlevel3ContactNumber}`, record: r }));

  const text = (key: 'dlevel1Name' | 'dlevel2Name' | 'dlevel3Name' | 'dlevel3ContactNumber', label: string, list?: string) => (
    <TextField
      label={label}
      value={draft[key]}
      maxLength={200}
      list={list}
      aria-invalid={invalid(key) || undefined}
      onChange={(e) => set({ [key]: e.target.value })}
    />
  );
  const icon = (key: 'dlevel1Icon' | 'dlevel2Icon' | 'dlevel3Icon') => <IconField value={draft[key]} onChange={(value) => set({ [key]: value })} />;

  return (
    <>
      <ContentCard
        title={editor.editingId ? t('managerContent.directory.editHeading') : t('managerContent.directory.newHeading')}
        testId="content-directory-form"
      >
        <ContentForm onSave={() => void editor.save()}>
          <fieldset className="content-fieldset">
            <legend>{t('managerContent.directory.level1')}</legend>
            {text('dlevel1Name', t('managerContent.directory.level1Name'), 'content-directory-level1')}
            {icon('dlevel1Icon')}
          </fieldset>
          <fieldset className="content-fieldset">
            <legend>{t('managerContent.directory.level2')}</legend>
            {text('dlevel2Name', t('managerContent.directory.level2Name'), 'content-directory-level2')}
            {icon('dlevel2Icon')}
          </fieldset>
          <fieldset className="content-fieldset">
            <legend>{t('managerContent.directory.level3')}</legend>
            {text('dlevel3Name', t('managerContent.directory.level3Name'))}
            {text('dlevel3ContactNumber', t('managerContent.directory.number'))}
            {icon('dlevel3Icon')}
          </fieldset>
          <datalist id="content-directory-level1">
            {names((r) => r.dlevel1Name).map((n) => (
              <option key={n} value={n} />
            ))}
          </datalist>
          <datalist id="content-directory-level2">
            {names((r) => r.dlevel2Name).map((n) => (
              <option key={n} value={n} />
            ))}
          </datalist>
          <TextAreaField
            label={t('managerContent.description')}
            value={draft.description}
            maxLength={5000}
            invalid={invalid('description')}
            onChange={(description) => set({ description })}
          />
          <NumberField
            label={t('managerContent.rank')}
            value={draft.rank}
            min={0}
            invalid={invalid('rank')}
            hint={t('managerContent.rankHint')}
            onChange={(rank) => set({ rank })}
          />
          <FormActions editor={editor} online={online} testId="content-directory-save" />
        </ContentForm>
      </ContentCard>
      <ContentCard title={t('managerContent.import.heading')}>
        <JsonImport estateId={estateId} kind="directory" online={online} example={EXAMPLE} text={json} onText={setJson} testId="content-directory-import" />
      </ContentCard>
      <ContentCard title={t('managerContent.directory.listHeading')}>
        <RecordList
          items={items}
          empty={t('managerContent.directory.none')}
          onEdit={editor.edit}
          onDelete={(r) => void editor.remove(r)}
          online={online}
          busy={editor.busy}
          result={editor.removed}
        />
      </ContentCard>
    </>
  );
}
