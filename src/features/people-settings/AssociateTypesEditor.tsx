import type { AssociateTypeGroup } from '../../contract/people';
import { t } from '../../i18n';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { CheckField, NumberField } from '../../ui/SettingsFields';
import type { SettingsSection } from './use-settings-section';
import '../../i18n/areas/manager';

/**
 * Relationship ids are unique across the groups (an associate stores the id): a new one takes the
 * next number after those in the draft and in the synced configuration.
 */
function nextRelationshipId(...lists: AssociateTypeGroup[][]): number {
  return Math.max(0, ...lists.flat().flatMap((g) => g.relationships.map((r) => r.associateTypeId))) + 1;
}

/**
 * Associate-type groups (the tiles of /associates/type) with their relationships: rename, describe,
 * order (priority), enable, add and remove groups and relationships.
 */
export function AssociateTypesEditor({ section }: { section: SettingsSection<'associateTypes'> }) {
  const { draft: groups, setDraft, invalid } = section;
  const setGroup = (index: number, patch: Partial<AssociateTypeGroup>) => setDraft((all) => all.map((g, i) => (i === index ? { ...g, ...patch } : g)));

  return (
    <div>
      <p className="muted">{t('manager.people.types.minorHint')}</p>
      {groups.map((group, gi) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the groups have no id; they are only appended and removed, and the position is what is saved.
        <fieldset key={gi} className="card" data-testid="manager-associate-type">
          <legend>
            <strong>{group.associateType || t('manager.people.types.newType')}</strong>
          </legend>
          <TextField
            label={t('manager.people.types.type')}
            value={group.associateType}
            maxLength={60}
            aria-invalid={invalid(`${gi}.associateType`) || undefined}
            onChange={(e) => setGroup(gi, { associateType: e.target.value })}
          />
          <TextField
            label={t('manager.people.types.description')}
            value={group.description}
            maxLength={200}
            aria-invalid={invalid(`${gi}.description`) || undefined}
            onChange={(e) => setGroup(gi, { description: e.target.value })}
          />
          <NumberField
            label={t('manager.people.types.priority')}
            value={group.priority}
            invalid={invalid(`${gi}.priority`)}
            onChange={(priority) => setGroup(gi, { priority })}
          />
          <CheckField label={t('manager.people.enabled')} checked={group.enabled} onChange={(enabled) => setGroup(gi, { enabled })} />
          <h4 className="section-title">{t('manager.people.types.relationships')}</h4>
          {group.relationships.length === 0 ? <p className="muted">{t('manager.people.types.noRelationships')}</p> : null}
          {group.relationships.map((relationship, ri) => (
            <div key={relationship.associateTypeId} className="row" style={{ alignItems: 'flex-end' }}>
              <TextField
                className="spacer"
                label={t('manager.people.types.relationshipId', { id: relationship.associateTypeId })}
                value={relationship.associateRelationship}
                maxLength={80}
                aria-invalid={invalid(`${gi}.relationships.${ri}.associateRelationship`) || undefined}
                onChange={(e) =>
                  setGroup(gi, {
                    relationships: group.relationships.map((r, i) => (i === ri ? { ...r, associateRelationship: e.target.value } : r)),
                  })
                }
              />
              <Button
                variant="text"
                style={{ marginBottom: 12 }}
                aria-label={t('manager.people.removeLabel', {
                  name: relationship.associateRelationship || t('manager.people.types.relationshipId', { id: relationship.associateTypeId }),
                })}
                onClick={() => setGroup(gi, { relationships: group.relationships.filter((_, i) => i !== ri) })}
              >
                {t('manager.people.remove')}
              </Button>
            </div>
          ))}
          <div className="row">
            <Button
              variant="secondary"
              onClick={() =>
                setDraft((all) =>
                  all.map((g, i) =>
                    i === gi
                      ? { ...g, relationships: [...g.relationships, { associateTypeId: nextRelationshipId(all, section.synced), associateRelationship: '' }] }
                      : g,
                  ),
                )
              }
            >
              {t('manager.people.types.addRelationship')}
            </Button>
            <Button
              variant="text"
              aria-label={`${t('manager.people.types.remove')}: ${group.associateType || t('manager.people.types.newType')}`}
              onClick={() => setDraft((all) => all.filter((_, i) => i !== gi))}
            >
              {t('manager.people.types.remove')}
            </Button>
          </div>
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
              associateType: t('manager.people.types.newType'),
              description: '',
              priority: Math.max(0, ...all.map((g) => g.priority)) + 1,
              enabled: true,
              relationships: [],
            },
          ])
        }
      >
        {t('manager.people.types.add')}
      </Button>
    </div>
  );
}
