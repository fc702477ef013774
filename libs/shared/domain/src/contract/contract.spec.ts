import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { otpInputSchema, registerFormSchema, resetPasswordBodySchema } from '../entities/account';
import { addressInputSchema } from '../entities/address';
import { emptyGuestCart, guestCartSchema } from '../entities/cart';
import { widgetInputSchema, safeLinkSchema, backgroundSchema } from '../entities/linkpage';
import { refundRequestSchema } from '../entities/order';
import { contract, contractAreas, type EndpointDef } from './index';

const entries = Object.entries(contract) as [string, EndpointDef][];
const firstMessage = (r: { success: boolean; error?: z.ZodError }) => r.error?.issues[0]?.message;

describe('the contract table', () => {
  it('uses every endpoint name once across areas', () => {
    const names = Object.values(contractAreas).flatMap((area) => Object.keys(area));
    expect(new Set(names).size).toBe(names.length);
    expect(Object.keys(contract)).toHaveLength(names.length);
  });

  it('has one endpoint per method and path', () => {
    const routes = entries.map(([, e]) => `${e.method} ${e.path.replace(/:[A-Za-z0-9_]+/g, ':')}`);
    const twice = routes.filter((r, i) => routes.indexOf(r) !== i);
    expect(twice).toEqual([]);
  });

  it('describes every path parameter in `params`, and nothing else', () => {
    for (const [name, e] of entries) {
      const inPath = [...e.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]).sort();
      const inSchema = e.params ? Object.keys((e.params as z.ZodObject).shape).sort() : [];
      expect({ name, params: inSchema }).toEqual({ name, params: inPath });
    }
  });

  it('sends no body with a GET', () => {
    for (const [name, e] of entries) {
      if (e.method === 'GET') expect({ name, body: e.body }).toEqual({ name, body: undefined });
    }
  });

  it('covers the calls of the three spec documents', () => {
    const routes = new Set(entries.map(([, e]) => `${e.method} ${e.path}`));
    for (const r of [
      'PUT /e-commerce/cart/v1/edit-quantity/:id',
      'POST /e-commerce/cart/v1/merge',
      'POST /profile/security/v1/verification-otp',
      'PUT /e-commerce/refund/v1/refund-request/:invoice',
      'GET /third-party/shipping/v1/express/tracking',
      'POST /o/oauth/v1/verifyPhone',
      'PATCH /profile/notification/v1/status',
      'PUT /data/external/v1/updatebackground/:linkId',
      'GET /everywhere/:params',
      'POST /payment/v1/notification/doku',
      'GET /dev/v1/outbox',
    ]) {
      expect(routes).toContain(r);
    }
  });
});

describe('link-page schemas', () => {
  it('accepts web, mail, phone and WhatsApp links', () => {
    for (const ok of [
      'https://rona.id/promo',
      'http://wa.me/6281234',
      'mailto:cs@rona.id',
      'tel:+62211234',
      'whatsapp://send?phone=62812',
    ]) {
      expect(safeLinkSchema.safeParse(ok).success, ok).toBe(true);
    }
  });

  it('rejects javascript:, data: and disguised schemes', () => {
    for (const bad of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<b>x</b>',
      'https://',
      'ftp://x.id',
      '//evil.test',
    ]) {
      const r = safeLinkSchema.safeParse(bad);
      expect(r.success, bad).toBe(false);
    }
    expect(firstMessage(safeLinkSchema.safeParse('javascript:alert(1)'))).toBe(
      'Tautan harus diawali http://, https://, mailto:, tel: atau whatsapp:',
    );
  });

  const image = { source: 'https://cdn.rona.id/a.jpg', url: '', text: '' };
  const imagesWidget = (objectCategory: string, count: number) => ({
    group: 'images',
    content: {
      objectCategory,
      images: Array.from({ length: count }, () => image),
      styles: { borderRadius: '24px', boxShadow: null, size: 10, aspectRatio: '1/1' },
    },
  });

  it('allows 6 images in a grid and rejects a 7th', () => {
    expect(widgetInputSchema.safeParse(imagesWidget('grid', 6)).success).toBe(true);
    const r = widgetInputSchema.safeParse(imagesWidget('carousel', 7));
    expect(r.success).toBe(false);
    expect(firstMessage(r)).toBe('Maksimal 6 gambar');
  });

  it('allows exactly one image in a single-image widget', () => {
    expect(widgetInputSchema.safeParse(imagesWidget('single', 1)).success).toBe(true);
    expect(firstMessage(widgetInputSchema.safeParse(imagesWidget('single', 2)))).toBe(
      'Gambar tunggal hanya boleh berisi 1 gambar',
    );
  });

  const textWidget = {
    _id: 'w1',
    group: 'text',
    content: {
      titleText: 'Halo',
      styles: {
        fontFamily: 'Poppins',
        fontSize: 22,
        color: '#333333',
        fontWeight: 'bold',
        fontStyle: 'normal',
        textAlign: 'center',
        textDecoration: 'none',
        backgroundColor: 'rgba(255, 255, 255, 0.5)',
        backgroundOpacity: 0.5,
      },
    },
  };

  it('rejects a widget with an unknown field, at any level', () => {
    expect(widgetInputSchema.safeParse(textWidget).success).toBe(true);
    expect(widgetInputSchema.safeParse({ ...textWidget, onclick: 'x' }).success).toBe(false);
    expect(
      widgetInputSchema.safeParse({ ...textWidget, content: { ...textWidget.content, html: '<b>' } }).success,
    ).toBe(false);
    const styles = { ...textWidget.content.styles, position: 'fixed' };
    expect(widgetInputSchema.safeParse({ ...textWidget, content: { ...textWidget.content, styles } }).success).toBe(
      false,
    );
  });

  it('keeps style values within the slider ranges and colours plain', () => {
    const withStyle = (patch: object) => ({
      ...textWidget,
      content: { ...textWidget.content, styles: { ...textWidget.content.styles, ...patch } },
    });
    expect(widgetInputSchema.safeParse(withStyle({ fontSize: 61 })).success).toBe(false);
    expect(widgetInputSchema.safeParse(withStyle({ fontSize: 11 })).success).toBe(false);
    expect(widgetInputSchema.safeParse(withStyle({ backgroundOpacity: 1.5 })).success).toBe(false);
    expect(widgetInputSchema.safeParse(withStyle({ color: 'red;position:fixed' })).success).toBe(false);
    expect(widgetInputSchema.safeParse({ ...textWidget, group: 'video' }).success).toBe(false);
  });

  it('needs an image for an image background', () => {
    expect(backgroundSchema.safeParse({ image: null, color: '#ffffff', active: 'color' }).success).toBe(true);
    expect(firstMessage(backgroundSchema.safeParse({ image: null, color: '#ffffff', active: 'image' }))).toBe(
      'Gambar latar belum diunggah',
    );
  });
});

describe('form rules with the spec messages', () => {
  const address = {
    label: 'Rumah',
    recipientName: 'Sari',
    phone: '081234567890',
    street: 'Jl. Melati 1',
    postalCode: '12345',
    provinceId: '31',
    cityId: '3171',
    districtId: '317101',
  };

  it('normalises the phone and accepts a complete address', () => {
    const r = addressInputSchema.safeParse(address);
    expect(r.success).toBe(true);
    expect(r.data?.phone).toBe('6281234567890');
    expect(r.data?.note).toBe('');
  });

  it('explains what is wrong with an address', () => {
    expect(firstMessage(addressInputSchema.safeParse({ ...address, provinceId: '' }))).toBe('Provinsi belum diisi');
    expect(firstMessage(addressInputSchema.safeParse({ ...address, districtId: undefined }))).toBe(
      'Kecamatan belum diisi atau kota tidak sesuai dengan kecamatan',
    );
    expect(firstMessage(addressInputSchema.safeParse({ ...address, street: 'x'.repeat(201) }))).toBe(
      'Alamat lengkap maksimal 200 karakter',
    );
    expect(firstMessage(addressInputSchema.safeParse({ ...address, note: 'x'.repeat(51) }))).toBe(
      'Catatan maksimal 50 karakter',
    );
    expect(firstMessage(addressInputSchema.safeParse({ ...address, label: 'Kos' }))).toBe(
      'Label alamat harus Kantor atau Rumah',
    );
  });

  it('checks passwords and their confirmation', () => {
    const form = {
      email: 'sari@rona.id',
      fullName: 'Sari',
      phone: '6281234567890',
      password: 'rahasia',
      rePassword: 'rahasia',
    };
    expect(firstMessage(registerFormSchema.safeParse(form))).toBe('Kata Sandi harus minimal 8 karakter');
    expect(firstMessage(registerFormSchema.safeParse({ ...form, password: 'rahasia123', rePassword: 'x' }))).toBe(
      'Konfirmasi password tidak sama',
    );
    expect(firstMessage(resetPasswordBodySchema.safeParse({ password: 'rahasia123', rePassword: 'rahasia124' }))).toBe(
      'Konfirmasi password tidak sama',
    );
  });

  it('reads the OTP as typed and sends a number', () => {
    expect(firstMessage(otpInputSchema.safeParse(''))).toBe('Kode OTP Belum Diisi');
    expect(firstMessage(otpInputSchema.safeParse('12345'))).toBe('Kode OTP harus 6 angka');
    expect(otpInputSchema.parse('123456')).toBe(123456);
    expect(firstMessage(contract.profileVerifyOtp.body.safeParse({}))).toBe('Kode OTP Belum Diisi');
  });

  it('needs a refund reason', () => {
    expect(firstMessage(refundRequestSchema.safeParse({ refundRequest: '  ' }))).toBe(
      'Alasan Pengembalian Tidak Boleh Kosong',
    );
  });

  it('reads order statuses from a comma list', () => {
    const q = contract.orderSearch.query.parse({ status: 'PROCESS,SHIPPED' });
    expect(q).toMatchObject({ status: ['PROCESS', 'SHIPPED'], limit: 3, page: 1 });
    expect(contract.orderSearch.query.safeParse({ status: 'LOST' }).success).toBe(false);
  });

  it('accepts an empty guest cart and rejects vouchers in it', () => {
    expect(guestCartSchema.safeParse(emptyGuestCart()).success).toBe(true);
    expect(guestCartSchema.safeParse({ ...emptyGuestCart(), vouchers: [{}] }).success).toBe(false);
  });

  it('takes a DOKU notification with fields the shop does not read', () => {
    const notification = {
      order: { invoice_number: '20240101-0001', amount: 150000 },
      transaction: { status: 'SUCCESS', date: '2024-01-01T10:00:00Z', original_request_id: 'r1' },
      virtual_account_payment: { reference_number: '123' },
      channel: { id: 'VIRTUAL_ACCOUNT_BCA' },
    };
    expect(contract.paymentNotificationDoku.body.safeParse(notification).success).toBe(true);
  });
});
