import { useId } from 'react';
import { t, type MessageKey } from '../../i18n';
import { useStoredFileUrl } from '../../app/stored-files';
import { useContentRows, type ContentInput } from '../../content-editing/content.api';
import { useContentEditor, useSingletonDraft } from '../../content-editing/content-editor';
import { ContentCard, ContentForm, FileField, FormActions } from '../../content-editing/ContentParts';
import '../../i18n/areas/manager-content';

type ThemeDraft = ContentInput<'themes'>;
type ColourKey = Exclude<keyof ThemeDraft, 'banner'>;

/** The app's own look (src/styles.css), where a new theme starts. */
const emptyTheme = (): ThemeDraft => ({
  primary: '#c62828',
  secondary: '#2e7d32',
  onPrimary: '#ffffff',
  banner: '',
  gradientStart: '#c62828',
  gradientEnd: '#8e0000',
  bottomBarBackground: '#ffffff',
  bottomBarActive: '#c62828',
  bottomBarInactive: '#5f6368',
});

const COLOURS: readonly { key: ColourKey; label: MessageKey }[] = [
  { key: 'primary', label: 'managerContent.theme.primary' },
  { key: 'secondary', label: 'managerContent.theme.secondary' },
  { key: 'onPrimary', label: 'managerContent.theme.onPrimary' },
  { key: 'gradientStart', label: 'managerContent.theme.gradientStart' },
  { key: 'gradientEnd', label: 'managerContent.theme.gradientEnd' },
  { key: 'bottomBarBackground', label: 'managerContent.theme.bottomBarBackground' },
  { key: 'bottomBarActive', label: 'managerContent.theme.bottomBarActive' },
  { key: 'bottomBarInactive', label: 'managerContent.theme.bottomBarInactive' },
];

/**
 * The estate's theme (spec 3 'Theme'): colours and the banner picture, applied on residents'
 * devices through CSS variables as soon as sync brings it (and offline after). The swatch shows
 * the header, a button and the bottom bar in the chosen colours.
 */
export function ContentTheme({ estateId, online }: { estateId: number; online: boolean }) {
  const editor = useContentEditor(estateId, 'themes', emptyTheme);
  const rows = useContentRows(estateId, 'themes');
  useSingletonDraft(editor, rows?.[0], emptyTheme);
  const { draft, set, invalid } = editor;
  const id = useId();
  return (
    <ContentCard title={t('managerContent.theme.heading')} testId="content-theme">
      <ThemeSwatch theme={draft} />
      <ContentForm onSave={() => void editor.save()}>
        <div className="content-colours">
          {COLOURS.map(({ key, label }) => (
            <div key={key} className="field content-colour">
              <label htmlFor={`${id}-${key}`}>{t(label)}</label>
              <input
                id={`${id}-${key}`}
                type="color"
                value={draft[key]}
                aria-invalid={invalid(key) || undefined}
                onChange={(e) => set({ [key]: e.target.value })}
              />
              <code>{draft[key]}</code>
            </div>
          ))}
        </div>
        <FileField
          label={t('managerContent.theme.banner')}
          purpose="image"
          value={draft.banner}
          online={online}
          invalid={invalid('banner')}
          onUploaded={(f) => set({ banner: f?.url ?? '' })}
        />
        <FormActions editor={editor} online={online} testId="content-theme-save" />
      </ContentForm>
    </ContentCard>
  );
}

function ThemeSwatch({ theme }: { theme: ThemeDraft }) {
  const banner = useStoredFileUrl(theme.banner || undefined);
  return (
    <div className="content-swatch" aria-label={t('managerContent.theme.preview')} role="img" data-testid="content-theme-swatch">
      <div
        className="content-swatch-header"
        style={{
          backgroundImage: banner
            ? `linear-gradient(rgba(0, 0, 0, 0.35), rgba(0, 0, 0, 0.35)), url("${banner}")`
            : `linear-gradient(90deg, ${theme.gradientStart}, ${theme.gradientEnd})`,
          color: theme.onPrimary,
        }}
      >
        {t('managerContent.theme.sampleTitle')}
      </div>
      <div className="content-swatch-body">
        <span className="content-swatch-button" style={{ background: theme.primary, color: theme.onPrimary }}>
          {t('managerContent.theme.sampleButton')}
        </span>
        <span className="content-swatch-chip" style={{ background: theme.secondary, color: theme.onPrimary }}>
          {t('managerContent.theme.sampleChip')}
        </span>
      </div>
      <div className="content-swatch-bar" style={{ background: theme.bottomBarBackground }}>
        <span style={{ color: theme.bottomBarActive }}>{t('managerContent.theme.sampleActive')}</span>
        <span style={{ color: theme.bottomBarInactive }}>{t('managerContent.theme.sampleInactive')}</span>
      </div>
    </div>
  );
}
