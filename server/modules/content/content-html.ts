import sanitizeHtml from 'sanitize-html';
import {
  HTML_ALLOWED_ATTRIBUTES,
  HTML_ALLOWED_TAGS,
  HTML_IMAGE_SCHEMES,
  HTML_LINK_SCHEMES,
  isAllowedImage,
  isAllowedLink,
} from '../../../src/domain/html-policy';

/** Tags dropped with everything inside them (their text is code, markup or a form's, never prose). */
const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'textarea',
  'option',
  'noscript',
  'iframe',
  'object',
  'embed',
  'template',
  'title',
  'head',
  'svg',
  'math',
  'select',
];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...HTML_ALLOWED_TAGS],
  allowedAttributes: Object.fromEntries(Object.entries(HTML_ALLOWED_ATTRIBUTES).map(([tag, names]) => [tag, [...names]])),
  allowedSchemes: [...HTML_LINK_SCHEMES],
  allowedSchemesByTag: { img: [...HTML_IMAGE_SCHEMES] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: DROPPED_WITH_CONTENT,
  // A link whose target is not https, mailto or tel (relative ones included) keeps its text and loses its href.
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: Object.fromEntries(Object.entries(attribs).filter(([name, value]) => name !== 'href' || isAllowedLink(value))),
    }),
  },
  // An image from anywhere but https or a stored file of this product goes entirely.
  exclusiveFilter: (frame) => frame.tag === 'img' && !isAllowedImage(frame.attribs.src ?? ''),
};

/**
 * An event body as it is stored: only the allow-list of src/domain/html-policy.ts (formatting,
 * lists, links, headings, tables, images), nothing that runs: no scripts, event handlers, style
 * attributes, frames, forms or SVG; links only to https, mailto and tel. The app sanitises again
 * (DOMPurify, the same allow-list) before it renders.
 */
export function sanitizeEventBody(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
