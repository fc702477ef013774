import { eq, sql } from 'drizzle-orm';
import { formatNumber, pointBalance, POINTS_EXPIRING_SOON_DAYS } from '@rona/rules';
import type { DbOrTx } from '../client';
import { addresses, notifications, pointLogs, users } from '../schema';
import { DEMO_ACCOUNTS } from './demo-accounts';

const DAY = 24 * 60 * 60 * 1000;

/**
 * Provinces, cities and districts from regions.json (tools/scripts/generate-regions.ts). Each level
 * is one INSERT … SELECT over a single JSON parameter, so the ~7,800 rows load in one round trip each.
 */
export async function insertRegions(db: DbOrTx) {
  const { default: regions } = await import('./regions.json');
  const rows = (list: string[][]) => JSON.stringify(list);
  await db.execute(
    sql`insert into provinces (id, name) select r->>0, r->>1 from jsonb_array_elements(${rows(regions.provinces)}::jsonb) r`,
  );
  // A parent's code is the child's without its last part: 11.01 → 11, 11.01.01 → 11.01.
  await db.execute(
    sql`insert into cities (id, province_id, name)
        select r->>0, regexp_replace(r->>0, '\\.[^.]*$', ''), r->>1 from jsonb_array_elements(${rows(regions.cities)}::jsonb) r`,
  );
  await db.execute(
    sql`insert into districts (id, city_id, name, postal_code)
        select r->>0, regexp_replace(r->>0, '\\.[^.]*$', ''), r->>1, coalesce(r->>2, '') from jsonb_array_elements(${rows(regions.districts)}::jsonb) r`,
  );
}

/** Points, notifications and an address for the demo member, so the account screens show something. */
export async function insertDemoMemberData(db: DbOrTx, now = new Date()) {
  const [demo] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNTS[0].email)).limit(1);
  if (!demo) return;
  const userId = demo.id;
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  const ahead = (days: number) => new Date(now.getTime() + days * DAY);
  // Bonus points (sign-up, birthday, review) and a withdrawal to the bank account, not order
  // cashback: the demo member has no orders for an entry to link to.
  const points = [
    { userId, type: 'income' as const, point: 500, invoice: null, createdAt: ago(80), expiresAt: ahead(20) },
    { userId, type: 'income' as const, point: 1250, invoice: null, createdAt: ago(40), expiresAt: ahead(325) },
    { userId, type: 'expense' as const, point: 300, invoice: null, createdAt: ago(12), expiresAt: null },
    { userId, type: 'income' as const, point: 820, invoice: null, createdAt: ago(3), expiresAt: ahead(362) },
  ];
  await db.insert(pointLogs).values(points);
  // The expiry notice says what the points tab says: the same rule, as of the day it was sent.
  const noticeAt = ago(7);
  const expiring = pointBalance(points, noticeAt, POINTS_EXPIRING_SOON_DAYS).expiringSoon;
  const daysLeft = expiring.expiresAt ? Math.round((expiring.expiresAt.getTime() - noticeAt.getTime()) / DAY) : 0;
  await db.insert(notifications).values([
    {
      userId,
      type: 'TRANSACTION',
      title: 'Pesanan sedang dikirim',
      description: 'Pesananmu sudah diserahkan ke kurir. Lacak pengirimannya dari Daftar Transaksi.',
      link: '/user/order',
      read: false,
      createdAt: ago(2),
    },
    {
      userId,
      type: 'TRANSACTION',
      title: 'Menunggu pembayaran',
      description: 'Selesaikan pembayaran pesananmu sebelum batas waktu agar pesanan tidak dibatalkan.',
      link: '/payment/waiting',
      read: false,
      createdAt: ago(5),
    },
    {
      userId,
      type: 'TRANSACTION',
      title: 'Poin bonus diterima',
      description: `Kamu mendapatkan ${formatNumber(1250)} poin bonus. Gunakan untuk belanja berikutnya.`,
      link: '/user/profile?action=points',
      read: true,
      createdAt: ago(39),
    },
    {
      userId,
      type: 'PROMOTION',
      title: 'Promo akhir bulan',
      description: 'Diskon hingga 30% untuk rangkaian serum pilihan. Berlaku sampai akhir bulan.',
      link: '/promo',
      read: false,
      createdAt: ago(1),
    },
    {
      userId,
      type: 'PROMOTION',
      title: 'Poin kamu akan kedaluwarsa',
      description: `${formatNumber(expiring.point)} poin akan kedaluwarsa dalam ${daysLeft} hari. Gunakan untuk belanja berikutnya.`,
      link: '/user/profile?action=points',
      read: true,
      createdAt: noticeAt,
    },
  ]);
  await db.insert(addresses).values({
    userId,
    label: 'Rumah',
    recipientName: 'Demo Rona',
    phone: '6281234567890',
    street: 'Jl. Senopati No. 10, RT 004/RW 002, Kelurahan Senayan',
    note: 'Pagar hitam',
    postalCode: '12190',
    provinceId: '31',
    cityId: '31.74',
    districtId: '31.74.07',
    primary: true,
  });
}
