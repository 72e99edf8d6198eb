/** Pieces of the people screens (regular visitors, letters, guests): a face, a read-only field, dialogs, a tab switch. */
import { useEffect, useRef, type ReactNode } from 'react';
import type { FormProblem } from '../domain/associates';
import { t } from '../i18n';
import { useObjectUrl, useStoredFileUrl } from './stored-files';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { Icon } from '../ui/Icon';
import '../i18n/areas/letting';

/** A person's face: a picture still on this device, else the stored one, else the placeholder icon. */
export function PersonPhoto({ url, local, name, large = false }: { url: string; local?: Blob | undefined; name: string; large?: boolean }) {
  const stored = useStoredFileUrl(url || undefined);
  const pending = useObjectUrl(local);
  const src = pending ?? stored;
  const className = `associate-photo${large ? ' associate-photo-large' : ''}`;
  return src ? (
    <img className={className} src={src} alt={name} />
  ) : (
    <span className={`${className} associate-photo-empty`} role="img" aria-label={t('letting.noPhoto')}>
      <Icon name="profile" size={large ? 56 : 32} />
    </span>
  );
}

/** A read-only field of a details screen. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="associate-field">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** A titled error dialog that closes itself after 5 s (spec 2 section 9: error dialogs 5 s), with OK. */
export function ProblemDialog({ problem, onClose, ms = 5000 }: { problem: FormProblem; onClose: () => void; ms?: number }) {
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new problem restarts the timer; onClose is read through a ref.
  useEffect(() => {
    const timer = window.setTimeout(() => onCloseRef.current(), ms);
    return () => window.clearTimeout(timer);
  }, [ms, problem]);
  return (
    <Dialog title={problem.title || t('letting.errorTitle')} onClose={onClose} actions={<Button onClick={onClose}>{t('letting.ok')}</Button>}>
      <p role="alert">{problem.message}</p>
    </Dialog>
  );
}

/** Remove confirmation (spec 2: 'Are you sure you want to remove {visitor}?' with Cancel and Continue). */
export function RemoveDialog({ name, busy, onCancel, onContinue }: { name: string; busy: boolean; onCancel: () => void; onContinue: () => void }) {
  return (
    <Dialog
      title={t('letting.removeTitle')}
      onClose={onCancel}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t('letting.cancel')}
          </Button>
          <Button variant="danger" disabled={busy} onClick={onContinue}>
            {t('letting.continue')}
          </Button>
        </>
      }
    >
      <p>{t('letting.removeConfirm', { visitor: name })}</p>
    </Dialog>
  );
}

/** Registered / pending switch of a list (spec 2: switching empties the list and sets its empty message). */
export function TabSwitch<T extends string>({
  tabs,
  current,
  onChange,
  label,
}: {
  tabs: readonly { key: T; label: string }[];
  current: T;
  onChange: (key: T) => void;
  label: string;
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of buttons, not form fields; a fieldset's default box would change the layout.
    <div className="row" role="group" aria-label={label} style={{ marginBottom: 12 }}>
      {tabs.map((tab) => (
        <Button key={tab.key} variant={tab.key === current ? 'primary' : 'secondary'} aria-pressed={tab.key === current} onClick={() => onChange(tab.key)}>
          {tab.label}
        </Button>
      ))}
    </div>
  );
}
