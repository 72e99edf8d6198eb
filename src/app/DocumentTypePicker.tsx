import { useId, useState } from 'react';
import type { DocumentType } from '../contract/people';
import { t } from '../i18n';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import '../i18n/areas/document-picker';
import './document-picker.css';

/**
 * The identity document's type as the spec's shared modal (spec 2 'Shared modals': 'Select
 * Document Type:', Confirm): the field shows the chosen type; tapping it opens the modal, whose
 * choice applies on Confirm (Escape, Cancel or the backdrop leave it as it was).
 */
export function DocumentTypePicker({
  label,
  placeholder,
  documentTypes,
  value,
  onChange,
}: {
  label: string;
  placeholder?: string | undefined;
  documentTypes: readonly DocumentType[];
  /** 0: none chosen. */
  value: number;
  onChange: (id: number) => void;
}) {
  const labelId = useId();
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState(value);
  const current = documentTypes.find((d) => d.DocumentTypeId === value);
  const shown = current?.DocumentType ?? placeholder ?? t('documentPicker.none');
  const openPicker = () => {
    setChoice(value || (documentTypes[0]?.DocumentTypeId ?? 0));
    setOpen(true);
  };
  return (
    <>
      <div className="field">
        <span id={labelId} className="field-label">
          {label}
        </span>
        <button type="button" className="picker-field" aria-labelledby={`${labelId} ${labelId}-value`} aria-haspopup="dialog" onClick={openPicker}>
          <span id={`${labelId}-value`}>{shown}</span>
        </button>
      </div>
      {open ? (
        <Dialog
          title={t('documentPicker.title')}
          onClose={() => setOpen(false)}
          actions={
            <>
              <Button variant="secondary" onClick={() => setOpen(false)}>
                {t('documentPicker.cancel')}
              </Button>
              <Button
                disabled={choice === 0}
                onClick={() => {
                  onChange(choice);
                  setOpen(false);
                }}
              >
                {t('documentPicker.confirm')}
              </Button>
            </>
          }
        >
          <fieldset className="picker-options">
            <legend className="visually-hidden">{label}</legend>
            {documentTypes.map((d) => (
              <label key={d.DocumentTypeId} className="check picker-option">
                <input
                  type="radio"
                  name={`${labelId}-type`}
                  value={d.DocumentTypeId}
                  checked={choice === d.DocumentTypeId}
                  onChange={() => setChoice(d.DocumentTypeId)}
                />
                <span>{d.DocumentType}</span>
              </label>
            ))}
          </fieldset>
        </Dialog>
      ) : null}
    </>
  );
}
