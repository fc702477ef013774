import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { notifications, subscribers } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { demoMember, newMember, publicCall } from '../../testing/members';
import { addNotification } from './notifications';
import { unsubscribePath } from './subscription';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('notifications', () => {
  it("lists the demo member's inbox newest first, by type, 5 per page, with the unread count", async () => {
    const demo = await demoMember(t.app);
    const all = await demo.call('GET', '/profile/notification/v1/list-notification');
    expect(all.statusCode).toBe(200);
    expect(all.body.result.unread).toBe(3);
    expect(all.body.result.page).toEqual({ currentPage: 1, totalPage: 1, totalData: 5, limit: 5 });
    const times = all.body.result.datas.map((n: { createdAt: string }) => n.createdAt);
    expect([...times].sort().reverse()).toEqual(times);

    const tx = await demo.call('GET', '/profile/notification/v1/list-notification?type=TRANSACTION&limit=2&page=2');
    expect(tx.body.result.page).toEqual({ currentPage: 2, totalPage: 2, totalData: 3, limit: 2 });
    expect(tx.body.result.datas.every((n: { type: string }) => n.type === 'TRANSACTION')).toBe(true);
    expect(tx.body.result.unread).toBe(3);
    const promo = await demo.call('GET', '/profile/notification/v1/list-notification?type=PROMOTION');
    expect(promo.body.result.datas[0]).toMatchObject({
      type: 'PROMOTION',
      title: 'Promo akhir bulan',
      read: false,
      link: '/promo',
    });

    const bad = await demo.call('GET', '/profile/notification/v1/list-notification?type=OTHER');
    expect(bad.statusCode).toBe(400);
    expect(bad.body.errors?.[0]?.message).toBe('Jenis notifikasi tidak dikenal');
  });

  it('marks one read, one-way, and the unread count goes down', async () => {
    const m = await newMember(t.app);
    const first = await addNotification(t.app.db, {
      userId: m.userId,
      type: 'TRANSACTION',
      title: 'A',
      description: 'a',
      link: '/user/order',
    });
    await addNotification(t.app.db, { userId: m.userId, type: 'PROMOTION', title: 'B', description: 'b' });
    expect((await m.call('GET', '/profile/notification/v1/list-notification')).body.result.unread).toBe(2);
    const res = await m.call('PATCH', '/profile/notification/v1/status', { id: first });
    expect(res.statusCode).toBe(200);
    expect(res.body.result).toEqual({ id: first, read: true, unread: 1 });
    const again = await m.call('PATCH', '/profile/notification/v1/status', { id: first });
    expect(again.body.result.unread).toBe(1);
    expect((await m.call('GET', '/profile/info/v1/detail')).body.result.count.notification).toBe(1);
  });

  it("cannot read another member's notification, a missing or malformed id, nor without a session", async () => {
    const demo = await demoMember(t.app);
    const m = await newMember(t.app);
    const [demoUnread] = await t.app.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, demo.userId))
      .limit(1);
    for (const id of [demoUnread!.id, '00000000-0000-4000-8000-000000000000', 'bukan-id']) {
      const res = await m.call('PATCH', '/profile/notification/v1/status', { id });
      expect(res.statusCode).toBe(404);
      expect(res.body.message).toBe('Notifikasi tidak ditemukan');
    }
    const [still] = await t.app.db.select().from(notifications).where(eq(notifications.id, demoUnread!.id));
    expect(still!.read).toBe(demoUnread!.read);
    expect((await m.call('PATCH', '/profile/notification/v1/status', {})).statusCode).toBe(400);
    expect((await publicCall(t.app, 'GET', '/profile/notification/v1/list-notification')).statusCode).toBe(401);
    expect((await m.call('GET', '/profile/notification/v1/list-notification')).body.result).toEqual({
      datas: [],
      page: { currentPage: 1, totalPage: 0, totalData: 0, limit: 5 },
      unread: 0,
    });
  });
});

describe('subscription page', () => {
  it('shows a found subscriber with the member name and stores the choices (and the member settings)', async () => {
    const m = await newMember(t.app, { email: 'pelanggan@contoh.id', fullName: 'Ayu Pelanggan' });
    const [s] = await t.app.db.insert(subscribers).values({ email: 'pelanggan@contoh.id' }).returning();
    const [, , id, token] = unsubscribePath(t.config.mailLinkSecret, s!).split('/');
    const detail = await publicCall(t.app, 'GET', `/subscribe/v1/detail/${id}/${token}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.body.result).toEqual({ fullName: 'Ayu Pelanggan', discountVoucher: true, newProduct: true });

    const updated = await publicCall(t.app, 'PUT', `/subscribe/v1/update/${id}/${token}`, {
      discountVoucher: false,
      newProduct: true,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.body.message).toBe('Pengaturan berhasil diperbarui');
    expect(updated.body.result).toEqual({ fullName: 'Ayu Pelanggan', discountVoucher: false, newProduct: true });
    expect((await publicCall(t.app, 'GET', `/subscribe/v1/detail/${id}/${token}`)).body.result.discountVoucher).toBe(
      false,
    );
    expect((await m.call('GET', '/profile/info/v1/detail')).body.result.notification.promotion).toMatchObject({
      discountVoucher: false,
      newProduct: true,
      newsletter: true,
    });
  });

  it('names a subscriber without an account by the address', async () => {
    const [s] = await t.app.db.insert(subscribers).values({ email: 'tamu@contoh.id' }).returning();
    const res = await publicCall(
      t.app,
      'GET',
      `/subscribe/v1/detail/${unsubscribePath(t.config.mailLinkSecret, s!).slice('/subscribe/'.length)}`,
    );
    expect(res.body.result.fullName).toBe('tamu@contoh.id');
  });

  it('answers fullName null for an unknown or tampered link, and the update 404', async () => {
    const [s] = await t.app.db.insert(subscribers).values({ email: 'lain@contoh.id' }).returning();
    const [, , id, signature] = unsubscribePath(t.config.mailLinkSecret, s!).split('/');
    // The old unsigned form (the raw token), a signature made with another key, a signature of another subscriber.
    const [other] = await t.app.db.insert(subscribers).values({ email: 'orang-lain@contoh.id' }).returning();
    const forged = [
      `${id}/${s!.unsubscribeToken}`,
      unsubscribePath('kunci-lain-yang-cukup-panjang-untuk-hmac-0000', s!).slice('/subscribe/'.length),
      `${id}/${unsubscribePath(t.config.mailLinkSecret, other!).split('/')[3]}`,
      // The last character changed (to another one: a signature that already ends in 'A' made this one genuine 1 time in 64).
      `${id}/${signature!.slice(0, -1)}${signature!.endsWith('A') ? 'B' : 'A'}`,
    ];
    for (const path of [...forged, `${s!.id}/00000000-0000-4000-8000-000000000000`, 'abc/def']) {
      const res = await publicCall(t.app, 'GET', `/subscribe/v1/detail/${path}`);
      expect(res.statusCode).toBe(200);
      expect(res.body.result).toEqual({ fullName: null, discountVoucher: false, newProduct: false });
    }
    const update = await publicCall(
      t.app,
      'PUT',
      `/subscribe/v1/update/${s!.id}/00000000-0000-4000-8000-000000000000`,
      {
        discountVoucher: false,
        newProduct: false,
      },
    );
    expect(update.statusCode).toBe(404);
    expect(update.body.message).toBe('Berlangganan Berhasil Dibatalkan');
  });

  it('needs at least one box ticked and the public key', async () => {
    const [s] = await t.app.db.insert(subscribers).values({ email: 'centang@contoh.id' }).returning();
    const [, , id, signature] = unsubscribePath(t.config.mailLinkSecret, s!).split('/');
    const none = await publicCall(t.app, 'PUT', `/subscribe/v1/update/${id}/${signature}`, {
      discountVoucher: true,
      newProduct: true,
    });
    expect(none.statusCode).toBe(400);
    expect(none.body.errors?.[0]?.message).toBe('Pilih minimal satu alasan berhenti berlangganan');
    const noKey = await t.app.inject({ method: 'GET', url: `/subscribe/v1/detail/${id}/${signature}` });
    expect(noKey.statusCode).toBe(401);
  });
});
