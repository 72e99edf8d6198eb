import { useEffect, useRef } from 'react';
import type { FormProblem } from '../../domain/associates';
import { t } from '../../i18n';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';

/** A titled error dialog (spec 2 section 9: error dialogs close after 5 s) with OK. */
export function ProblemDialog({ problem, onClose, ms = 5000 }: { problem: FormProblem; onClose: () => void; ms?: number }) {
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  useEffect(() => {
    const timer = window.setTimeout(() => onCloseRef.current(), ms);
    return () => window.clearTimeout(timer);
  }, [ms, problem]);
  return (
    <Dialog title={problem.title || t('associates.errorTitle')} onClose={onClose} actions={<Button onClick={onClose}>{t('associates.ok')}</Button>}>
      <p role="alert">{problem.message}</p>
    </Dialog>
  );
}
