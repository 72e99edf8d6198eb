import type { DocumentType, VisitorSettings } from '../../contract/people';
import { t, type MessageKey } from '../../i18n';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { CheckField, NumberField, TextAreaField } from '../../ui/SettingsFields';
import type { SettingsSection } from './use-settings-section';
import '../../i18n/areas/manager';

type DayOptions = VisitorSettings['accessDayOptions'];
type DayOptionsKey = 'accessDayOptions' | 'shortTermLettingAccessDayOptions';

/**
 * Visitor settings (spec 2 sections 6, 9): multi-entry, multi-day and how far ahead invites may
 * end (visitors and letting), the regular visitors' documents and licence-disc scan, the day
 * options of each picker, and the texts of the visitor-at-the-gate dialog.
 */
export function VisitorSettingsEditor({ section, documentTypes }: { section: SettingsSection<'visitorSettings'>; documentTypes: DocumentType[] }) {
  const { draft: settings, setDraft, invalid } = section;
  const set = (patch: Partial<VisitorSettings>) => setDraft((s) => ({ ...s, ...patch }));
  const docTypes = new Set(settings.regularVisitorDocTypes);

  return (
    <div>
      <CheckField
        label={t('manager.people.visitors.multiEntry')}
        checked={settings.inviteMultiEntryEnabled}
        onChange={(inviteMultiEntryEnabled) => set({ inviteMultiEntryEnabled })}
      />
      <CheckField label={t('manager.people.visitors.multiDay')} checked={settings.multiDayAccess} onChange={(multiDayAccess) => set({ multiDayAccess })} />
      <NumberField
        label={t('manager.people.visitors.customDayMax')}
        value={settings.customDayMax}
        min={1}
        max={12}
        invalid={invalid('customDayMax')}
        onChange={(customDayMax) => set({ customDayMax })}
      />
      <DayOptionsEditor title="manager.people.visitors.dayOptions" listKey="accessDayOptions" options={settings.accessDayOptions} section={section} />

      <CheckField
        label={t('manager.people.visitors.lettingMultiDay')}
        checked={settings.shortTermLettingMultiDayAccess}
        onChange={(shortTermLettingMultiDayAccess) => set({ shortTermLettingMultiDayAccess })}
      />
      <NumberField
        label={t('manager.people.visitors.lettingCustomDayMax')}
        value={settings.lettingCustomDayMax}
        min={1}
        max={12}
        invalid={invalid('lettingCustomDayMax')}
        onChange={(lettingCustomDayMax) => set({ lettingCustomDayMax })}
      />
      <DayOptionsEditor
        title="manager.people.visitors.lettingDayOptions"
        listKey="shortTermLettingAccessDayOptions"
        options={settings.shortTermLettingAccessDayOptions}
        section={section}
      />

      <CheckField
        label={t('manager.people.visitors.vinScan')}
        checked={settings.regularVisitorVinScan}
        onChange={(regularVisitorVinScan) => set({ regularVisitorVinScan })}
      />
      <fieldset className="card">
        <legend>
          <strong>{t('manager.people.visitors.docTypes')}</strong>
        </legend>
        {documentTypes.map((doc) => (
          <CheckField
            key={doc.DocumentTypeId}
            label={doc.DocumentType}
            checked={docTypes.has(doc.DocumentTypeId)}
            onChange={(on) =>
              set({ regularVisitorDocTypes: documentTypes.map((d) => d.DocumentTypeId).filter((id) => (id === doc.DocumentTypeId ? on : docTypes.has(id))) })
            }
          />
        ))}
      </fieldset>

      <TextField
        label={t('manager.people.visitors.modalHeading')}
        value={settings.verifiedVisitorModalHeading}
        maxLength={120}
        aria-invalid={invalid('verifiedVisitorModalHeading') || undefined}
        onChange={(e) => set({ verifiedVisitorModalHeading: e.target.value })}
      />
      <TextAreaField
        label={t('manager.people.visitors.approveText')}
        value={settings.verifiedVisitorApproveModalText}
        maxLength={400}
        invalid={invalid('verifiedVisitorApproveModalText')}
        onChange={(verifiedVisitorApproveModalText) => set({ verifiedVisitorApproveModalText })}
      />
      <TextAreaField
        label={t('manager.people.visitors.declineText')}
        value={settings.verifiedVisitorDeclineModalText}
        maxLength={400}
        invalid={invalid('verifiedVisitorDeclineModalText')}
        onChange={(verifiedVisitorDeclineModalText) => set({ verifiedVisitorDeclineModalText })}
      />
    </div>
  );
}

function DayOptionsEditor({
  title,
  listKey,
  options,
  section,
}: {
  title: MessageKey;
  listKey: DayOptionsKey;
  options: DayOptions;
  section: SettingsSection<'visitorSettings'>;
}) {
  const { setDraft, invalid } = section;
  const setOptions = (update: (all: DayOptions) => DayOptions) => setDraft((s) => ({ ...s, [listKey]: update(s[listKey]) }));
  const setOption = (index: number, patch: Partial<DayOptions[number]>) => setOptions((all) => all.map((o, i) => (i === index ? { ...o, ...patch } : o)));

  return (
    <fieldset className="card">
      <legend>
        <strong>{t(title)}</strong>
      </legend>
      <p className="muted">{t('manager.people.visitors.dayValueHint')}</p>
      {options.map((option, oi) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the options have no id; they are only appended and removed, and the position is what is saved.
        <div key={oi} className="card">
          <TextField
            label={t('manager.people.name')}
            value={option.name}
            maxLength={40}
            aria-invalid={invalid(`${listKey}.${oi}.name`) || undefined}
            onChange={(e) => setOption(oi, { name: e.target.value })}
          />
          <NumberField
            label={t('manager.people.visitors.dayValue')}
            value={option.value}
            min={0}
            max={99}
            invalid={invalid(`${listKey}.${oi}.value`)}
            onChange={(value) => setOption(oi, { value })}
          />
          <CheckField label={t('manager.people.active')} checked={option.active} onChange={(active) => setOption(oi, { active })} />
          <Button
            variant="text"
            aria-label={t('manager.people.removeLabel', { name: option.name })}
            onClick={() => setOptions((all) => all.filter((_, i) => i !== oi))}
          >
            {t('manager.people.remove')}
          </Button>
        </div>
      ))}
      <Button variant="secondary" onClick={() => setOptions((all) => [...all, { name: t('manager.people.visitors.newDayOption'), value: 0, active: true }])}>
        {t('manager.people.visitors.addDayOption')}
      </Button>
    </fieldset>
  );
}
