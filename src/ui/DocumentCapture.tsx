import { useEffect, useId, useState } from 'react';
import zxingWasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import type { DocumentType } from '../contract/people';
import {
  barcodeFormatsFor,
  documentKind,
  parseDocumentBarcode,
  parsePassportMrz,
  type IdentityFields,
  type IdentityReadError,
  type IdentityReadResult,
} from '../domain/identity-documents';
import { readPassportFromOcr } from '../domain/mrz-ocr';
import { readDrivingLicence } from '../domain/sa-driving-licence';
import { t } from '../i18n';
import { Button } from './Button';
import { CameraCapture } from './CameraCapture';
import '../i18n/areas/onboarding';

type Side = 'front' | 'back';
type Props = {
  documentType: DocumentType;
  side: Side;
  onCapture: (result: { image: Blob; fields: IdentityFields }) => void;
  onCancel: () => void;
};

type Step = { kind: 'camera' } | { kind: 'reading'; image: Blob } | { kind: 'review'; image: Blob; message: string } | { kind: 'mrz'; image: Blob };

type Formats = ReturnType<typeof barcodeFormatsFor>;

/** The passport OCR's progress on the photo page: reading, read (lines filled in), or nothing found. */
type OcrState = 'reading' | 'read' | 'notFound' | null;

let detectorModule: Promise<typeof import('barcode-detector/ponyfill')> | undefined;

/** The ZXing ponyfill, loaded on first use, its .wasm served by the app itself (no CDN: CSP, offline). */
function loadDetector(): Promise<typeof import('barcode-detector/ponyfill')> {
  detectorModule ??= import('barcode-detector/ponyfill').then((module) => {
    module.prepareZXingModule({ overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? zxingWasmUrl : prefix + path) } });
    return module;
  });
  return detectorModule;
}

/** Every barcode of `formats` found in the picture, as text; none when the reader cannot load or finds nothing. */
async function readBarcodes(image: Blob, formats: Formats): Promise<string[]> {
  try {
    const { BarcodeDetector } = await loadDetector();
    const found = await new BarcodeDetector({ formats }).detect(image);
    return found.map((barcode) => barcode.rawValue).filter((text) => text.length > 0);
  } catch {
    return [];
  }
}

function errorMessage(error: IdentityReadError): string {
  switch (error.kind) {
    case 'idNumberInvalid':
      return t('onboarding.document.idInvalid');
    case 'mrzFormat':
      return t('onboarding.document.mrzFormat');
    case 'mrzCheckDigit':
      return t('onboarding.document.mrzCheckDigit', { field: error.field });
    case 'mrzInvalid':
      return t('onboarding.document.mrzInvalid', { field: error.field });
    case 'unreadable':
      return t('onboarding.document.notRead');
  }
}

/** The first barcode that reads as this document; else the most telling failure (an invalid ID number over unreadable). */
function bestRead(results: IdentityReadResult[]): IdentityReadResult {
  return (
    results.find((result) => result.ok) ??
    results.find((result) => !result.ok && result.error.kind !== 'unreadable') ?? { ok: false, error: { kind: 'unreadable' } }
  );
}

/**
 * Reads the MRZ off the photo page with the in-browser OCR (loaded on first use): the lines found
 * (look-alikes fixed, check digits verified) or null, and the read's error when a check digit fails.
 */
async function ocrMrz(image: Blob): Promise<{ lines: string; read: IdentityReadResult } | null> {
  try {
    const { ocrPassportTexts } = await import('./mrz-ocr-reader');
    // Both readings together: the MRZ from the lower part, the visual zone's number from the whole page.
    const texts: string[] = [];
    for await (const text of ocrPassportTexts(image)) texts.push(text);
    const found = readPassportFromOcr(texts.join('\n'));
    return found.lines ? { lines: found.lines, read: found.read } : null;
  } catch {
    return null;
  }
}

/** A small preview of the captured picture (its object URL revoked when it goes). */
function Preview({ image, alt }: { image: Blob; alt: string }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const objectUrl = URL.createObjectURL(image);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [image]);
  return url ? <img className="document-preview" src={url} alt={alt} /> : null;
}

/**
 * Captures one side of an identity document (camera facing the back, or the file picker) and
 * tries to read it: the PDF417 on the back of a Smart ID Card or on a licence disc, the Code
 * 39/128 of a Green Bar-coded ID Book (ZXing via `barcode-detector`), a passport's two MRZ lines
 * read by the in-browser OCR from the picture or typed (checked with `mrz`): the person sees the
 * lines read, can correct them, and Continue fills the form with them. Any ID number read must pass the SA ID check. The
 * picture is always kept: `fields` is `{}` when nothing could be read.
 */
export function DocumentCapture({ documentType, side, onCapture, onCancel }: Props) {
  const [step, setStep] = useState<Step>({ kind: 'camera' });
  const [mrz, setMrz] = useState('');
  const [mrzError, setMrzError] = useState<string | null>(null);
  const [ocr, setOcr] = useState<OcrState>(null);
  const mrzId = useId();
  const kind = documentKind(documentType);
  const name = documentType.DocumentType;
  const label = t(side === 'front' ? 'onboarding.document.front' : 'onboarding.document.back', { documentType: name });

  const handleImage = async (image: Blob) => {
    if (kind === 'passport' && side === 'front') {
      setStep({ kind: 'mrz', image });
      setOcr('reading');
      const found = await ocrMrz(image);
      // Typing meanwhile wins: the OCR fills the lines only while they are empty.
      setMrz((typed) => (typed.trim() || !found ? typed : found.lines));
      setOcr(found ? 'read' : 'notFound');
      if (found && !found.read.ok) setMrzError(errorMessage(found.read.error));
      return;
    }
    if (kind === 'driversLicence' && side === 'back') {
      // The card's PDF417 is encrypted with published keys: ZXing's PDF417 reader, then decrypt and parse.
      setStep({ kind: 'reading', image });
      const raw = await import('./licence-barcode-reader').then(({ readLicenceBarcode }) => readLicenceBarcode(image)).catch(() => null);
      const read: IdentityReadResult = raw ? readDrivingLicence(raw) : { ok: false, error: { kind: 'unreadable' } };
      if (read.ok) onCapture({ image, fields: read.fields });
      else setStep({ kind: 'review', image, message: errorMessage(read.error) });
      return;
    }
    const formats = barcodeFormatsFor(kind, side);
    if (formats.length === 0) {
      onCapture({ image, fields: {} });
      return;
    }
    setStep({ kind: 'reading', image });
    const texts = await readBarcodes(image, formats);
    const read = bestRead(texts.map((text) => parseDocumentBarcode(kind, text)));
    if (read.ok) onCapture({ image, fields: read.fields });
    else setStep({ kind: 'review', image, message: errorMessage(read.error) });
  };

  const handleMrz = (image: Blob) => {
    if (!mrz.trim()) {
      onCapture({ image, fields: {} });
      return;
    }
    const read = parsePassportMrz(mrz);
    if (read.ok) onCapture({ image, fields: { ...read.fields, mrz: mrz.trim().toUpperCase() } });
    else setMrzError(errorMessage(read.error));
  };

  const retake = () => {
    setMrz('');
    setMrzError(null);
    setOcr(null);
    setStep({ kind: 'camera' });
  };

  if (step.kind === 'camera') return <CameraCapture facing="environment" label={label} onCapture={(image) => void handleImage(image)} onCancel={onCancel} />;

  return (
    <section className="document-capture stack" aria-label={label}>
      <p className="camera-label">{label}</p>
      <Preview image={step.image} alt={t('onboarding.camera.preview')} />
      {step.kind === 'reading' ? (
        <p role="status" className="muted">
          {t('onboarding.document.reading')}
        </p>
      ) : null}
      {step.kind === 'review' ? (
        <p role="alert" className="camera-message">
          {step.message}
        </p>
      ) : null}
      {step.kind === 'mrz' ? (
        <div className="field">
          <label htmlFor={mrzId}>{t('onboarding.document.mrzLabel')}</label>
          <p className="muted">{t('onboarding.document.mrzHint')}</p>
          {ocr ? (
            <p className="muted" role="status">
              {t(ocr === 'reading' ? 'onboarding.document.mrzReading' : ocr === 'read' ? 'onboarding.document.mrzRead' : 'onboarding.document.mrzNotRead')}
            </p>
          ) : null}
          <textarea
            id={mrzId}
            className="mrz-input"
            rows={4}
            spellCheck={false}
            autoCapitalize="characters"
            autoComplete="off"
            value={mrz}
            aria-invalid={mrzError ? true : undefined}
            onChange={(e) => {
              setMrz(e.target.value);
              setMrzError(null);
            }}
          />
          {mrzError ? (
            <p className="field-error" role="alert">
              {mrzError}
            </p>
          ) : null}
        </div>
      ) : null}
      <div className="camera-actions">
        {step.kind === 'review' ? <Button onClick={() => onCapture({ image: step.image, fields: {} })}>{t('onboarding.document.continue')}</Button> : null}
        {step.kind === 'mrz' ? <Button onClick={() => handleMrz(step.image)}>{t('onboarding.document.continue')}</Button> : null}
        {step.kind === 'mrz' && mrzError ? (
          <Button variant="secondary" onClick={() => onCapture({ image: step.image, fields: {} })}>
            {t('onboarding.document.skipMrz')}
          </Button>
        ) : null}
        {step.kind !== 'reading' ? (
          <Button variant="secondary" onClick={retake}>
            {t('onboarding.camera.retake')}
          </Button>
        ) : null}
        <Button variant="text" onClick={onCancel}>
          {t('onboarding.camera.cancel')}
        </Button>
      </div>
    </section>
  );
}
