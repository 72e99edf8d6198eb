import type { WriteOutcome } from '../../sync/hooks';
import { t } from '../../i18n';
import { ASSOCIATE_MESSAGES } from '../../i18n/en/people';
import { dismissRefusedWrite } from '../../sync/outbox';
import { Popup } from '../../ui/Popup';
import { ProblemDialog } from '../../app/PeopleParts';
import '../../i18n/areas/associates';

/** What became of a request to the estate manager (or a delegate change) the screen just made. */
export type RequestAnswer = { outcome: WriteOutcome | { kind: 'failed' }; success?: string; failure?: string };

/**
 * Sent: the spec's 'request sent' popup (5 s). Offline: saved on this device. Refused: the
 * server's message, dismissed from the outbox when closed. Failed on the device: 'Please try
 * again later.'
 */
export function RequestResult({ answer, onClose }: { answer: RequestAnswer; onClose: () => void }) {
  const { outcome } = answer;
  if (outcome.kind === 'synced')
    return <Popup title={t('associates.thankYouTitle')} message={answer.success ?? ASSOCIATE_MESSAGES.requestSent} ms={5000} onClose={onClose} />;
  if (outcome.kind === 'pending') return <Popup title={t('associates.thankYouTitle')} message={t('associates.requestQueued')} ms={5000} onClose={onClose} />;
  const message =
    outcome.kind === 'refused' ? outcome.message || (answer.failure ?? ASSOCIATE_MESSAGES.tryLater) : (answer.failure ?? ASSOCIATE_MESSAGES.tryLater);
  const close = () => {
    if (outcome.kind === 'refused') void dismissRefusedWrite(outcome.outboxId);
    onClose();
  };
  return <ProblemDialog problem={{ title: t('associates.errorTitle'), message }} onClose={close} />;
}
