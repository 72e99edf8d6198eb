import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { t } from '../i18n';
import { Button } from '../ui/Button';
import { cleanPastedHtml } from './pasted-html';
import { RICH_TEXT_EXTENSIONS, isToolbarLink } from './rich-text-schema';
import './rich-text.css';

export type RichTextEditorProps = {
  value: string;
  onChange: (html: string) => void;
  /** The id of the visible label and of the hint under the field. */
  labelId: string;
  hintId?: string;
  invalid?: boolean;
};

/** The editor's HTML as stored: '' for an empty document (one empty paragraph). */
function htmlOf(editor: Editor): string {
  return editor.isEmpty ? '' : editor.getHTML();
}

/**
 * The console's rich-text field (TipTap): a toolbar (bold, italic, two heading levels, bulleted and
 * numbered lists, link, undo and redo) over an editable area. Loaded lazily (RichTextField), so the
 * resident's app never downloads it. It reports HTML only when the manager edits: a body written
 * before (or holding what the editor cannot show) is saved as it was unless it is changed.
 */
export default function RichTextEditor({ value, onChange, labelId, hintId, invalid }: RichTextEditorProps) {
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  // The HTML this field last reported or was given; a different `value` comes from outside (Edit, a new form).
  const known = useRef(value);
  const [linkOpen, setLinkOpen] = useState(false);

  const editor = useEditor({
    extensions: RICH_TEXT_EXTENSIONS,
    content: value,
    injectCSS: false, // the Content Security Policy allows no inline <style>; rich-text.css holds ProseMirror's rules
    editorProps: {
      attributes: {
        class: 'rich-text-content',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(hintId ? { 'aria-describedby': hintId } : {}),
        'data-testid': 'rich-text-content',
      },
      transformPastedHTML: cleanPastedHtml,
      handleKeyDown: (_view, event) => {
        if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
          event.preventDefault();
          setLinkOpen(true);
          return true;
        }
        return false;
      },
    },
    onUpdate: ({ editor: e }) => {
      const html = htmlOf(e);
      known.current = html;
      onChangeRef.current(html);
    },
  });

  useEffect(() => {
    if (value === known.current) return;
    known.current = value;
    editor.chain().setMeta('addToHistory', false).setContent(value, { emitUpdate: false }).run();
  }, [editor, value]);

  useEffect(() => {
    editor.view.dom.setAttribute('aria-invalid', invalid ? 'true' : 'false');
  }, [editor, invalid]);

  return (
    <div className="rich-text" data-testid="rich-text-editor">
      <Toolbar editor={editor} linkOpen={linkOpen} onLink={() => setLinkOpen((open) => !open)} />
      {linkOpen ? <LinkForm editor={editor} onDone={() => setLinkOpen(false)} /> : null}
      <EditorContent editor={editor} />
    </div>
  );
}

type ToolbarButton = { key: string; label: string; glyph: ReactNode; shortcut?: string; pressed?: boolean; disabled?: boolean; run: () => void };

/** The formatting toolbar (WAI-ARIA toolbar: one Tab stop, arrow keys move between its buttons). */
function Toolbar({ editor, linkOpen, onLink }: { editor: Editor; linkOpen: boolean; onLink: () => void }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const [focused, setFocused] = useState(0);
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const chain = () => editor.chain().focus();
  const buttons: ToolbarButton[] = [
    { key: 'bold', label: t('managerContent.editor.bold'), glyph: <b>B</b>, shortcut: 'Control+B', pressed: state.bold, run: () => chain().toggleBold().run() },
    {
      key: 'italic',
      label: t('managerContent.editor.italic'),
      glyph: <i>I</i>,
      shortcut: 'Control+I',
      pressed: state.italic,
      run: () => chain().toggleItalic().run(),
    },
    { key: 'h2', label: t('managerContent.editor.heading2'), glyph: 'H2', pressed: state.h2, run: () => chain().toggleHeading({ level: 2 }).run() },
    { key: 'h3', label: t('managerContent.editor.heading3'), glyph: 'H3', pressed: state.h3, run: () => chain().toggleHeading({ level: 3 }).run() },
    { key: 'ul', label: t('managerContent.editor.bulletList'), glyph: '•≡', pressed: state.bulletList, run: () => chain().toggleBulletList().run() },
    { key: 'ol', label: t('managerContent.editor.orderedList'), glyph: '1.≡', pressed: state.orderedList, run: () => chain().toggleOrderedList().run() },
    { key: 'link', label: t('managerContent.editor.link'), glyph: '🔗', shortcut: 'Control+K', pressed: state.link || linkOpen, run: onLink },
    { key: 'undo', label: t('managerContent.editor.undo'), glyph: '↶', shortcut: 'Control+Z', disabled: !state.canUndo, run: () => chain().undo().run() },
    { key: 'redo', label: t('managerContent.editor.redo'), glyph: '↷', shortcut: 'Control+Shift+Z', disabled: !state.canRedo, run: () => chain().redo().run() },
  ];

  const move = (e: KeyboardEvent<HTMLDivElement>) => {
    const last = buttons.length - 1;
    const next = { ArrowRight: focused + 1, ArrowLeft: focused - 1, Home: 0, End: last }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    const index = next < 0 ? last : next > last ? 0 : next;
    setFocused(index);
    refs.current[index]?.focus();
  };

  return (
    <div className="rich-text-toolbar" role="toolbar" aria-label={t('managerContent.editor.toolbar')} onKeyDown={move}>
      {buttons.map((b, i) => (
        <button
          key={b.key}
          ref={(el) => {
            refs.current[i] = el;
          }}
          type="button"
          className={`rich-text-button${b.key === 'link' || b.key === 'undo' ? ' rich-text-group' : ''}`}
          tabIndex={i === focused ? 0 : -1}
          aria-label={b.label}
          title={b.shortcut ? `${b.label} (${b.shortcut.replace('Control', 'Ctrl')})` : b.label}
          aria-keyshortcuts={b.shortcut}
          aria-pressed={b.pressed === undefined ? undefined : b.pressed}
          aria-disabled={b.disabled || undefined}
          onFocus={() => setFocused(i)}
          onMouseDown={(e) => e.preventDefault()} // keep the editor's selection
          onClick={() => {
            if (!b.disabled) b.run();
          }}
        >
          <span aria-hidden="true">{b.glyph}</span>
        </button>
      ))}
    </div>
  );
}

/** The link's address (https or mailto): applied to the selection, or inserted as its own text when nothing is selected. */
function LinkForm({ editor, onDone }: { editor: Editor; onDone: () => void }) {
  const id = useId();
  const current = editor.getAttributes('link') as { href?: string };
  const [href, setHref] = useState(current.href ?? '');
  const [error, setError] = useState(false);

  const close = () => {
    onDone();
    editor.commands.focus();
  };
  const apply = () => {
    const url = href.trim();
    if (!isToolbarLink(url)) {
      setError(true);
      return;
    }
    if (editor.state.selection.empty && !editor.isActive('link')) {
      editor
        .chain()
        .focus()
        .insertContent({ type: 'text', text: url, marks: [{ type: 'link', attrs: { href: url } }] })
        .unsetMark('link') // what is typed next is text, not more of the link
        .run();
    } else {
      editor.chain().focus().extendMarkRange('link').setLink({ href: url }).run();
    }
    onDone();
  };
  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    onDone();
  };

  return (
    <div className="rich-text-link" data-testid="rich-text-link">
      <label htmlFor={`${id}-href`}>{t('managerContent.editor.linkAddress')}</label>
      <div className="field-row">
        <input
          id={`${id}-href`}
          type="url"
          inputMode="url"
          placeholder="https://"
          value={href}
          // biome-ignore lint/a11y/noAutofocus: the manager asked for the link's address; the field it is typed in takes the focus.
          autoFocus
          aria-invalid={error || undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => {
            setHref(e.target.value);
            setError(false);
          }}
          onKeyDown={(e) => {
            // Enter applies the link instead of submitting the event's form; Escape goes back to the text.
            if (e.key === 'Enter') {
              e.preventDefault();
              apply();
            } else if (e.key === 'Escape') {
              e.preventDefault();
              close();
            }
          }}
        />
        <Button variant="secondary" onClick={apply}>
          {t('managerContent.editor.linkApply')}
        </Button>
        {current.href ? (
          <Button variant="text" onClick={remove}>
            {t('managerContent.editor.linkRemove')}
          </Button>
        ) : null}
        <Button variant="text" onClick={close}>
          {t('managerContent.editor.linkCancel')}
        </Button>
      </div>
      {error ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {t('managerContent.editor.linkInvalid')}
        </p>
      ) : null}
    </div>
  );
}
