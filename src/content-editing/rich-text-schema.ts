import StarterKit from '@tiptap/starter-kit';
import { isAllowedLink } from '../domain/html-policy';

/**
 * What the rich-text editor can write: StarterKit's paragraphs, headings, bold, italic, underline,
 * strike, lists, block quotes, rules and line breaks, and links; every tag it renders is on the
 * allow-list of src/domain/html-policy.ts, so the server's sanitiser keeps the editor's HTML as it
 * is (e2e/content-editor.test.ts checks each toolbar feature against sanitizeEventBody).
 *
 * - Links carry only `href` (no target/rel/class: the app adds target and rel when it renders);
 *   they are kept when they go to https, mailto or tel (tel for bodies written before the editor),
 *   the toolbar offers https and mailto, autolinks default to https.
 * - All six heading levels are read, so an older body keeps its headings; the toolbar offers two.
 * - No code marks or code blocks (an event notice needs none; `language-*` classes would be
 *   stripped), and no trailing empty paragraph after a closing list or heading.
 */
export const RICH_TEXT_EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [1, 2, 3, 4, 5, 6] },
    code: false,
    codeBlock: false,
    trailingNode: false,
    link: {
      openOnClick: false,
      autolink: true,
      linkOnPaste: true,
      defaultProtocol: 'https',
      HTMLAttributes: { target: null, rel: null, class: null },
      isAllowedUri: (url) => isAllowedLink(url),
    },
  }),
];

/** A link the toolbar accepts: https:// or mailto:, nothing else (the contract's rule for links a manager types). */
export function isToolbarLink(url: string): boolean {
  return /^(https:\/\/[^\s/]+\S*|mailto:[^\s@]+@[^\s@]+)$/i.test(url.trim());
}
