import { startA4Pdf } from '../../lib/pdf';
import { STATEMENT_TEXT } from '../../../src/i18n/en/billing';
import { format } from '../../../src/i18n/format';
import { formatCents } from '../../../src/domain/cards';

/** What a rendered levy statement says (amounts in cents). */
export type StatementFacts = {
  estateName: string;
  accountName: string;
  accountNumber: string;
  unitNo: string;
  /** 'YYYY-MM'. */
  period: string;
  /** 'YYYY-MM-DD'. */
  statementDate: string;
  dueDate: string;
  /** This month's levy: the bill's total due. */
  amountDueCents: number;
  /** The account's earlier bills, as at the statement date. */
  previousBalanceCents: number;
  /** Approved levy payments received before the statement date. */
  paymentsReceivedCents: number;
};

/** 'YYYY-MM' as 'March 2026'. */
export function periodName(period: string): string {
  const [year, month] = period.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat('en-ZA', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(year, month - 1, 1));
}

/**
 * Renders a one-page A4 levy statement with pdfkit (the server's own, used when the estate
 * office's import names no statement file, and for the demo's bills).
 */
export function renderStatement(facts: StatementFacts): Promise<Buffer> {
  const month = periodName(facts.period);
  const { doc, done, left, width } = startA4Pdf({ Title: `${STATEMENT_TEXT.title} ${facts.accountNumber} ${month}`, Author: facts.estateName });

  doc.font('Helvetica-Bold').fontSize(20).text(facts.estateName);
  doc.font('Helvetica').fontSize(14).fillColor('#555555').text(STATEMENT_TEXT.title).fillColor('#000000');
  doc.moveDown(1.5);

  const row = (label: string, value: string, bold = false) => {
    const y = doc.y;
    doc
      .font('Helvetica')
      .fontSize(11)
      .text(label, left, y, { width: width / 2 });
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').text(value, left + width / 2, y, { width: width / 2, align: 'right' });
    doc.moveDown(0.4);
  };
  row(STATEMENT_TEXT.accountName, facts.accountName);
  row(STATEMENT_TEXT.accountNumber, facts.accountNumber);
  row(STATEMENT_TEXT.unit, facts.unitNo);
  row(STATEMENT_TEXT.period, month);
  row(STATEMENT_TEXT.statementDate, facts.statementDate);
  row(STATEMENT_TEXT.dueDate, facts.dueDate);

  doc.moveDown(1);
  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .strokeColor('#999999')
    .stroke();
  doc.moveDown(0.8);
  row(STATEMENT_TEXT.previousBalance, formatCents(facts.previousBalanceCents));
  row(STATEMENT_TEXT.paymentsReceived, formatCents(-facts.paymentsReceivedCents));
  row(format(STATEMENT_TEXT.levy, { period: month }), formatCents(facts.amountDueCents));
  row(STATEMENT_TEXT.balance, formatCents(facts.previousBalanceCents - facts.paymentsReceivedCents + facts.amountDueCents));
  doc.moveDown(0.4);
  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .stroke();
  doc.moveDown(0.8);
  row(STATEMENT_TEXT.amountDue, formatCents(facts.amountDueCents), true);

  doc.moveDown(2);
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor('#555555')
    .text(format(STATEMENT_TEXT.payBy, { amount: formatCents(facts.amountDueCents), date: facts.dueDate, account: facts.accountNumber }), left, doc.y, {
      width,
    });
  doc.end();
  return done;
}
