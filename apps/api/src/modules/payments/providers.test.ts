import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { dokuDateToIso, dokuProvider } from './doku-provider';
import { PAYMENT_CHANNELS } from './methods';
import { sandboxProvider, STORE_CODE_LENGTH, VA_LENGTH } from './sandbox-provider';
import { verifySignature } from './signature';
import { PaymentProviderError, type CreatePaymentRequest } from './types';
import { paymentMethods } from '../../db/seed/content/payments';

const expiresAt = new Date('2030-01-02T03:04:05.000Z');
const request = (methodCode: string): CreatePaymentRequest => ({
  invoice: 'INV-20300101-0001',
  amount: 150_000,
  methodCode,
  customer: { name: 'Ayu Lestari', email: 'ayu@rona.id', phone: '6281234567890' },
  expiresAt,
  callbackUrl: 'https://rona.id/payment/credit-card/INV-20300101-0001',
});

describe('payment channels', () => {
  it('cover every seeded payment method, each with instructions', async () => {
    const sandbox = sandboxProvider({ publicBaseUrl: '/api' });
    expect(PAYMENT_CHANNELS.map((c) => c.code).sort()).toEqual(paymentMethods.map((m) => m.code).sort());
    for (const method of paymentMethods) {
      const { detail } = await sandbox.createPayment(request(method.code), 'p1');
      expect(detail.payment_instruction.length).toBeGreaterThan(0);
      for (const i of detail.payment_instruction) expect(i.step.length).toBeGreaterThan(1);
    }
  });
});

describe('sandbox provider', () => {
  const sandbox = sandboxProvider({ publicBaseUrl: '/api' });
  const prefixes: Record<string, string> = {
    BCA: '39358',
    MANDIRI: '89022',
    BNI: '8808',
    BRI: '12951',
    PERMATA: '8856',
    CIMB: '5919',
  };

  it.each(Object.entries(prefixes))(
    'issues a %s virtual account: bank prefix + digits, 16 long, with the expiry',
    async (bank, prefix) => {
      const { detail } = await sandbox.createPayment(request(`VIRTUAL_ACCOUNT_${bank}`), 'p1');
      const va = detail.virtual_account_info!;
      expect(va.virtual_account_number).toMatch(new RegExp(`^${prefix}\\d{${VA_LENGTH - prefix.length}}$`));
      expect(va.expired_date).toBe(expiresAt.toISOString());
      expect(detail.online_to_offline_info).toBeNull();
      expect(detail.order.invoice_number).toBe('INV-20300101-0001');
      expect(detail.payment_instruction[0]!.step.join(' ')).toContain(va.virtual_account_number);
      expect(detail.sandbox_payment_page).toEqual({ url: '/api/payment-sandbox/p1' });
    },
  );

  it('issues different numbers for different payments', async () => {
    const a = await sandbox.createPayment(request('VIRTUAL_ACCOUNT_BNI'), 'p1');
    const b = await sandbox.createPayment(request('VIRTUAL_ACCOUNT_BNI'), 'p2');
    expect(a.detail.virtual_account_info!.virtual_account_number).not.toBe(
      b.detail.virtual_account_info!.virtual_account_number,
    );
  });

  it('issues pay-at-store codes for Alfamart and Indomaret', async () => {
    const alfa = (await sandbox.createPayment(request('ONLINE_TO_OFFLINE_ALFA'), 'p1')).detail;
    const indo = (await sandbox.createPayment(request('ONLINE_TO_OFFLINE_INDOMARET'), 'p1')).detail;
    expect(alfa.online_to_offline_info!.payment_code).toMatch(new RegExp(`^8887\\d{${STORE_CODE_LENGTH - 4}}$`));
    expect(indo.online_to_offline_info!.payment_code).toMatch(new RegExp(`^4401\\d{${STORE_CODE_LENGTH - 4}}$`));
    expect(alfa.online_to_offline_info!.expired_date).toBe(expiresAt.toISOString());
    expect(alfa.payment_instruction[0]).toMatchObject({ channel: 'Alfamart' });
    expect(alfa.payment_instruction[0]!.step.join(' ')).toContain(alfa.online_to_offline_info!.payment_code);
    expect(alfa.sandbox_payment_page).toEqual({ url: '/api/payment-sandbox/p1' });
  });

  it('points the card page and the ShopeePay redirect at its own sandbox page', async () => {
    const card = (await sandbox.createPayment(request('CREDIT_CARD'), 'abc')).detail;
    const shopee = (await sandbox.createPayment(request('EMONEY_SHOPEE_PAY'), 'abc')).detail;
    expect(card.credit_card_payment_page).toEqual({ url: '/api/payment-sandbox/abc' });
    expect(shopee.shopeepay_payment).toEqual({ status: 'PENDING', redirect_url_http: '/api/payment-sandbox/abc' });
    expect(card.virtual_account_info).toBeNull();
    // The card and ShopeePay pages already are the sandbox's: no separate tester link.
    expect(card.sandbox_payment_page).toBeUndefined();
  });

  it('refuses an unknown method', async () => {
    await expect(sandbox.createPayment(request('CASH'), 'p1')).rejects.toBeInstanceOf(PaymentProviderError);
  });
});

type Sent = { url: string; init: RequestInit };
function fakeFetch(answer: unknown, status = 200) {
  const sent: Sent[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    sent.push({ url, init });
    return new Response(JSON.stringify(answer), { status, headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof globalThis.fetch;
  return { fetch, sent };
}

describe('DOKU provider', () => {
  const now = () => new Date('2030-01-01T03:04:05.000Z');
  const base = { clientId: 'MCH-0001', secretKey: 'SK-secret-123', baseUrl: 'https://api-sandbox.doku.com', now };

  it('posts a signed VA request to the bank path and reads the number and expiry', async () => {
    const { fetch, sent } = fakeFetch({
      order: { invoice_number: 'INV-20300101-0001' },
      virtual_account_info: {
        virtual_account_number: '1900600000000046',
        expired_date: '20300102100405',
        how_to_pay_page: 'x',
      },
    });
    const doku = dokuProvider({ ...base, fetch });
    const result = await doku.createPayment(request('VIRTUAL_ACCOUNT_BCA'), 'p1');
    expect(sent).toHaveLength(1);
    const { url, init } = sent[0]!;
    expect(url).toBe('https://api-sandbox.doku.com/bca-virtual-account/v2/payment-code');
    expect(init.method).toBe('POST');
    const headers = init.headers as Record<string, string>;
    expect(headers).toMatchObject({
      'Client-Id': 'MCH-0001',
      'Request-Timestamp': '2030-01-01T03:04:05Z',
      'Content-Type': 'application/json',
    });
    expect(headers['Request-Id']).toBe(result.requestId);
    const body = init.body as string;
    expect(JSON.parse(body)).toEqual({
      order: { invoice_number: 'INV-20300101-0001', amount: 150000 },
      virtual_account_info: { billing_type: 'FIX_BILL', expired_time: 1440, reusable_status: false, info1: 'Rona' },
      customer: { name: 'Ayu Lestari', email: 'ayu@rona.id' },
    });
    const parts = {
      clientId: 'MCH-0001',
      requestId: headers['Request-Id']!,
      requestTimestamp: headers['Request-Timestamp']!,
      requestTarget: '/bca-virtual-account/v2/payment-code',
      body,
    };
    expect(verifySignature(headers.Signature, parts, 'SK-secret-123')).toBe(true);
    expect(verifySignature(headers.Signature, parts, 'wrong-secret')).toBe(false);
    // yyyyMMddHHmmss in Jakarta time → ISO UTC.
    expect(result.detail.virtual_account_info).toEqual({
      virtual_account_number: '1900600000000046',
      expired_date: '2030-01-02T03:04:05.000Z',
    });
    expect(result.detail.payment_instruction[0]!.channel).toBe('ATM BCA');
  });

  it('builds the pay-at-store, card and ShopeePay requests on their own paths', async () => {
    const cases = [
      {
        code: 'ONLINE_TO_OFFLINE_ALFA',
        path: '/alfa-online-to-offline/v2/payment-code',
        answer: { online_to_offline_info: { payment_code: '8887000011112222', expired_date: '20300102100405' } },
      },
      {
        code: 'ONLINE_TO_OFFLINE_INDOMARET',
        path: '/indomaret-online-to-offline/v2/payment-code',
        answer: { online_to_offline_info: { payment_code: 'RONA1234', expired_date: '20300102100405' } },
      },
      {
        code: 'CREDIT_CARD',
        path: '/credit-card/v1/payment-page',
        answer: { credit_card_payment_page: { url: 'https://jokul.doku.com/pp/1' } },
      },
      {
        code: 'EMONEY_SHOPEE_PAY',
        path: '/shopeepay-emoney/v2/order',
        answer: {
          shopeepay_payment: { redirect_url_http: 'https://shopee.example/pay', redirect_url_app: 'shopeeid://x' },
        },
      },
    ];
    for (const c of cases) {
      const { fetch, sent } = fakeFetch(c.answer);
      const { detail } = await dokuProvider({ ...base, fetch }).createPayment(request(c.code), 'p1');
      expect(sent[0]!.url).toBe(`https://api-sandbox.doku.com${c.path}`);
      const body = JSON.parse(sent[0]!.init.body as string);
      expect(body.order).toMatchObject({ invoice_number: 'INV-20300101-0001', amount: 150000 });
      if (c.code === 'CREDIT_CARD') {
        expect(body.order.callback_url).toBe('https://rona.id/payment/credit-card/INV-20300101-0001');
        expect(body.customer).toMatchObject({ name: 'Ayu Lestari', email: 'ayu@rona.id', phone: '6281234567890' });
        expect(detail.credit_card_payment_page).toEqual({ url: 'https://jokul.doku.com/pp/1' });
      }
      if (c.code === 'EMONEY_SHOPEE_PAY')
        expect(detail.shopeepay_payment).toEqual({
          status: 'PENDING',
          redirect_url_http: 'https://shopee.example/pay',
        });
      if (c.code.startsWith('ONLINE_TO_OFFLINE')) {
        expect(body.online_to_offline_info).toMatchObject({ expired_time: 1440, reusable_status: false });
        expect(detail.online_to_offline_info!.expired_date).toBe('2030-01-02T03:04:05.000Z');
      }
    }
  });

  it('turns a refusal, a broken answer or a network error into PaymentProviderError', async () => {
    const refused = fakeFetch({ error: { message: 'Invalid signature' } }, 400);
    await expect(
      dokuProvider({ ...base, fetch: refused.fetch }).createPayment(request('VIRTUAL_ACCOUNT_BNI'), 'p1'),
    ).rejects.toThrow(/DOKU answered 400/);
    const empty = fakeFetch({ virtual_account_info: {} });
    await expect(
      dokuProvider({ ...base, fetch: empty.fetch }).createPayment(request('VIRTUAL_ACCOUNT_BNI'), 'p1'),
    ).rejects.toBeInstanceOf(PaymentProviderError);
    const down = (async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch;
    await expect(
      dokuProvider({ ...base, fetch: down }).createPayment(request('CREDIT_CARD'), 'p1'),
    ).rejects.toBeInstanceOf(PaymentProviderError);
  });

  it('reads DOKU expiry dates', () => {
    const fallback = new Date('2030-01-01T00:00:00Z');
    expect(dokuDateToIso('20300102100405', fallback)).toBe('2030-01-02T03:04:05.000Z');
    expect(dokuDateToIso('2030-01-02T03:04:05Z', fallback)).toBe('2030-01-02T03:04:05.000Z');
    expect(dokuDateToIso(undefined, fallback)).toBe(fallback.toISOString());
  });
});

describe('payment configuration', () => {
  it('defaults to the sandbox with development signing keys', () => {
    expect(loadConfig({}).payment).toEqual({
      provider: 'sandbox',
      dokuClientId: 'SANDBOX-RONA',
      dokuSecretKey: 'rona-sandbox-payment-secret',
      dokuBaseUrl: 'https://api-sandbox.doku.com',
      notificationWindowMs: 300_000,
    });
    expect(loadConfig({ PAYMENT_NOTIFICATION_WINDOW_S: '120' }).payment.notificationWindowMs).toBe(120_000);
    expect(() => loadConfig({ PAYMENT_NOTIFICATION_WINDOW_S: '0' })).toThrow(/PAYMENT_NOTIFICATION_WINDOW_S/);
  });

  it('needs the DOKU credentials for the DOKU provider', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'doku' })).toThrow(
      /DOKU_CLIENT_ID: is required[\s\S]*DOKU_SECRET_KEY: is required/,
    );
    expect(
      loadConfig({
        PAYMENT_PROVIDER: 'doku',
        DOKU_CLIENT_ID: 'MCH-1',
        DOKU_SECRET_KEY: 'SK-12345678',
        DOKU_BASE_URL: 'https://api.doku.com/',
      }).payment,
    ).toEqual({
      provider: 'doku',
      dokuClientId: 'MCH-1',
      dokuSecretKey: 'SK-12345678',
      dokuBaseUrl: 'https://api.doku.com',
      notificationWindowMs: 300_000,
    });
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'midtrans' })).toThrow(/PAYMENT_PROVIDER/);
  });
});
