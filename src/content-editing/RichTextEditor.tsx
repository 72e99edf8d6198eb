import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { t } from '../i18n';
import { Button } from '../ui/Button';
import { cleanPastedHtml } from './pasted-html';
import { RICH_TEXT_EXTENSIONS, isToolbarLink } from './rich-text-schema';
import './rich-text.css';
import '../i18n/areas/manager-content';

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
        // In the options, not set on the view: the view mounts after the first effects run (a slow
        // device reached `editor.view.dom` before it existed, and the page fell to the error screen).
        // The options object is new at each render, so useEditor hands a change to the view.
        'aria-invalid': invalid ? 'true' : 'false',
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

  return (
    <div className="rich-text" data-testid="rich-text-editor">
      <Toolbar editor={editor} linkOpen={linkOpen} onLink={() => setLinkOpen((open) => !open)} />
      {linkOpen ? <LinkForm editor={editor} onDone={() => setLinkOpen(false)} /> : null}
      <EditorContent editor={editor} />
    </div>
  );
}

/** Toolbar pictures (Material icons' paths, 24 x 24); the buttons' names are their labels. */
const GLYPHS = {
  bulletList:
    'M4 10.5c-.83 0-1.5.67-1.5 1.5s.67 1.5 1.5 1.5 1.5-.67 1.5-1.5-.67-1.5-1.5-1.5zm0-6c-.83 0-1.5.67-1.5 1.5S3.17 7.5 4 7.5 5.5 6.83 5.5 6 4.83 4.5 4 4.5zm0 12c-.83 0-1.5.68-1.5 1.5s.68 1.5 1.5 1.5 1.5-.68 1.5-1.5-.67-1.5-1.5-1.5zM7 19h14v-2H7v2zm0-6h14v-2H7v2zm0-8v2h14V5H7z',
  orderedList: 'M2 17h2v.5H3v1h1v.5H2v1h3v-4H2v1zm1-9h1V4H2v1h1v3zm-1 3h1.8L2 13.1v.9h3v-1H3.2L5 10.9V10H2v1zm5-6v2h14V5H7zm0 14h14v-2H7v2zm0-6h14v-2H7v2z',
  link: 'M3.9 12c0-1.71 1.39-3.1 3.1-3.1h4V7H7c-2.76 0-5 2.24-5 5s2.24 5 5 5h4v-1.9H7c-1.71 0-3.1-1.39-3.1-3.1zM8 13h8v-2H8v2zm9-6h-4v1.9h4c1.71 0 3.1 1.39 3.1 3.1s-1.39 3.1-3.1 3.1h-4V17h4c2.76 0 5-2.24 5-5s-2.24-5-5-5z',
  undo: 'M12.5 8c-2.65 0-5.05.99-6.9 2.6L2 7v9h9l-3.62-3.62c1.39-1.16 3.16-1.88 5.12-1.88 3.54 0 6.55 2.31 7.6 5.5l2.37-.78C21.08 11.03 17.15 8 12.5 8z',
  redo: 'M18.4 10.6C16.55 8.99 14.15 8 11.5 8c-4.65 0-8.58 3.03-9.96 7.22L3.9 16c1.05-3.19 4.05-5.5 7.6-5.5 1.95 0 3.73.72 5.12 1.88L13 16h9V7l-3.6 3.6z',
};

function Glyph({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 24 24" width={20} height={20} aria-hidden="true" focusable="false">
      <path fill="currentColor" d={d} />
    </svg>
  );
}

/** `textName`: the glyph is words ('H2'), so it is the button's name and `label` only its tooltip (axe: label-content-name-mismatch). */
type ToolbarButton = {
  key: string;
  label: string;
  glyph: ReactNode;
  textName?: boolean;
  shortcut?: string;
  pressed?: boolean;
  disabled?: boolean;
  run: () => void;
};

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
    {
      key: 'h2',
      label: t('managerContent.editor.heading2'),
      glyph: 'H2',
      textName: true,
      pressed: state.h2,
      run: () => chain().toggleHeading({ level: 2 }).run(),
    },
    {
      key: 'h3',
      label: t('managerContent.editor.heading3'),
      glyph: 'H3',
      textName: true,
      pressed: state.h3,
      run: () => chain().toggleHeading({ level: 3 }).run(),
    },
    {
      key: 'ul',
      label: t('managerContent.editor.bulletList'),
      glyph: <Glyph d={GLYPHS.bulletList} />,
      pressed: state.bulletList,
      run: () => chain().toggleBulletList().run(),
    },
    {
      key: 'ol',
      label: t('managerContent.editor.orderedList'),
      glyph: <Glyph d={GLYPHS.orderedList} />,
      pressed: state.orderedList,
      run: () => chain().toggleOrderedList().run(),
    },
    {
      key: 'link',
      label: t('managerContent.editor.link'),
      glyph: <Glyph d={GLYPHS.link} />,
      shortcut: 'Control+K',
      pressed: state.link || linkOpen,
      run: onLink,
    },
    {
      key: 'undo',
      label: t('managerContent.editor.undo'),
      glyph: <Glyph d={GLYPHS.undo} />,
      shortcut: 'Control+Z',
      disabled: !state.canUndo,
      run: () => chain().undo().run(),
    },
    {
      key: 'redo',
      label: t('managerContent.editor.redo'),
      glyph: <Glyph d={GLYPHS.redo} />,
      shortcut: 'Control+Shift+Z',
      disabled: !state.canRedo,
      run: () => chain().redo().run(),
    },
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
          aria-label={b.textName ? undefined : b.label}
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
          {b.textName ? b.glyph : <span aria-hidden="true">{b.glyph}</span>}
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
