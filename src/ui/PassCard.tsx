import { useEffect, useState, type ReactNode } from 'react';
import { QRCodeSVG } from 'qrcode.react';
import { t } from '../i18n';
import './pass-card.css';
import '../i18n/areas/visitors';

/** The QR's side: as large as the screen allows (a margin each side), at most 360 px. */
const measureQrSide = () => Math.max(180, Math.min(360, Math.min(window.innerWidth, window.innerHeight) - 64));

function useQrSide(): number {
  const [side, setSide] = useState(measureQrSide);
  useEffect(() => {
    const onResize = () => setSide(measureQrSide());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return side;
}

export type PassCardProps = {
  /** Who the pass lets in. */
  holderName: string;
  /** The estate (and unit) it opens. */
  subtitle?: string | undefined;
  /** The signed pass text for the QR ('' while there is none). */
  code: string;
  /** A delivery's PIN-only code: shown in big digits instead of the QR. */
  pin?: string | undefined;
  /** What the guard checks, as label and value. */
  rows: readonly (readonly [string, string])[];
  /** The hint under the code. */
  hint?: string | undefined;
  children?: ReactNode;
};

/**
 * A gate pass as a card: the holder, the QR (large, black on white, level M) or a delivery's PIN
 * in big digits, and the window, entries, zones or times the guard checks. `pass-card-print`
 * marks it as what a printout shows (the rest of the page is hidden when printing).
 */
export function PassCard({ holderName, subtitle, code, pin, rows, hint, children }: PassCardProps) {
  const side = useQrSide();
  return (
    <section className="card pass-card pass-card-print" aria-label={holderName}>
      <h2 className="pass-holder">{holderName}</h2>
      {subtitle ? <p className="pass-subtitle">{subtitle}</p> : null}
      {pin ? (
        <p className="pass-pin" data-testid="pass-pin" role="img" aria-label={pin.split('').join(' ')}>
          {pin}
        </p>
      ) : code ? (
        <div className="pass-qr" data-testid="pass-qr" data-payload={code}>
          <QRCodeSVG value={code} size={side} level="M" marginSize={4} fgColor="#000000" bgColor="#ffffff" title={t('passes.qrLabel')} />
        </div>
      ) : null}
      {hint ? <p className="pass-hint">{hint}</p> : null}
      {rows.length > 0 ? (
        <dl className="pass-rows">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {children}
    </section>
  );
}
