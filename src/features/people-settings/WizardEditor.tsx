import { WIZARD_BLOCK_STYLES, WizardSlideSchema, type WizardBlock, type WizardConfig, type WizardSlide } from '../../contract/people';
import { t } from '../../i18n';
import { Button } from '../../ui/Button';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { CheckField, TextAreaField } from '../../ui/SettingsFields';
import type { SettingsSection } from './use-settings-section';
import '../../i18n/areas/manager';

const SLIDE_KEYS = WizardSlideSchema.entries.key.options;
const MAX_SLIDES = SLIDE_KEYS.length;

const STYLE_KEYS = {
  heading: 'manager.people.wizard.style.heading',
  subHeading: 'manager.people.wizard.style.subHeading',
  text: 'manager.people.wizard.style.text',
  break: 'manager.people.wizard.style.break',
  image: 'manager.people.wizard.style.image',
  caption: 'manager.people.wizard.style.caption',
  captionHeading: 'manager.people.wizard.style.captionHeading',
} as const satisfies Record<WizardBlock['style'], string>;

/** Blocks in their shown order (rank, then position), each with its index in the stored array. */
function ordered(blocks: WizardBlock[]): Array<{ block: WizardBlock; index: number }> {
  return blocks.map((block, index) => ({ block, index })).sort((a, b) => a.block.rank - b.block.rank || a.index - b.index);
}

/** The blocks in the given order, ranked 1, 2, 3 ... */
const ranked = (blocks: WizardBlock[]) => blocks.map((block, i) => ({ ...block, rank: i + 1 }));

/**
 * The onboarding wizard (spec 2 section 2, /onboardingwizardinfo, /onboardingwizard,
 * /onboardingwizardcomplete): the info blocks, up to six slides of blocks, the completed screen's
 * blocks, and the regular-visitor message.
 */
export function WizardEditor({ section }: { section: SettingsSection<'wizard'> }) {
  const { draft: wizard, setDraft, invalid } = section;
  const set = (patch: Partial<WizardConfig>) => setDraft((w) => ({ ...w, ...patch }));
  const setSlide = (index: number, patch: Partial<WizardSlide>) =>
    set({ wizardSlides: wizard.wizardSlides.map((s, i) => (i === index ? { ...s, ...patch } : s)) });
  const freeKey = SLIDE_KEYS.find((key) => !wizard.wizardSlides.some((s) => s.key === key));

  return (
    <div>
      <BlocksEditor
        title={t('manager.people.wizard.info')}
        blocks={wizard.wizardInfoScreen}
        path="wizardInfoScreen"
        invalid={invalid}
        onChange={(wizardInfoScreen) => set({ wizardInfoScreen })}
      />
      <h4 className="section-title">{t('manager.people.wizard.slides')}</h4>
      {wizard.wizardSlides.map((slide, si) => (
        <div key={slide.key} className="card" data-testid="manager-wizard-slide">
          <CheckField
            label={`${t('manager.people.wizard.slide', { n: si + 1 })}: ${t('manager.people.enabled')}`}
            checked={slide.enabled}
            onChange={(enabled) => setSlide(si, { enabled })}
          />
          <BlocksEditor
            title={t('manager.people.wizard.slide', { n: si + 1 })}
            blocks={slide.blocks}
            path={`wizardSlides.${si}.blocks`}
            invalid={invalid}
            onChange={(blocks) => setSlide(si, { blocks })}
          />
          <Button variant="text" onClick={() => set({ wizardSlides: wizard.wizardSlides.filter((_, i) => i !== si) })}>
            {t('manager.people.wizard.removeSlide', { n: si + 1 })}
          </Button>
        </div>
      ))}
      {wizard.wizardSlides.length < MAX_SLIDES && freeKey ? (
        <Button
          variant="secondary"
          className="btn-block"
          style={{ marginBottom: 12 }}
          onClick={() => set({ wizardSlides: [...wizard.wizardSlides, { key: freeKey, enabled: true, blocks: [] }] })}
        >
          {t('manager.people.wizard.addSlide')}
        </Button>
      ) : null}
      <BlocksEditor
        title={t('manager.people.wizard.completed')}
        blocks={wizard.wizardCompletedScreen}
        path="wizardCompletedScreen"
        invalid={invalid}
        onChange={(wizardCompletedScreen) => set({ wizardCompletedScreen })}
      />
      <TextAreaField
        label={t('manager.people.wizard.regularVisitExists')}
        value={wizard.regularVisitExistsMsg}
        maxLength={400}
        invalid={invalid('regularVisitExistsMsg')}
        onChange={(regularVisitExistsMsg) => set({ regularVisitExistsMsg })}
      />
    </div>
  );
}

function BlocksEditor({
  title,
  blocks,
  path,
  invalid,
  onChange,
}: {
  title: string;
  blocks: WizardBlock[];
  path: string;
  invalid: (path: string) => boolean;
  onChange: (blocks: WizardBlock[]) => void;
}) {
  const shown = ordered(blocks);
  const setBlock = (index: number, patch: Partial<WizardBlock>) => onChange(blocks.map((b, i) => (i === index ? { ...b, ...patch } : b)));
  /** Swaps the blocks at shown positions `a` and `b`, then ranks them in the shown order. */
  const swap = (a: number, b: number) => {
    const list = shown.map((s) => s.block);
    const first = list[a];
    const second = list[b];
    if (!first || !second) return;
    list[a] = second;
    list[b] = first;
    onChange(ranked(list));
  };

  return (
    <fieldset className="card">
      <legend>
        <strong>{title}</strong>
      </legend>
      {shown.length === 0 ? <p className="muted">{t('manager.people.wizard.noBlocks')}</p> : null}
      {shown.map(({ block, index }, position) => {
        const label = `${title}, ${t('manager.people.wizard.block', { n: position + 1 })}`;
        return (
          // biome-ignore lint/a11y/useSemanticElements: names one block's card; a fieldset's default box would change the layout.
          <div key={index} className="card" role="group" aria-label={label}>
            <SelectField
              label={t('manager.people.wizard.style')}
              value={block.style}
              onChange={(e) => setBlock(index, { style: e.target.value as WizardBlock['style'] })}
            >
              {WIZARD_BLOCK_STYLES.map((style) => (
                <option key={style} value={style}>
                  {t(STYLE_KEYS[style])}
                </option>
              ))}
            </SelectField>
            {block.style === 'break' ? null : (
              <TextAreaField
                label={t('manager.people.wizard.text')}
                value={block.text}
                maxLength={1000}
                invalid={invalid(`${path}.${index}.text`)}
                onChange={(text) => setBlock(index, { text })}
              />
            )}
            {block.style === 'image' ? (
              <TextField
                label={t('manager.people.wizard.url')}
                type="url"
                inputMode="url"
                value={block.url}
                maxLength={500}
                aria-invalid={invalid(`${path}.${index}.url`) || undefined}
                onChange={(e) => setBlock(index, { url: e.target.value })}
              />
            ) : null}
            <div className="row">
              <Button
                variant="text"
                disabled={position === 0}
                aria-label={`${t('manager.people.moveUp')}: ${label}`}
                onClick={() => swap(position, position - 1)}
              >
                {t('manager.people.moveUp')}
              </Button>
              <Button
                variant="text"
                disabled={position === shown.length - 1}
                aria-label={`${t('manager.people.moveDown')}: ${label}`}
                onClick={() => swap(position, position + 1)}
              >
                {t('manager.people.moveDown')}
              </Button>
              <Button
                variant="text"
                aria-label={t('manager.people.removeLabel', { name: label })}
                onClick={() => onChange(ranked(shown.filter((s) => s.index !== index).map((s) => s.block)))}
              >
                {t('manager.people.remove')}
              </Button>
            </div>
          </div>
        );
      })}
      <Button
        variant="secondary"
        onClick={() => onChange([...ranked(shown.map((s) => s.block)), { style: 'text', text: '', url: '', rank: shown.length + 1 }])}
      >
        {t('manager.people.wizard.addBlock')}
      </Button>
    </fieldset>
  );
}
