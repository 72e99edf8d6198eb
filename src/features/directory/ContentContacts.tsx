import { CONTACT_KINDS } from '../../contract/content';
import { t } from '../../i18n';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { useContentRows, type ContentInput } from '../../content-editing/content.api';
import { useContentEditor } from '../../content-editing/content-editor';
import { ContentCard, ContentForm, FormActions, RecordList, ResultLine } from '../../content-editing/ContentParts';
import { IconField } from '../../content-editing/IconPicker';
import { NumberField, TextAreaField } from '../../ui/SettingsFields';
import '../../i18n/areas/manager-content';

const STATUSES = ['ACTIVE', 'DELETED'] as const;

const emptyContact = (): ContentInput<'estateContacts'> => ({
  kind: 'emergency',
  name: '',
  description: '',
  icon: '',
  number: '',
  navigatePath: '',
  rank: 0,
  status: 'ACTIVE',
});

/**
 * Emergency contacts (/emergency, /homeEmergencyScreen) and facility contacts (/facilityContacs):
 * phone-call tiles ordered by rank; a DELETED one stays here but is hidden from residents.
 */
export function ContentContacts({ estateId, online }: { estateId: number; online: boolean }) {
  const editor = useContentEditor(estateId, 'estateContacts', emptyContact);
  const rows = useContentRows(estateId, 'estateContacts');
  const { draft, set, invalid } = editor;
  const listOf = (kind: ContentInput<'estateContacts'>['kind']) =>
    rows
      ?.filter((c) => c.kind === kind)
      .sort((a, b) => a.rank - b.rank || a.name.localeCompare(b.name))
      .map((c) => ({
        key: c.id,
        title: c.name,
        detail: [c.number, c.status === 'DELETED' ? t('managerContent.contacts.status.DELETED') : ''].filter(Boolean).join(' · '),
        record: c,
      }));

  return (
    <>
      <ContentCard title={editor.editingId ? t('managerContent.contacts.editHeading') : t('managerContent.contacts.newHeading')} testId="content-contact-form">
        <ContentForm onSave={() => void editor.save()}>
          <SelectField
            label={t('managerContent.contacts.kind')}
            value={draft.kind}
            onChange={(e) => set({ kind: e.target.value === 'facility' ? 'facility' : 'emergency' })}
          >
            <ResultLine result={editor.removed} />
            {CONTACT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`managerContent.contacts.kind.${kind}`)}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t('managerContent.contacts.name')}
            value={draft.name}
            maxLength={200}
            aria-invalid={invalid('name') || undefined}
            onChange={(e) => set({ name: e.target.value })}
          />
          <TextField
            label={t('managerContent.contacts.number')}
            type="tel"
            inputMode="tel"
            value={draft.number}
            maxLength={20}
            aria-invalid={invalid('number') || undefined}
            onChange={(e) => set({ number: e.target.value })}
          />
          <TextAreaField
            label={t('managerContent.description')}
            value={draft.description}
            maxLength={5000}
            invalid={invalid('description')}
            onChange={(description) => set({ description })}
          />
          <IconField value={draft.icon} fallback={draft.name} onChange={(icon) => set({ icon })} />
          <TextField
            label={t('managerContent.contacts.navigatePath')}
            value={draft.navigatePath}
            maxLength={200}
            aria-invalid={invalid('navigatePath') || undefined}
            onChange={(e) => set({ navigatePath: e.target.value })}
          />
          <NumberField
            label={t('managerContent.rank')}
            value={draft.rank}
            min={0}
            invalid={invalid('rank')}
            hint={t('managerContent.rankHint')}
            onChange={(rank) => set({ rank })}
          />
          <SelectField
            label={t('managerContent.contacts.status')}
            value={draft.status}
            onChange={(e) => set({ status: e.target.value === 'DELETED' ? 'DELETED' : 'ACTIVE' })}
          >
            {STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`managerContent.contacts.status.${status}`)}
              </option>
            ))}
          </SelectField>
          <FormActions editor={editor} online={online} testId="content-contact-save" />
        </ContentForm>
      </ContentCard>
      <ResultLine result={editor.removed} />
      {CONTACT_KINDS.map((kind) => (
        <ContentCard key={kind} title={t(`managerContent.contacts.listHeading.${kind}`)}>
          <RecordList
            items={listOf(kind)}
            empty={t('managerContent.contacts.none')}
            onEdit={editor.edit}
            onDelete={(c) => void editor.remove(c)}
            online={online}
            busy={editor.busy}
          />
        </ContentCard>
      ))}
    </>
  );
}
