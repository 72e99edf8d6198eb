import type { WizardBlock } from '../../contract/people';
import { useStoredFileUrl } from '../../app/stored-files';
import { rankedBlocks } from './use-wizard-config';

/**
 * An image block: a stored file (fetched with the session's token, kept for offline) or a
 * picture the app itself serves. Other addresses are not loaded (the app's content policy
 * allows its own origin only); the block's text stands in for it.
 */
function WizardImage({ block }: { block: WizardBlock }) {
  const stored = useStoredFileUrl(block.url.startsWith('/sdk/files/') ? block.url : undefined);
  const src = block.url.startsWith('/sdk/files/') ? stored : block.url.startsWith('/') && !block.url.startsWith('//') ? block.url : undefined;
  if (!src) return block.text ? <p className="wizard-caption">{block.text}</p> : null;
  return <img className="wizard-image" src={src} alt={block.text} />;
}

/** The configurable blocks of a wizard screen (spec 2: heading, subHeading, text, break, image, caption, captionHeading), by rank. */
export function WizardBlocks({ blocks }: { blocks: readonly WizardBlock[] }) {
  return (
    <div className="wizard-blocks">
      {rankedBlocks(blocks).map((block, index) => {
        const key = `${block.rank}-${index}`;
        switch (block.style) {
          case 'heading':
            return (
              <h2 key={key} className="wizard-heading">
                {block.text}
              </h2>
            );
          case 'subHeading':
            return (
              <h3 key={key} className="wizard-subheading">
                {block.text}
              </h3>
            );
          case 'captionHeading':
            return (
              <p key={key} className="wizard-caption-heading">
                {block.text}
              </p>
            );
          case 'caption':
            return (
              <p key={key} className="wizard-caption">
                {block.text}
              </p>
            );
          case 'break':
            // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an hr takes no focus; the break is decoration only.
            return <hr key={key} className="wizard-break" aria-hidden="true" />;
          case 'image':
            return <WizardImage key={key} block={block} />;
          case 'text':
            return <p key={key}>{block.text}</p>;
        }
        return null;
      })}
    </div>
  );
}
