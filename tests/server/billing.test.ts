import fs from 'node:fs';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../src/contract/api-paths';
import type { Bill, BillImportAnswer, LevyAccount } from '../../src/contract/billing';
import type { Change } from '../../src/contract/sync';
import { BILLING_MESSAGES, PAYMENT_MESSAGES } from '../../src/i18n/en/billing';
import { DOCUMENT_MESSAGES } from '../../src/i18n/en/files';
import { format } from '../../src/i18n/format';
import { addMonths, estateDate } from '../../src/domain/estate-time';
import type { SettledPayment } from '../../server/context';
import { randToCents } from '../../server/modules/billing/bill-csv';
import { formatCents } from '../../src/domain/cards';
import { DEMO_LEVY_ACCOUNT } from '../../server/seed/demo-billing';
import { demoAccount } from '../../server/seed/demo-accounts';
import { writeTransaction } from '../../server/sync/change-log';
import { MANAGER, NEIGHBOUR, RESIDENT, useCast } from '../helpers/cast';
import { signInAs, type Caller } from '../helpers/factories';
import { availableDialects, buildTestApp, type TestApp } from '../helpers/test-app';
import { pullAll } from '../sync/sync-helpers';
import { call, JPEG, rowId } from './people-helpers';

const dialects = await availableDialects();
const WC = 91;
const HEADER = 'accountNumber,unitNo,accountName,period,amount,dueDate,statementFile';
/** A PDF written by a real generator (Chromium's print to PDF of a one-page statement). */
const STATEMENT_PDF = fs.readFileSync(new URL('../../server/files/fixtures/statement.pdf', import.meta.url));

const csv = (...lines: string[]) => [HEADER, ...lines].join('\n');
const latest = <T>(changes: Change[], table: Change['table'], id: string): T | null | undefined => {
  const last = changes.filter((c) => c.table === table && c.id === id).at(-1);
  return last === undefined ? undefined : last.op === 'del' ? null : (last.data as T);
};
const rowsOf = <T>(changes: Change[], table: Change['table']): T[] => {
  const ids = [...new Set(changes.filter((c) => c.table === table).map((c) => c.id))];
  return ids.map((id) => latest<T>(changes, table, id)).filter((row): row is T => row !== null && row !== undefined);
};

/** The text a pdfkit PDF shows: each TJ's hex strings, decoded (its content streams are deflated). */
function pdfTexts(bytes: Buffer): string[] {
  const texts: string[] = [];
  for (const m of bytes.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)endstream/g)) {
    let content: string;
    try {
      content = zlib.inflateSync(Buffer.from(m[1] ?? '', 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const tj of content.matchAll(/\[([^\]]*)\] TJ/g)) {
      texts.push([...(tj[1] ?? '').matchAll(/<([0-9a-f]*)>/g)].map((h) => Buffer.from(h[1] ?? '', 'hex').toString('latin1')).join(''));
    }
  }
  return texts;
}

describe('levy amounts', () => {
  it('reads rand as integer cents without floating point, and shows cents as the spec writes rand', () => {
    expect(['1850', '1850.00', '1850.1', '1850.10', '0.07', '0.7', '9999999.99', '0'].map(randToCents)).toEqual([
      185000, 185000, 185010, 185010, 7, 70, 999999999, 0,
    ]);
    for (const bad of ['', '.5', '1850.', '1850.123', '-5', '+5', '1e3', '1,850.00', 'R1850', '10000000', '1850.1 ', '0x10'])
      expect(randToCents(bad), bad).toBeUndefined();
    expect([185000, 7, 123456789, 0, -15000].map(formatCents)).toEqual(
      ['R 1 850,00', 'R 0,07', 'R 1 234 567,89', 'R 0,00', '-R 150,00'].map((s) => s.replaceAll(' ', '\u00a0')),
    );
  });
});

describe.each(dialects)('levy bills on %s', (dialect) => {
  const {
    t,
    people: [resident, neighbour, manager],
  } = useCast(dialect, [RESIDENT, NEIGHBOUR, MANAGER]);

  const importCsv = (who: Caller, text: string, statements: { fileName: string; fileId: string }[] = [], estateId = WC) =>
    call<BillImportAnswer>(t.app, 'POST', `${API.billImport}?estateID=${estateId}`, who, { csv: text, statements });
  const statement = (who: Caller, id: string) => call(t.app, 'GET', API.statement(id), who);
  const uploadPdf = async (who: Caller, bytes: Buffer, type = 'application/pdf') => {
    const res = await t.app.inject({ method: 'POST', url: API.files, headers: { authorization: `Bearer ${who.token}`, 'content-type': type }, payload: bytes });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { details: { id: string }[] }).details[0]?.id ?? '';
  };
  const count = async (table: 'bills' | 'levy_accounts' | 'levy_payments' | 'files' | 'change_log') =>
    Number(
      (
        await t.ctx.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const counts = async () => ({
    bills: await count('bills'),
    accounts: await count('levy_accounts'),
    files: await count('files'),
    changes: await count('change_log'),
  });
  const billOf = (account: string, period: string) =>
    t.ctx.db.selectFrom('bills').selectAll().where('id', '=', `${WC}:${account}:${period}`).executeTakeFirstOrThrow();
  const account = (changes: Change[], number: string) => latest<LevyAccount>(changes, 'levyAccounts', `${WC}:${number}`);

  it('imports a CSV: accounts and bills reach their unit only, amounts exact in cents, statements rendered and readable by the unit and the manager', async () => {
    const res = await importCsv(
      manager,
      csv(
        'WC-12,12,T Mokoena,2026-01,1850.00,2026-02-07,',
        'WC-12,12,T Mokoena,2026-02,1850.1,2026-03-07,',
        '"WC-14",14,"van Wyk, P",2026-02,0.07,2026-03-07,',
      ),
    );
    expect([res.status, res.body.details]).toEqual([200, [{ imported: 3, periods: ['2026-01', '2026-02'], rendered: 3, runId: expect.any(String) }]]);
    expect([
      Number((await billOf('WC-12', '2026-01')).total_due_cents),
      Number((await billOf('WC-12', '2026-02')).total_due_cents),
      Number((await billOf('WC-14', '2026-02')).total_due_cents),
    ]).toEqual([185000, 185010, 7]);

    const mine = (await pullAll(t.app, resident)).changes;
    expect(account(mine, 'WC-12')).toEqual({
      id: `${WC}:WC-12`,
      estateId: WC,
      unitNo: '12',
      sAccountName: 'T Mokoena',
      sAccountNumber: 'WC-12',
      sAccountType: 'levies',
      sContext: 'Estate Levies',
      balanceCents: 370010,
      updatedAt: expect.any(Number),
    });
    const bills = rowsOf<Bill>(mine, 'bills');
    expect(bills.map((b) => [b.id, b.unitNo, b.period, b.AccountDate, b.DueDate, b.TotalDueCents, b.statementUrl])).toEqual([
      [`${WC}:WC-12:2026-01`, '12', '2026-01', '2026-01-01', '2026-02-07', 185000, API.statement(`${WC}:WC-12:2026-01`)],
      [`${WC}:WC-12:2026-02`, '12', '2026-02', '2026-02-01', '2026-03-07', 185010, API.statement(`${WC}:WC-12:2026-02`)],
    ]);
    // The other unit's resident reads only their own account; the manager no unit's.
    const theirs = (await pullAll(t.app, neighbour)).changes;
    expect(rowsOf<LevyAccount>(theirs, 'levyAccounts').map((a) => [a.sAccountNumber, a.sAccountName, a.balanceCents])).toEqual([['WC-14', 'van Wyk, P', 7]]);
    expect(rowsOf<Bill>(theirs, 'bills').map((b) => b.id)).toEqual([`${WC}:WC-14:2026-02`]);
    expect((await pullAll(t.app, manager)).changes.some((c) => c.table === 'bills' || c.table === 'levyAccounts')).toBe(false);

    // The spec's bills list (status success and details), newest first; only the caller's own.
    const list = await call<Bill>(t.app, 'GET', `${API.bills(resident.userId)}?estateID=${WC}&accountType=Levies`, resident);
    expect([list.status, list.body.details?.map((b) => b.id)]).toEqual([200, [`${WC}:WC-12:2026-02`, `${WC}:WC-12:2026-01`]]);
    expect((await call<Bill>(t.app, 'GET', API.bills(resident.userId), resident)).body.details).toHaveLength(2);
    expect((await call<Bill>(t.app, 'GET', `${API.bills(resident.userId)}?accountType=coj`, resident)).body.details).toEqual([]);
    expect((await call(t.app, 'GET', API.bills(resident.userId), neighbour)).status).toBe(403);

    // The statement: a real PDF with the bill's facts, to the unit's people and the manager; 404 to anyone else.
    const pdf = await statement(resident, `${WC}:WC-12:2026-02`);
    expect([pdf.status, pdf.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect(pdf.raw.subarray(0, 5).toString()).toBe('%PDF-');
    const texts = pdfTexts(pdf.raw);
    for (const text of [
      'Willow Creek Estate',
      'Levy statement',
      'T Mokoena',
      'WC-12',
      'February 2026',
      '2026-02-01',
      '2026-03-07',
      formatCents(185_010),
      formatCents(185_000),
      formatCents(370_010),
    ])
      expect(texts, text).toContain(text);
    expect((await statement(manager, `${WC}:WC-12:2026-02`)).status).toBe(200);
    for (const [who, id] of [
      [neighbour, `${WC}:WC-12:2026-02`],
      [resident, `${WC}:WC-14:2026-02`],
      [resident, `${WC}:WC-12:2025-12`],
    ] as const) {
      const refused = await statement(who, id);
      expect([refused.status, refused.body.errorDetails?.detail]).toEqual([404, BILLING_MESSAGES.statementFailed]);
    }
    // The statement files are not the manager's uploads: /sdk/files does not serve them.
    const fileId = (await billOf('WC-12', '2026-02')).statement_file_id;
    expect((await call(t.app, 'GET', API.file(fileId), manager)).status).toBe(404);
  });

  it("keeps the manager's uploaded statement, replaces a re-imported month (its old statement gone) and moves an account to its new unit", async () => {
    const fileId = await uploadPdf(manager, STATEMENT_PDF);
    const first = await importCsv(manager, csv('WC-12U,12,T Mokoena,2026-03,1920.00,2026-04-07,march.pdf'), [{ fileName: 'march.pdf', fileId }]);
    expect(first.body.details).toEqual([{ imported: 1, periods: ['2026-03'], rendered: 0, runId: expect.any(String) }]);
    const served = await statement(resident, `${WC}:WC-12U:2026-03`);
    expect(served.status).toBe(200);
    expect(Buffer.compare(served.raw, STATEMENT_PDF)).toBe(0);
    // Taken from the manager: their upload URL answers 404 now, and a second import cannot use it again.
    expect((await call(t.app, 'GET', API.file(fileId), manager)).status).toBe(404);
    const reuse = await importCsv(manager, csv('WC-12U,12,T Mokoena,2026-04,1920.00,2026-05-07,march.pdf'), [{ fileName: 'march.pdf', fileId }]);
    expect([reuse.status, reuse.body.errorDetails?.detail]).toEqual([
      400,
      format(BILLING_MESSAGES.csvLine, { line: 2, problem: format(BILLING_MESSAGES.csvStatement, { file: 'march.pdf' }) }),
    ]);

    // Re-imported: the month is corrected (one bill), its statement rendered anew and the upload deleted.
    const again = await importCsv(manager, csv('WC-12U,12,Thandi Mokoena,2026-03,1900.5,2026-04-07,'));
    expect(again.body.details).toEqual([{ imported: 1, periods: ['2026-03'], rendered: 1, runId: expect.any(String) }]);
    const bill = await billOf('WC-12U', '2026-03');
    expect([Number(bill.total_due_cents), bill.statement_file_id === fileId]).toEqual([190050, false]);
    expect(await t.ctx.files.get(fileId)).toBeUndefined();
    expect(await t.ctx.db.selectFrom('bills').select('id').where('account_no', '=', 'WC-12U').execute()).toHaveLength(1);
    const replaced = await statement(resident, `${WC}:WC-12U:2026-03`);
    expect(pdfTexts(replaced.raw)).toEqual(expect.arrayContaining(['Thandi Mokoena', formatCents(190_050)]));
    expect(account((await pullAll(t.app, resident)).changes, 'WC-12U')).toMatchObject({ sAccountName: 'Thandi Mokoena', balanceCents: 190050 });

    // The account now belongs to unit 14: it and its bills leave unit 12's devices and reach unit 14's.
    expect((await importCsv(manager, csv('WC-12U,14,P van Wyk,2026-04,100,2026-05-07,'))).status).toBe(200);
    const mine = (await pullAll(t.app, resident)).changes;
    expect([account(mine, 'WC-12U'), latest(mine, 'bills', `${WC}:WC-12U:2026-03`)]).toEqual([null, null]);
    const theirs = (await pullAll(t.app, neighbour)).changes;
    expect(account(theirs, 'WC-12U')).toMatchObject({ unitNo: '14', balanceCents: 200050 });
    expect(
      rowsOf<Bill>(theirs, 'bills')
        .filter((b) => b.AccountNumber === 'WC-12U')
        .map((b) => [b.period, b.unitNo]),
    ).toEqual([
      ['2026-03', '14'],
      ['2026-04', '14'],
    ]);
    expect((await statement(resident, `${WC}:WC-12U:2026-03`)).status).toBe(404);
    expect((await statement(neighbour, `${WC}:WC-12U:2026-03`)).status).toBe(200);
  });

  it('refuses a bad file with the line and its problem and writes nothing; only the estate manager imports', async () => {
    // /sdk/files takes a PDF as a document, checked by content: an image sent as a PDF is refused.
    const notPdf = await t.app.inject({
      method: 'POST',
      url: API.files,
      headers: { authorization: `Bearer ${manager.token}`, 'content-type': 'application/pdf' },
      payload: JPEG,
    });
    expect([notPdf.statusCode, notPdf.json<{ errorDetails: { detail: string } }>().errorDetails.detail]).toEqual([415, DOCUMENT_MESSAGES.badType]);
    const image = await uploadPdf(manager, JPEG, 'image/jpeg');
    const mine = await uploadPdf(manager, STATEMENT_PDF);
    const residentsPdf = await uploadPdf(resident, STATEMENT_PDF);
    const good = 'WC-R1,12,T Mokoena,2026-05,1850.00,2026-06-07,';
    const line = (n: number, problem: string) => format(BILLING_MESSAGES.csvLine, { line: n, problem });
    const before = await counts();
    const refusals: Array<[string, { fileName: string; fileId: string }[], string]> = [
      [
        'accountNumber,unitNo,accountName,period,amount,dueDate\nWC-R1,12,T Mokoena,2026-05,1850.00,2026-06-07',
        [],
        format(BILLING_MESSAGES.csvHeader, { columns: HEADER }),
      ],
      ['account,unit,name,period,amount,due,file\n' + good, [], format(BILLING_MESSAGES.csvHeader, { columns: HEADER })],
      ['', [], BILLING_MESSAGES.csvEmpty],
      [csv(), [], BILLING_MESSAGES.csvEmpty],
      [csv(good, 'WC-R2,12,T Mokoena,2026-05,1850.123,2026-06-07,'), [], line(3, BILLING_MESSAGES.csvAmount)],
      [csv(good, 'WC-R2,12,T Mokoena,2026-05,"1,850.00",2026-06-07,'), [], line(3, BILLING_MESSAGES.csvAmount)],
      [csv(good, 'WC-R2,12,T Mokoena,2026-05,-5,2026-06-07,'), [], line(3, BILLING_MESSAGES.csvAmount)],
      [csv(good, 'WC-R2,12,T Mokoena,2026-05,1850.00,2026-02-30,'), [], line(3, BILLING_MESSAGES.csvDate)],
      [csv(good, 'WC-R2,12,T Mokoena,2026-05,1850.00,07/06/2026,'), [], line(3, BILLING_MESSAGES.csvDate)],
      [csv(good, 'WC-R2,12,T Mokoena,2026-13,1850.00,2026-06-07,'), [], line(3, BILLING_MESSAGES.csvPeriod)],
      [csv(good, 'WC R2,12,T Mokoena,2026-05,1850.00,2026-06-07,'), [], line(3, BILLING_MESSAGES.csvAccount)],
      [csv(good, 'WC-R2,99,T Mokoena,2026-05,1850.00,2026-06-07,'), [], line(3, format(BILLING_MESSAGES.csvUnit, { unit: '99' }))],
      [csv(good, 'WC-R2,12,,2026-05,1850.00,2026-06-07,'), [], line(3, BILLING_MESSAGES.csvName)],
      [csv(good, 'WC-R2,12,T Mokoena,2026-05,1850.00'), [], line(3, format(BILLING_MESSAGES.csvColumns, { n: 7 }))],
      [csv(good, 'WC-R2,12,"T Mokoena,2026-05,1850.00,2026-06-07,'), [], line(3, BILLING_MESSAGES.csvUnreadable)],
      [
        csv(good, 'WC-R1,12,T Mokoena,2026-05,1900.00,2026-06-07,'),
        [],
        line(3, format(BILLING_MESSAGES.csvDuplicate, { account: 'WC-R1', period: '2026-05' })),
      ],
      [csv(good, 'WC-R1,14,T Mokoena,2026-06,1900.00,2026-07-07,'), [], line(3, format(BILLING_MESSAGES.csvAccountMismatch, { account: 'WC-R1', other: 2 }))],
      [csv(good, 'WC-R2,12,T Mokoena,2026-05,1850.00,2026-06-07,may.pdf'), [], line(3, format(BILLING_MESSAGES.csvStatement, { file: 'may.pdf' }))],
      [
        csv(good, 'WC-R2,12,T Mokoena,2026-05,1850.00,2026-06-07,may.pdf'),
        [{ fileName: 'may.pdf', fileId: residentsPdf }],
        line(3, format(BILLING_MESSAGES.csvStatement, { file: 'may.pdf' })),
      ],
      [
        csv(good, 'WC-R2,12,T Mokoena,2026-05,1850.00,2026-06-07,may.jpg'),
        [{ fileName: 'may.jpg', fileId: image }],
        line(3, format(BILLING_MESSAGES.csvStatementType, { file: 'may.jpg' })),
      ],
      [
        csv('WC-R2,12,T Mokoena,2026-05,1850.00,2026-06-07,may.pdf', 'WC-R3,12,T Mokoena,2026-05,1850.00,2026-06-07,may.pdf'),
        [{ fileName: 'may.pdf', fileId: mine }],
        line(3, format(BILLING_MESSAGES.csvStatementTwice, { file: 'may.pdf', other: 2 })),
      ],
      // The first problem by line wins: an unknown unit on line 2 before a bad amount on line 3; a statement that is no PDF on line 2 before it.
      [
        csv('WC-R2,98,T Mokoena,2026-05,1850.00,2026-06-07,', 'WC-R3,12,T Mokoena,2026-05,x,2026-06-07,'),
        [],
        line(2, format(BILLING_MESSAGES.csvUnit, { unit: '98' })),
      ],
      [
        csv('WC-R2,12,T Mokoena,2026-05,1850.00,2026-06-07,may.jpg', 'WC-R3,12,T Mokoena,2026-05,x,2026-06-07,'),
        [{ fileName: 'may.jpg', fileId: image }],
        line(2, format(BILLING_MESSAGES.csvStatementType, { file: 'may.jpg' })),
      ],
    ];
    for (const [text, statements, message] of refusals) {
      const res = await importCsv(manager, text, statements);
      expect([res.status, res.body.errorDetails?.detail], text).toEqual([400, message]);
    }
    // A resident may not import, nor the manager at another estate.
    const residentTry = await importCsv(resident, csv(good));
    expect([residentTry.status, residentTry.body.errorDetails?.detail]).toEqual([403, BILLING_MESSAGES.notManager]);
    expect((await importCsv(manager, csv('WC-R1,B4,T Mokoena,2026-05,1850.00,2026-06-07,'), [], 92)).status).toBe(403);
    expect(await counts()).toEqual(before);
    // The manager's PDF was not taken by any refused import.
    expect((await call(t.app, 'GET', API.file(mine), manager)).status).toBe(200);
  });

  it('computes the balance from the bills and the settled levy payments: approved reduces it, declined does not, a second settlement changes nothing', async () => {
    expect((await importCsv(manager, csv('WC-P1,12,T Mokoena,2026-01,1850.00,2026-02-07,', 'WC-P1,12,T Mokoena,2026-02,1850.00,2026-03-07,'))).status).toBe(
      200,
    );
    const levy = t.ctx.hooks.payments.get('levy');
    if (!levy) throw new Error('no levy purpose');
    const payment = (state: SettledPayment['state'], amountCents: number): SettledPayment => ({
      id: rowId('pay'),
      userId: resident.userId,
      estateId: WC,
      unitNo: '12',
      purpose: 'levy',
      subjectId: 'WC-P1',
      amountCents,
      state,
      reference: rowId('ref'),
    });
    const settle = (p: SettledPayment) => writeTransaction(t.ctx.db, (trx) => levy.settled(trx, p, t.ctx));
    const balance = async () => account((await pullAll(t.app, resident)).changes, 'WC-P1')?.balanceCents;
    expect(await balance()).toBe(370000);

    const approved = { ...payment('APPROVED', 100_050), settledAt: Date.UTC(2026, 1, 20, 8) };
    await settle(approved);
    expect(await balance()).toBe(269950);
    const changes = await count('change_log');
    await settle(approved);
    await settle({ ...approved, state: 'DECLINED' });
    await settle(payment('DECLINED', 50_000));
    await settle(payment('NOT_DONE', 50_000));
    expect(await balance()).toBe(269950);
    expect(await count('change_log')).toBe(changes);
    expect(await t.ctx.db.selectFrom('levy_payments').select(['state', 'amount_cents']).where('account_no', '=', 'WC-P1').orderBy('state').execute()).toEqual([
      { state: 'APPROVED', amount_cents: 100050 },
      { state: 'DECLINED', amount_cents: 50000 },
      { state: 'NOT_DONE', amount_cents: 50000 },
    ]);
    // Dated by its settlement: the statements after it show it received.
    expect(
      Number((await t.ctx.db.selectFrom('levy_payments').select('settled_at').where('payment_id', '=', approved.id).executeTakeFirstOrThrow()).settled_at),
    ).toBe(approved.settledAt);
    // A later import keeps the payments in the balance; a statement made after the payment shows it received.
    expect((await importCsv(manager, csv('WC-P1,12,T Mokoena,2099-03,1850.00,2099-04-07,'))).status).toBe(200);
    expect(await balance()).toBe(269950 + 185000);
    const texts = pdfTexts((await statement(resident, `${WC}:WC-P1:2099-03`)).raw);
    expect(texts).toEqual(expect.arrayContaining([formatCents(370_000), formatCents(-100_050), formatCents(454_950)]));
  });

  it('prepares a levy payment for the payer chosen amount at their own unit only', async () => {
    expect((await importCsv(manager, csv('WC-Q12,12,T Mokoena,2026-01,1850.00,2026-02-07,', 'WC-Q14,14,P van Wyk,2026-01,1850.00,2026-02-07,'))).status).toBe(
      200,
    );
    const levy = t.ctx.hooks.payments.get('levy');
    if (!levy) throw new Error('no levy purpose');
    const prepare = (who: Caller, subjectId: string, requestedCents: number | null = 125_000) =>
      writeTransaction(t.ctx.db, (trx) => levy.prepare(trx, who.userId, { estateId: WC, subjectId, requestedCents })).then(
        (payable) => ({ ok: payable }),
        (error: { statusCode: number; message: string }) => ({ refused: [error.statusCode, error.message] }),
      );
    expect(await prepare(resident, 'WC-Q12')).toEqual({ ok: { estateId: WC, unitNo: '12', amountCents: 125_000, description: 'Levy WC-Q12' } });
    expect(await prepare(neighbour, 'WC-Q14', 100)).toEqual({ ok: { estateId: WC, unitNo: '14', amountCents: 100, description: 'Levy WC-Q14' } });
    expect(await prepare(resident, 'WC-Q14')).toEqual({ refused: [403, BILLING_MESSAGES.notYours] });
    expect(await prepare(neighbour, 'WC-Q12')).toEqual({ refused: [403, BILLING_MESSAGES.notYours] });
    expect(await prepare(manager, 'WC-Q12')).toEqual({ refused: [403, BILLING_MESSAGES.notYours] });
    expect(await prepare(resident, 'WC-NONE')).toEqual({ refused: [404, BILLING_MESSAGES.noAccount] });
    expect(await prepare(resident, 'WC-Q12', null)).toEqual({ refused: [400, PAYMENT_MESSAGES.amountInvalid] });
  });
});

describe('the demo levy bills (sqlite)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('sqlite');
  });
  afterAll(async () => {
    await t.close();
  });

  it("gives the demo resident's unit an account with three months of bills, each statement rendered on its first request and kept", async () => {
    const resident = await signInAs(t.app, demoAccount('owner'));
    const { changes } = await pullAll(t.app, resident);
    const months = [-3, -2, -1].map((n) => addMonths(`${estateDate().slice(0, 7)}-01`, n).slice(0, 7));
    const id = `${DEMO_LEVY_ACCOUNT.estateId}:${DEMO_LEVY_ACCOUNT.accountNumber}`;
    // The three bills, less the demo's approved card payments (settled into the levy ledger after the seed).
    const approved = await t.ctx.db
      .selectFrom('levy_payments')
      .select('amount_cents')
      .where('account_no', '=', DEMO_LEVY_ACCOUNT.accountNumber)
      .where('state', '=', 'APPROVED')
      .execute();
    const paid = approved.reduce((sum, row) => sum + Number(row.amount_cents), 0);
    expect(latest<LevyAccount>(changes, 'levyAccounts', id)).toMatchObject({
      unitNo: DEMO_LEVY_ACCOUNT.unitNo,
      sAccountName: DEMO_LEVY_ACCOUNT.accountName,
      balanceCents: 562_000 - paid,
    });
    const bills = rowsOf<Bill>(changes, 'bills');
    expect(bills.map((b) => [b.period, b.TotalDueCents, b.DueDate])).toEqual(
      months.map((period, i) => [period, [185_000, 185_000, 192_000][i], `${addMonths(`${period}-01`, 1).slice(0, 8)}07`]),
    );

    const last = bills[2];
    if (!last) throw new Error('no bill');
    const first = await call(t.app, 'GET', last.statementUrl, resident);
    expect([first.status, first.raw.subarray(0, 5).toString()]).toEqual([200, '%PDF-']);
    expect(pdfTexts(first.raw)).toEqual(expect.arrayContaining(['Willow Creek Estate', formatCents(192_000), formatCents(370_000)]));
    const again = await call(t.app, 'GET', last.statementUrl, resident);
    expect(Buffer.compare(again.raw, first.raw)).toBe(0);
    const neighbour = await signInAs(t.app, demoAccount('resident'));
    expect((await call(t.app, 'GET', last.statementUrl, neighbour)).status).toBe(404);
  });
});
