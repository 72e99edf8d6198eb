import { useId, type ReactNode } from 'react';
import type { DocumentType, PeopleConfig } from '../../contract/people';
import { t } from '../../i18n';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { AccessZonesEditor } from './AccessZonesEditor';
import { AssociateTypesEditor } from './AssociateTypesEditor';
import { emptyPeopleConfig, usePeopleConfig } from '../../app/people.api';
import { CheckField, Collapsible, NumberField, SaveBar } from '../../ui/SettingsFields';
import { useSettingsSection, type SectionKey, type SettingsSection } from './use-settings-section';
import { VisitorSettingsEditor } from './VisitorSettingsEditor';
import { WizardEditor } from './WizardEditor';
import '../../i18n/areas/manager';

type Props = { estateId: number; online: boolean };

/**
 * The estate's people configuration (synced per estate, rendered offline): one collapsible part per
 * area, each saved on its own with PUT API.peopleConfig (online) after the contract's schema
 * accepts the whole configuration.
 */
export function PeopleSettings({ estateId, online }: Props) {
  const synced = usePeopleConfig(estateId);
  const headingId = useId();
  if (synced === undefined) return null;
  const config = synced ?? emptyPeopleConfig(estateId);

  return (
    <section className="manager-people" aria-labelledby={headingId} data-testid="manager-people-settings">
      <h2 id={headingId} className="section-title">
        {t('manager.people.heading')}
      </h2>
      {synced === null ? <p className="muted">{t('manager.people.none')}</p> : null}
      <Part
        title={t('manager.people.section.associateTypes')}
        summary={String(config.associateTypes.length)}
        sectionKey="associateTypes"
        estateId={estateId}
        config={config}
        online={online}
      >
        {(s) => <AssociateTypesEditor section={s} />}
      </Part>
      <Part
        title={t('manager.people.section.documentTypes')}
        summary={String(config.documentTypes.filter((d) => d.enabled).length)}
        sectionKey="documentTypes"
        estateId={estateId}
        config={config}
        online={online}
      >
        {(s) => <DocumentTypesEditor section={s} />}
      </Part>
      <Part
        title={t('manager.people.section.accessZones')}
        summary={String(config.accessZones.filter((z) => z.active).length)}
        sectionKey="accessZones"
        estateId={estateId}
        config={config}
        online={online}
      >
        {(s) => <AccessZonesEditor section={s} />}
      </Part>
      <Part title={t('manager.people.section.visitorSettings')} sectionKey="visitorSettings" estateId={estateId} config={config} online={online}>
        {(s) => <VisitorSettingsEditor section={s} documentTypes={config.documentTypes} />}
      </Part>
      <Part title={t('manager.people.section.limits')} sectionKey="limits" estateId={estateId} config={config} online={online}>
        {(s) => <LimitsEditor section={s} />}
      </Part>
      <Part
        title={t('manager.people.section.wizard')}
        summary={String(config.wizard.wizardSlides.length)}
        sectionKey="wizard"
        estateId={estateId}
        config={config}
        online={online}
      >
        {(s) => <WizardEditor section={s} />}
      </Part>
    </section>
  );
}

function Part<K extends SectionKey>({
  title,
  summary,
  sectionKey,
  children,
  ...props
}: Props & { title: string; summary?: string; config: PeopleConfig; sectionKey: K; children: (section: SettingsSection<K>) => ReactNode }) {
  return (
    <Collapsible title={title} summary={summary} testId={`manager-people-${sectionKey}`}>
      <PartBody sectionKey={sectionKey} {...props}>
        {children}
      </PartBody>
    </Collapsible>
  );
}

/** Mounted while the part is open: its draft lives here and is dropped when the part closes. */
function PartBody<K extends SectionKey>({
  estateId,
  online,
  config,
  sectionKey,
  children,
}: Props & { config: PeopleConfig; sectionKey: K; children: (section: SettingsSection<K>) => ReactNode }) {
  const section = useSettingsSection(estateId, config, sectionKey, online);
  return (
    <>
      {children(section)}
      <SaveBar section={section} online={online} testId={`manager-people-save-${sectionKey}`} />
    </>
  );
}

/**
 * Document types (spec 2 section 3): which are offered, their names, and which need a picture of
 * the back. Ids are kept (4 and 5 are the passports); a type added in this draft can be removed again.
 */
function DocumentTypesEditor({ section }: { section: SettingsSection<'documentTypes'> }) {
  const { draft, setDraft, invalid, synced } = section;
  const savedIds = new Set(synced.map((d) => d.DocumentTypeId));
  const setDoc = (index: number, patch: Partial<DocumentType>) => setDraft((all) => all.map((d, j) => (j === index ? { ...d, ...patch } : d)));
  return (
    <div>
      {draft.map((doc, i) => (
        <fieldset key={doc.DocumentTypeId} className="card" data-testid="manager-document-type">
          <legend>
            <strong>{doc.DocumentType || t('manager.people.docs.id', { id: doc.DocumentTypeId })}</strong>
          </legend>
          <TextField
            label={t('manager.people.name')}
            value={doc.DocumentType}
            maxLength={60}
            aria-invalid={invalid(`${i}.DocumentType`) || undefined}
            onChange={(e) => setDoc(i, { DocumentType: e.target.value })}
          />
          <CheckField label={t('manager.people.enabled')} checked={doc.enabled} onChange={(enabled) => setDoc(i, { enabled })} />
          <CheckField label={t('manager.people.docs.needsBack')} checked={doc.needsBack} onChange={(needsBack) => setDoc(i, { needsBack })} />
          {savedIds.has(doc.DocumentTypeId) ? null : (
            <Button
              variant="text"
              aria-label={t('manager.people.removeLabel', { name: doc.DocumentType || t('manager.people.docs.id', { id: doc.DocumentTypeId }) })}
              onClick={() => setDraft((all) => all.filter((_, j) => j !== i))}
            >
              {t('manager.people.remove')}
            </Button>
          )}
        </fieldset>
      ))}
      <Button
        variant="secondary"
        className="btn-block"
        style={{ marginBottom: 12 }}
        onClick={() =>
          setDraft((all) => [
            ...all,
            {
              DocumentTypeId: Math.max(0, ...all.map((d) => d.DocumentTypeId), ...synced.map((d) => d.DocumentTypeId)) + 1,
              DocumentType: '',
              needsBack: false,
              enabled: true,
            },
          ])
        }
      >
        {t('manager.people.docs.add')}
      </Button>
    </div>
  );
}

/** The estate's defaults for new units and the retention of removed associates' personal data. */
function LimitsEditor({ section }: { section: SettingsSection<'limits'> }) {
  const { draft, setDraft, invalid } = section;
  return (
    <div>
      <p className="muted">{t('manager.people.limits.hint')}</p>
      <NumberField
        label={t('manager.people.limits.associatesPerUnit')}
        value={draft.associatesPerUnit}
        min={0}
        max={100}
        invalid={invalid('associatesPerUnit')}
        onChange={(associatesPerUnit) => setDraft((l) => ({ ...l, associatesPerUnit }))}
      />
      <NumberField
        label={t('manager.people.limits.visitorsPerDay')}
        value={draft.visitorsPerDay}
        min={0}
        max={500}
        invalid={invalid('visitorsPerDay')}
        onChange={(visitorsPerDay) => setDraft((l) => ({ ...l, visitorsPerDay }))}
      />
      <NumberField
        label={t('manager.people.limits.guestsPerLettingUnit')}
        value={draft.guestsPerLettingUnit}
        min={0}
        max={100}
        invalid={invalid('guestsPerLettingUnit')}
        onChange={(guestsPerLettingUnit) => setDraft((l) => ({ ...l, guestsPerLettingUnit }))}
      />
      <NumberField
        label={t('manager.people.limits.retentionDays')}
        value={draft.retentionDays}
        min={0}
        max={3650}
        invalid={invalid('retentionDays')}
        onChange={(retentionDays) => setDraft((l) => ({ ...l, retentionDays }))}
      />
    </div>
  );
}
