import { useState } from 'react';
import { mailtoUrl, telegramUrl, whatsappUrl, type ShareMessage } from '../domain/invites';
import { t } from '../i18n';
import { INVITE_MESSAGES } from '../i18n/en/invites';
import { Button } from '../ui/Button';
import { Toast } from '../ui/Toast';
import '../i18n/areas/visitors';

type ShareNavigator = Navigator & { share?: (data: { title?: string; text?: string; url?: string }) => Promise<void> };

/**
 * The share options of a visitor code (spec 2 'Share actions'): an e-mail (mailto) to the visitor,
 * WhatsApp to the visitor's number and Telegram, each carrying the message, copy to clipboard with the spec's messages, and the device's own
 * share sheet where it has one.
 */
export function ShareOptions({ message, email, phone }: { message: ShareMessage; email: string; phone: string }) {
  const [toast, setToast] = useState<{ text: string; kind: 'info' | 'error' } | null>(null);
  const nav: ShareNavigator | undefined = typeof navigator === 'undefined' ? undefined : navigator;
  const canShare = typeof nav?.share === 'function';

  const copy = async () => {
    try {
      if (!nav?.clipboard) throw new Error('no clipboard');
      await nav.clipboard.writeText(message.text);
      setToast({ text: INVITE_MESSAGES.clipboardCopied, kind: 'info' });
    } catch {
      setToast({ text: INVITE_MESSAGES.clipboardFailed, kind: 'error' });
    }
  };
  const shareSheet = async () => {
    try {
      await nav?.share?.({ title: message.subject, text: message.text });
    } catch (error) {
      // Closing the share sheet is no failure.
      if (!(error instanceof DOMException && error.name === 'AbortError')) setToast({ text: INVITE_MESSAGES.shareFailed, kind: 'error' });
    }
  };

  return (
    <div className="visitor-share-options">
      <a className="btn btn-secondary" href={mailtoUrl(email, message)}>
        {t('visitors.shareEmail')}
      </a>
      <a className="btn btn-secondary" href={whatsappUrl(message, phone)} target="_blank" rel="noopener noreferrer">
        {t('visitors.shareWhatsapp')}
      </a>
      <a className="btn btn-secondary" href={telegramUrl(message)} target="_blank" rel="noopener noreferrer">
        {t('visitors.shareTelegram')}
      </a>
      <Button variant="secondary" onClick={() => void copy()}>
        {t('visitors.copy')}
      </Button>
      {canShare ? (
        <Button variant="secondary" onClick={() => void shareSheet()}>
          {t('visitors.shareMore')}
        </Button>
      ) : null}
      {toast ? <Toast message={toast.text} kind={toast.kind} onDone={() => setToast(null)} /> : null}
    </div>
  );
}
