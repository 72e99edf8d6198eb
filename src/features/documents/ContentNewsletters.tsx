import { formatDateTime } from '../../domain/locale-format';
import { t } from '../../i18n';
import { TextField } from '../../ui/TextField';
import { useContentRows, type ContentInput } from '../../content-editing/content.api';
import { useContentEditor } from '../../content-editing/content-editor';
import { ContentCard, ContentForm, FileField, FormActions, RecordList } from '../../content-editing/ContentParts';
import { TextAreaField } from '../../ui/SettingsFields';
import '../../i18n/areas/manager-content';

const emptyNewsletter = (): ContentInput<'newsletters'> => ({ title: '', description: '', icon: '', fileUrl: '', created: 0 });

/**
 * Newsletters (spec 3 'Newsletter'): a title, a description, an icon and the PDF (required). A new
 * one is published now (created is the moment of saving); an edited one keeps its date. Residents
 * are notified by the server and read it in the PDF viewer, offline once opened.
 */
export function ContentNewsletters({ estateId, online }: { estateId: number; online: boolean }) {
  const editor = useContentEditor(estateId, 'newsletters', emptyNewsletter);
  const rows = useContentRows(estateId, 'newsletters');
  const { draft, set, invalid } = editor;
  const items = rows
    ?.slice()
    .sort((a, b) => b.created - a.created)
    .map((n) => ({ key: n.id, title: n.title, detail: formatDateTime(n.created), record: n, thumb: n.icon }));

  return (
    <>
      <ContentCard
        title={editor.editingId ? t('managerContent.newsletters.editHeading') : t('managerContent.newsletters.newHeading')}
        testId="content-newsletter-form"
      >
        <ContentForm onSave={() => void editor.save((d) => (editor.editingId === null || d.created === 0 ? { ...d, created: Date.now() } : d))}>
          <TextField
            label={t('managerContent.newsletters.title')}
            name="title"
            value={draft.title}
            maxLength={200}
            aria-invalid={invalid('title') || undefined}
            onChange={(e) => set({ title: e.target.value })}
          />
          <TextAreaField
            label={t('managerContent.newsletters.description')}
            value={draft.description}
            maxLength={5000}
            rows={4}
            invalid={invalid('description')}
            onChange={(description) => set({ description })}
          />
          <FileField
            label={t('managerContent.newsletters.icon')}
            purpose="image"
            value={draft.icon}
            online={online}
            invalid={invalid('icon')}
            onUploaded={(f) => set({ icon: f?.url ?? '' })}
            testId="content-newsletter-icon"
          />
          <FileField
            label={t('managerContent.newsletters.pdf')}
            purpose="pdf"
            value={draft.fileUrl}
            online={online}
            invalid={invalid('fileUrl')}
            onUploaded={(f) => set({ fileUrl: f?.url ?? '' })}
            testId="content-newsletter-pdf"
          />
          <p className="muted content-hint">
            {editor.editingId === null
              ? t('managerContent.newsletters.publishedNow')
              : t('managerContent.newsletters.publishedAt', { date: formatDateTime(draft.created) })}
          </p>
          <FormActions editor={editor} online={online} testId="content-newsletter-save" />
        </ContentForm>
      </ContentCard>
      <ContentCard title={t('managerContent.newsletters.listHeading')}>
        <RecordList
          items={items}
          empty={t('managerContent.newsletters.none')}
          onEdit={editor.edit}
          onDelete={(n) => void editor.remove(n)}
          online={online}
          busy={editor.busy}
          result={editor.removed}
          testId="content-newsletter-list"
        />
      </ContentCard>
    </>
  );
}
