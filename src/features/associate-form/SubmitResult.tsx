import { useNavigate } from '@tanstack/react-router';
import type { AssociateFormInput } from '../../domain/associates';
import { problemOf } from '../../domain/associates';
import { t } from '../../i18n';
import { ASSOCIATE_MESSAGES } from '../../i18n/en/people';
import { dismissRefusedWrite } from '../../sync/outbox';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import type { AssociateDraft } from './associate-draft';
import type { Outcome } from '../../app/associates.api';
import { ProblemDialog } from '../../app/PeopleParts';
import '../../i18n/areas/associates';

/** The checks' view of a draft: its fields plus what the pictures and the chosen type tell. */
export function formInputOf(draft: AssociateDraft): AssociateFormInput {
  const { parentIsOwner: _parent, ...fields } = draft.fields;
  return {
    ...fields,
    associateType: draft.associateType,
    faceDone: draft.face !== undefined,
    hasDocumentFront: draft.documentFront !== undefined,
    hasDocumentBack: draft.documentBack !== undefined,
  };
}

/** The answer to ADD ASSOCIATE: the write's outcome, or null when it could not even be queued. */
export type SubmitAnswer = { outcome: Outcome | null };

/**
 * 'Thank you' with HOME (to /home) once the associate is added or saved on the device to go
 * when online; the server's refusal (e.g. the limit) until closed, which dismisses it; the
 * spec's 'Failed' message when the form could not be queued.
 */
export function SubmitResult({ answer, onClose }: { answer: SubmitAnswer; onClose: () => void }) {
  const navigate = useNavigate();
  const { outcome } = answer;
  if (outcome === null) return <ProblemDialog problem={problemOf(ASSOCIATE_MESSAGES.failed)} onClose={onClose} />;
  if (outcome.kind === 'refused') {
    const close = () => {
      void dismissRefusedWrite(outcome.outboxId);
      onClose();
    };
    return (
      <Dialog title={t('associates.errorTitle')} onClose={close} actions={<Button onClick={close}>{t('associates.ok')}</Button>}>
        <p role="alert">{outcome.message || ASSOCIATE_MESSAGES.tryLater}</p>
      </Dialog>
    );
  }
  const home = () => void navigate({ to: '/home' });
  return (
    <Dialog title={t('associates.thankYouTitle')} onClose={home} actions={<Button onClick={home}>{t('associates.home')}</Button>}>
      <p>{outcome.kind === 'synced' ? t('associates.thankYouText') : t('associates.thankYouOffline')}</p>
    </Dialog>
  );
}
