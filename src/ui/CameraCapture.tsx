import { useEffect, useRef, useState } from 'react';
import { t } from '../i18n';
import { UPLOAD_MESSAGES } from '../i18n/en/onboarding';
import { Button } from './Button';
import '../i18n/areas/onboarding';

type Facing = 'user' | 'environment';
type Props = { facing: Facing; label: string; onCapture: (jpeg: Blob) => void; onCancel: () => void };
type CameraState = 'starting' | 'live' | 'noCamera' | 'denied';

/** Longest side of a captured or picked picture (documents need detail for their barcodes). */
const MAX_CAPTURE_PX = 2048;
const JPEG_QUALITY = 0.9;

function encodeJpeg(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('Encoding failed'))), 'image/jpeg', JPEG_QUALITY));
}

/** Draws a video frame or a decoded picture onto a canvas no larger than MAX_CAPTURE_PX, as JPEG. */
async function drawToJpeg(source: CanvasImageSource, width: number, height: number): Promise<Blob> {
  const scale = Math.min(1, MAX_CAPTURE_PX / Math.max(width, height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(width * scale));
  canvas.height = Math.max(1, Math.round(height * scale));
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas unavailable');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(source, 0, 0, canvas.width, canvas.height);
  return encodeJpeg(canvas);
}

/** A picked file (any image type the browser decodes) as JPEG. */
async function fileToJpeg(file: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  try {
    return await drawToJpeg(bitmap, bitmap.width, bitmap.height);
  } finally {
    bitmap.close();
  }
}

/** Why getUserMedia failed: refused by the user or the browser, or no usable camera. */
function cameraFailure(error: unknown): CameraState {
  const name = error instanceof DOMException ? error.name : '';
  return name === 'NotAllowedError' || name === 'SecurityError' ? 'denied' : 'noCamera';
}

/**
 * Camera preview with a front/back switch; Capture hands a JPEG of the frame to `onCapture`.
 * Without a camera (none, refused, or no getUserMedia) it offers the device's file picker
 * (`capture` opens the camera app on phones); the picked picture is re-encoded as JPEG.
 */
export function CameraCapture({ facing: initialFacing, label, onCapture, onCancel }: Props) {
  const video = useRef<HTMLVideoElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [facing, setFacing] = useState<Facing>(initialFacing);
  const [state, setState] = useState<CameraState>('starting');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let stream: MediaStream | null = null;
    let stopped = false;
    setState('starting');
    void (async () => {
      if (!navigator.mediaDevices?.getUserMedia) {
        setState('noCamera');
        return;
      }
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: facing, width: { ideal: 1920 }, height: { ideal: 1080 } }, audio: false });
        if (stopped || !video.current) return;
        video.current.srcObject = stream;
        await video.current.play();
        if (!stopped) setState('live');
      } catch (failure) {
        if (!stopped) setState(cameraFailure(failure));
      }
    })();
    return () => {
      stopped = true;
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [facing]);

  const handleCapture = async () => {
    const el = video.current;
    if (!el || el.videoWidth === 0) return;
    setBusy(true);
    setError(null);
    try {
      onCapture(await drawToJpeg(el, el.videoWidth, el.videoHeight));
    } catch {
      setError(UPLOAD_MESSAGES.other);
    } finally {
      setBusy(false);
    }
  };

  const handleFile = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      onCapture(await fileToJpeg(file));
    } catch {
      setError(UPLOAD_MESSAGES.galleryFailed);
    } finally {
      setBusy(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  const live = state === 'live';
  const unavailable = state === 'noCamera' || state === 'denied';
  return (
    <section className="camera-capture stack" aria-label={label}>
      <p className="camera-label">{label}</p>
      <div className={`camera-frame${unavailable ? ' camera-frame-off' : ''}`}>
        {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: a video without controls takes no focus; the camera picture is not content for a screen reader. */}
        <video ref={video} className={`camera-video${facing === 'user' ? ' camera-mirrored' : ''}`} muted playsInline aria-hidden="true" />
        {state === 'starting' ? <p className="camera-status">{t('onboarding.camera.starting')}</p> : null}
      </div>
      {unavailable ? (
        <p className="camera-message" role="alert">
          {t(state === 'denied' ? 'onboarding.camera.denied' : 'onboarding.camera.noCamera')}
        </p>
      ) : null}
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <input
        ref={fileInput}
        className="visually-hidden"
        type="file"
        accept="image/*"
        capture={facing}
        tabIndex={-1}
        aria-hidden="true"
        onChange={(e) => void handleFile(e.target.files?.[0])}
      />
      <div className="camera-actions">
        {live ? (
          <Button onClick={() => void handleCapture()} disabled={busy}>
            {t('onboarding.camera.capture')}
          </Button>
        ) : null}
        {live ? (
          <Button variant="secondary" onClick={() => setFacing(facing === 'user' ? 'environment' : 'user')} disabled={busy}>
            {t('onboarding.camera.switch')}
          </Button>
        ) : null}
        <Button variant={unavailable ? 'primary' : 'secondary'} onClick={() => fileInput.current?.click()} disabled={busy}>
          {t('onboarding.camera.pick')}
        </Button>
        <Button variant="text" onClick={onCancel}>
          {t('onboarding.camera.cancel')}
        </Button>
      </div>
    </section>
  );
}
