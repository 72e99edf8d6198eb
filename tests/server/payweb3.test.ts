import crypto from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SANDBOX_3DS_CARD, SANDBOX_CARDS, sandboxCardBrand, sandboxCardProblem, sandboxResult } from '../../src/domain/sandbox-cards';
import { luhnValid } from '../../src/domain/sa-id';
import { loadConfig } from '../../server/config';
import { payWeb3Gateway, type PayWeb3Transport } from '../../server/modules/payments/payment-gateway';
import {
  checksumMatches,
  encodeForm,
  field,
  initiateAnswerChecksum,
  parseForm,
  payweb3Checksum,
  postedChecksum,
  queryChecksum,
  returnChecksum,
  signInitiate,
  signPosted,
  transactionDate,
  verifyPosted,
  type FormPairs,
} from '../../server/modules/payments/payweb3';

// Pure: PayWeb3's checksums (security-and-payments reference §3.3-3.5) and the sandbox's cards.

const md5 = (text: string) => crypto.createHash('md5').update(text).digest('hex');

describe('PayWeb3 checksums', () => {
  it('the initiate request reproduces the published golden vector', () => {
    const signed = signInitiate(
      {
        PAYGATE_ID: '10011072130',
        REFERENCE: 'testtest',
        AMOUNT: '10000',
        CURRENCY: 'ZAR',
        RETURN_URL: 'http://localhost:62650/api/payment/process',
        TRANSACTION_DATE: '2021-06-29 15:43:35',
        LOCALE: 'en-za',
        COUNTRY: 'ZAF',
        EMAIL: 'test@test.co.za',
      },
      'secret',
    );
    expect(field(signed, 'CHECKSUM')).toBe('afdef69bf2a4ec3631df4c9cb6169a81');
    expect(signed.map(([name]) => name)).toEqual([
      'PAYGATE_ID',
      'REFERENCE',
      'AMOUNT',
      'CURRENCY',
      'RETURN_URL',
      'TRANSACTION_DATE',
      'LOCALE',
      'COUNTRY',
      'EMAIL',
      'CHECKSUM',
    ]);
  });

  it('the initiate request puts the optional fields in their place and drops empty ones', () => {
    const base = {
      PAYGATE_ID: '1',
      REFERENCE: 'R',
      AMOUNT: '100',
      CURRENCY: 'ZAR',
      RETURN_URL: 'u',
      TRANSACTION_DATE: 'd',
      LOCALE: 'en-za',
      COUNTRY: 'ZAF',
      EMAIL: 'e',
    };
    // Given out of order (NOTIFY_URL before PAY_METHOD): signed in the reference's order.
    const signed = signInitiate({ ...base, NOTIFY_URL: 'n', USER1: '', PAY_METHOD: 'CC' }, 'k');
    expect(signed.map(([name]) => name)).toEqual([
      'PAYGATE_ID',
      'REFERENCE',
      'AMOUNT',
      'CURRENCY',
      'RETURN_URL',
      'TRANSACTION_DATE',
      'LOCALE',
      'COUNTRY',
      'EMAIL',
      'PAY_METHOD',
      'NOTIFY_URL',
      'CHECKSUM',
    ]);
    expect(field(signed, 'CHECKSUM')).toBe(md5(['1', 'R', '100', 'ZAR', 'u', 'd', 'en-za', 'ZAF', 'e', 'CC', 'n'].join('') + 'k'));
  });

  it('the initiate answer, return and query checksums follow their field orders', () => {
    expect(initiateAnswerChecksum({ PAYGATE_ID: '10011072130', PAY_REQUEST_ID: 'ABC', REFERENCE: 'REF1' }, 'secret')).toBe(md5('10011072130ABCREF1secret'));
    expect(queryChecksum({ PAYGATE_ID: '10011072130', PAY_REQUEST_ID: 'ABC', REFERENCE: 'REF1' }, 'secret')).toBe(md5('10011072130ABCREF1secret'));
    // Return: PAYGATE_ID + PAY_REQUEST_ID + TRANSACTION_STATUS + REFERENCE + key.
    expect(returnChecksum({ PAYGATE_ID: '10011072130', PAY_REQUEST_ID: 'ABC', TRANSACTION_STATUS: '1', REFERENCE: 'REF1' }, 'secret')).toBe(
      md5('10011072130ABC1REF1secret'),
    );
    expect(payweb3Checksum(['a', 'b'], 'k')).toBe(md5('abk'));
  });

  it('a notify is signed over its posted values in posted order, AUTH_CODE=null counting as empty', () => {
    const pairs: FormPairs = [
      ['PAYGATE_ID', '10011072130'],
      ['PAY_REQUEST_ID', 'ABC'],
      ['REFERENCE', 'REF1'],
      ['TRANSACTION_STATUS', '1'],
      ['RESULT_CODE', '990017'],
      ['AUTH_CODE', 'null'],
      ['CURRENCY', 'ZAR'],
      ['AMOUNT', '10000'],
    ];
    expect(postedChecksum(pairs, 'secret')).toBe(md5('10011072130ABCREF11990017ZAR10000secret'));
    const signed = signPosted(pairs, 'secret');
    expect(verifyPosted(signed, 'secret')).toBe(true);
    expect(verifyPosted(signed, 'other')).toBe(false);
    // Posted order matters: the same values reordered do not verify.
    expect(verifyPosted([signed[1], signed[0], ...signed.slice(2)] as FormPairs, 'secret')).toBe(false);
    // Any changed value breaks it.
    expect(verifyPosted(signed.map(([n, v]) => (n === 'AMOUNT' ? [n, '20000'] : [n, v])) as FormPairs, 'secret')).toBe(false);
    expect(verifyPosted(pairs, 'secret')).toBe(false); // no CHECKSUM at all
  });

  it('url-encoded bodies keep their order both ways', () => {
    const pairs: FormPairs = [
      ['RETURN_URL', 'http://x/y?a=1&b=2'],
      ['EMAIL', 'a+b@c.co.za'],
      ['AMOUNT', '1'],
    ];
    expect(parseForm(encodeForm(pairs))).toEqual(pairs);
  });

  it('TRANSACTION_DATE is the estate time with seconds', () => {
    expect(transactionDate(Date.UTC(2021, 5, 29, 13, 43, 35))).toBe('2021-06-29 15:43:35');
  });
});

describe('constant-time checksum comparison', () => {
  afterEach(() => vi.restoreAllMocks());

  it('compares equal-length checksums with crypto.timingSafeEqual and refuses other lengths at once', () => {
    const spy = vi.spyOn(crypto, 'timingSafeEqual');
    const good = md5('x');
    const lastFlipped = `${good.slice(0, 31)}${good.endsWith('0') ? '1' : '0'}`;
    expect(checksumMatches(good, good)).toBe(true);
    expect(checksumMatches(good, lastFlipped)).toBe(false);
    expect(spy).toHaveBeenCalledTimes(2);
    for (const [a, b] of spy.mock.calls) expect((a as Buffer).length).toBe((b as Buffer).length);
    expect(checksumMatches(good, good.slice(0, 31))).toBe(false);
    expect(checksumMatches(good, '')).toBe(false);
    expect(spy).toHaveBeenCalledTimes(2);
  });
});

describe('the PayWeb3 adapter over a transport', () => {
  /** A transport that answers as PayGate would, recording what was posted. */
  const fakeGateway = (answers: Record<string, (posted: FormPairs) => string>) => {
    const posts: Array<{ endpoint: string; posted: FormPairs }> = [];
    const transport: PayWeb3Transport = {
      browserBase: 'https://secure.paygate.co.za/payweb3',
      async post(endpoint, body) {
        const posted = parseForm(body);
        posts.push({ endpoint, posted });
        const answer = answers[endpoint];
        if (!answer) throw new Error('unreachable');
        return answer(posted);
      },
    };
    return { gateway: payWeb3Gateway({ paygateId: '10011072130', key: 'secret' }, transport), posts };
  };
  const order = {
    reference: 'LEVY-1',
    amountCents: 12_345,
    email: 'payer@example.com',
    returnUrl: 'https://app.example/sdk/payments/return',
    notifyUrl: 'https://app.example/sdk/payments/notify',
    at: Date.UTC(2026, 0, 5, 8, 0, 0),
  };

  it('initiates with the signed field set and checks the answer; redirects to process.trans', async () => {
    const { gateway, posts } = fakeGateway({
      'initiate.trans': (posted) => encodeForm(signAnswer({ PAYGATE_ID: '10011072130', PAY_REQUEST_ID: 'PR-1', REFERENCE: field(posted, 'REFERENCE') })),
    });
    const answer = await gateway.initiate(order);
    expect(answer).toMatchObject({
      ok: true,
      payRequestId: 'PR-1',
      redirect: {
        RedirectURL: 'https://secure.paygate.co.za/payweb3/process.trans',
        fields: { PAY_REQUEST_ID: 'PR-1', CHECKSUM: md5('10011072130PR-1LEVY-1secret') },
      },
    });
    const posted = posts[0]?.posted ?? [];
    expect(posted.map(([n]) => n)).toEqual([
      'PAYGATE_ID',
      'REFERENCE',
      'AMOUNT',
      'CURRENCY',
      'RETURN_URL',
      'TRANSACTION_DATE',
      'LOCALE',
      'COUNTRY',
      'EMAIL',
      'NOTIFY_URL',
      'CHECKSUM',
    ]);
    expect(field(posted, 'AMOUNT')).toBe('12345');
    expect(field(posted, 'TRANSACTION_DATE')).toBe('2026-01-05 10:00:00');
    expect(field(posted, 'CHECKSUM')).toBe(
      md5(
        `${posted
          .slice(0, -1)
          .map(([, v]) => v)
          .join('')}secret`,
      ),
    );
  });

  it('refuses an initiate answer with ERROR, a wrong checksum, or no answer at all', async () => {
    expect(await fakeGateway({ 'initiate.trans': () => 'ERROR=DATA_CHK' }).gateway.initiate(order)).toMatchObject({ ok: false, error: 'DATA_CHK' });
    const forged = fakeGateway({
      'initiate.trans': () =>
        encodeForm([
          ['PAYGATE_ID', '10011072130'],
          ['PAY_REQUEST_ID', 'PR-1'],
          ['REFERENCE', 'LEVY-1'],
          ['CHECKSUM', md5('nope')],
        ]),
    });
    expect(await forged.gateway.initiate(order)).toMatchObject({ ok: false, error: 'ANSWER_CHECKSUM' });
    expect(await fakeGateway({}).gateway.initiate(order)).toMatchObject({ ok: false, error: 'UNREACHABLE' });
  });

  it('verifies a return with our PAYGATE_ID and REFERENCE, and a notify by its own checksum', () => {
    const { gateway } = fakeGateway({});
    const record = { paygateId: '10011072130', reference: 'LEVY-1' };
    const checksum = md5('10011072130PR-11LEVY-1secret');
    expect(
      gateway.verifyReturn(
        [
          ['PAY_REQUEST_ID', 'PR-1'],
          ['TRANSACTION_STATUS', '1'],
          ['CHECKSUM', checksum],
        ],
        record,
      ),
    ).toBe(true);
    expect(
      gateway.verifyReturn(
        [
          ['PAY_REQUEST_ID', 'PR-1'],
          ['TRANSACTION_STATUS', '2'],
          ['CHECKSUM', checksum],
        ],
        record,
      ),
    ).toBe(false);
    expect(
      gateway.verifyReturn(
        [
          ['PAY_REQUEST_ID', 'PR-1'],
          ['TRANSACTION_STATUS', '1'],
          ['CHECKSUM', checksum],
        ],
        { ...record, reference: 'LEVY-2' },
      ),
    ).toBe(false);
    const notify = signPosted(
      [
        ['PAYGATE_ID', '10011072130'],
        ['PAY_REQUEST_ID', 'PR-1'],
        ['TRANSACTION_STATUS', '1'],
      ],
      'secret',
    );
    expect(gateway.verifyNotify(notify)).toBe(true);
    expect(
      gateway.verifyNotify(
        signPosted(
          [
            ['PAYGATE_ID', '999'],
            ['PAY_REQUEST_ID', 'PR-1'],
          ],
          'secret',
        ),
      ),
    ).toBe(false);
  });

  it('queries with the signed ids and reads only a signed answer', async () => {
    const result = signPosted(
      [
        ['PAYGATE_ID', '10011072130'],
        ['PAY_REQUEST_ID', 'PR-1'],
        ['REFERENCE', 'LEVY-1'],
        ['TRANSACTION_STATUS', '1'],
        ['AMOUNT', '12345'],
        ['CURRENCY', 'ZAR'],
        ['TRANSACTION_ID', '77'],
      ],
      'secret',
    );
    const { gateway, posts } = fakeGateway({ 'query.trans': () => encodeForm(result) });
    expect(await gateway.query({ payRequestId: 'PR-1', reference: 'LEVY-1' })).toMatchObject({
      ok: true,
      transaction: { TRANSACTION_STATUS: '1', AMOUNT: '12345', TRANSACTION_ID: '77', REFERENCE: 'LEVY-1' },
    });
    expect(posts[0]?.posted).toEqual([
      ['PAYGATE_ID', '10011072130'],
      ['PAY_REQUEST_ID', 'PR-1'],
      ['REFERENCE', 'LEVY-1'],
      ['CHECKSUM', md5('10011072130PR-1LEVY-1secret')],
    ]);
    const tampered = result.map(([n, v]) => (n === 'AMOUNT' ? [n, '1'] : [n, v])) as FormPairs;
    expect(await fakeGateway({ 'query.trans': () => encodeForm(tampered) }).gateway.query({ payRequestId: 'PR-1', reference: 'LEVY-1' })).toMatchObject({
      ok: false,
      error: 'ANSWER_CHECKSUM',
    });
  });
});

function signAnswer(answer: { PAYGATE_ID: string; PAY_REQUEST_ID: string; REFERENCE: string }): FormPairs {
  return [...Object.entries(answer), ['CHECKSUM', initiateAnswerChecksum(answer, 'secret')]];
}

describe('the sandbox test cards', () => {
  it('are Luhn-valid 16-digit numbers whose brand follows the prefix', () => {
    for (const card of SANDBOX_CARDS) {
      expect(card.number).toMatch(/^\d{16}$/);
      expect(luhnValid(card.number)).toBe(true);
      expect(sandboxCardBrand(card.number)).toBe(card.brand);
    }
  });

  it('map to the reference outcomes; 3-D Secure asks first; any other valid card approves', () => {
    expect(sandboxResult('5200000000000015')).toMatchObject({ TRANSACTION_STATUS: 1 });
    expect(sandboxResult('4000000000000028')).toMatchObject({ TRANSACTION_STATUS: 2, RESULT_DESC: 'Insufficient Funds', RESULT_CODE: '900003' });
    expect(sandboxResult('4000000000000036')).toMatchObject({ TRANSACTION_STATUS: 2, RESULT_CODE: '900007' });
    expect(sandboxResult('5200000000000064')).toMatchObject({ TRANSACTION_STATUS: 0 });
    expect(sandboxResult(SANDBOX_3DS_CARD)).toBe('3ds');
    expect(sandboxResult(SANDBOX_3DS_CARD, 'pass')).toMatchObject({ TRANSACTION_STATUS: 1 });
    expect(sandboxResult(SANDBOX_3DS_CARD, 'fail')).toMatchObject({ TRANSACTION_STATUS: 2, RESULT_CODE: '900207' });
    expect(sandboxResult('4111111111111111')).toMatchObject({ TRANSACTION_STATUS: 1 });
  });

  it('the card rules: 16 digits with Luhn, MM/YY not before this month, 3-digit CVC', () => {
    const ok = { cardNumber: '4000000000000002', expiry: '03/26', cvc: '123' };
    expect(sandboxCardProblem(ok, '2026-03-31')).toBeNull();
    expect(sandboxCardProblem(ok, '2026-04-01')).toBe('expiry');
    expect(sandboxCardProblem({ ...ok, expiry: '0326' }, '2026-03-01')).toBe('expiry');
    expect(sandboxCardProblem({ ...ok, expiry: '00/27' }, '2026-03-01')).toBe('expiry');
    expect(sandboxCardProblem({ ...ok, cardNumber: '4000000000000003' }, '2026-03-01')).toBe('cardNumber');
    expect(sandboxCardProblem({ ...ok, cardNumber: '40000000000000020' }, '2026-03-01')).toBe('cardNumber');
    expect(sandboxCardProblem({ ...ok, cvc: '1234' }, '2026-03-01')).toBe('cvc');
  });
});

describe('the payment gateway configuration', () => {
  it('uses the sandbox with PayGate test credentials unless both PAYGATE_ID and PAYGATE_KEY are set', () => {
    expect(loadConfig({}).paygate).toEqual({ mode: 'sandbox', paygateId: '10011072130', key: 'secret', sandboxFaults: [] });
    expect(loadConfig({ PAYGATE_ID: '1234567890', PAYGATE_KEY: 'k3y' }).paygate).toEqual({
      mode: 'live',
      paygateId: '1234567890',
      key: 'k3y',
      sandboxFaults: [],
    });
    expect(() => loadConfig({ PAYGATE_ID: '1234567890' })).toThrow('PAYGATE_ID and PAYGATE_KEY must be set together');
    expect(() => loadConfig({ PAYGATE_ID: 'abc', PAYGATE_KEY: 'k' })).toThrow('PAYGATE_ID must be the digits of a PayGate ID');
    expect(loadConfig({ PAYGATE_SANDBOX_FAULTS: 'no-notify, duplicate-notify' }).paygate.sandboxFaults).toEqual(['no-notify', 'duplicate-notify']);
    expect(() => loadConfig({ PAYGATE_SANDBOX_FAULTS: 'no-notify,lost' })).toThrow('PAYGATE_SANDBOX_FAULTS must be a comma-separated list');
  });
});
