import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { pointLogs, skinQuestions, subscribers } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { demoMember, newMember } from '../../testing/members';
import { recordPoints } from './points';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('bank account', () => {
  it('lists the banks, adds the account once, then edits it', async () => {
    const m = await newMember(t.app);
    const banks = await m.call('GET', '/data/bank/v1/list');
    expect(banks.body.result).toEqual([
      { id: expect.any(String), name: 'BCA', image: '/api/media/logos/bank-bca.svg' },
    ]);
    const bankId = banks.body.result[0].id as string;

    const none = await m.call('PUT', '/profile/bank-account/v1/update', {
      bankId,
      name: 'Sari',
      rekening: '1234567890',
      password: 'SandiLama123',
    });
    expect(none.statusCode).toBe(404);
    expect(none.body.message).toBe('Kamu Belum Memiliki Akun Bank');

    const added = await m.call('POST', '/profile/bank-account/v1/add', {
      bankId,
      name: 'Sari Wulandari',
      noRekening: '1234567890',
      password: 'SandiLama123',
    });
    expect(added.statusCode).toBe(200);
    expect(added.body.message).toBe('Berhasil Memperbaharui Rekening Bank');
    expect(added.body.result).toEqual({ bank: banks.body.result[0], rekening: '1234567890', name: 'Sari Wulandari' });
    const again = await m.call('POST', '/profile/bank-account/v1/add', {
      bankId,
      name: 'Sari',
      noRekening: '999999',
      password: 'SandiLama123',
    });
    expect(again.statusCode).toBe(409);

    const edited = await m.call('PUT', '/profile/bank-account/v1/update', {
      bankId,
      name: 'Sari W',
      rekening: '0987654321',
      password: 'SandiLama123',
    });
    expect(edited.body.result).toMatchObject({ rekening: '0987654321', name: 'Sari W' });
    expect((await m.call('GET', '/profile/info/v1/detail')).body.result.banks).toEqual(edited.body.result);
    // Another member's profile does not see it.
    expect((await (await newMember(t.app)).call('GET', '/profile/info/v1/detail')).body.result.banks).toBeNull();
  });

  it('rejects a missing or unknown bank and a bad account number', async () => {
    const m = await newMember(t.app);
    const cases: [Record<string, unknown>, string][] = [
      [{ bankId: '', name: 'Sari', noRekening: '123456' }, 'Belum memilih bank account'],
      [{ bankId: 'bukan-bank', name: 'Sari', noRekening: '123456' }, 'Belum memilih bank account'],
      [
        { bankId: '00000000-0000-4000-8000-000000000000', name: 'Sari', noRekening: '123456' },
        'Belum memilih bank account',
      ],
      [{ bankId: 'x', name: '', noRekening: '123456' }, 'Nama pemilik rekening belum diisi'],
      [{ bankId: 'x', name: 'Sari', noRekening: '' }, 'Nomor rekening belum diisi'],
      [{ bankId: 'x', name: 'Sari', noRekening: '12ab' }, 'Nomor rekening harus berupa 5 sampai 20 angka'],
    ];
    for (const [body, message] of cases) {
      const res = await m.call('POST', '/profile/bank-account/v1/add', { ...body, password: 'SandiLama123' });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.body.errors?.[0]?.message).toBe(message);
    }
  });
});

describe('points', () => {
  it("answers the demo member's balance, expiring points and the paged log", async () => {
    const demo = await demoMember(t.app);
    const sessionId = (await demo.call('GET', '/profile/info/v1/detail')).body.result.session.id;
    const res = await demo.call('GET', `/profile/personal/v1/points/${sessionId}?limit=3`);
    expect(res.statusCode).toBe(200);
    const { datas, page } = res.body.result;
    // 500 + 1250 + 820 earned, 300 spent — taken from the 500 lapsing first, so 200 of them lapse within 30 days.
    expect(datas.totalPoint).toBe(2270);
    expect(datas.expiredSoon.point).toBe(200);
    expect(new Date(datas.expiredSoon.expired).getTime()).toBeGreaterThan(Date.now());
    expect(page).toEqual({ currentPage: 1, totalPage: 2, totalData: 4, limit: 3 });
    expect(datas.points.map((p: { type: string; point: number }) => [p.type, p.point])).toEqual([
      ['income', 820],
      ['expense', 300],
      ['income', 1250],
    ]);
    const second = await demo.call('GET', `/profile/personal/v1/points/${sessionId}?limit=3&page=2`);
    expect(second.body.result.datas.points).toHaveLength(1);
  });

  it('leaves lapsed income out of the balance', async () => {
    const m = await newMember(t.app);
    const day = 24 * 60 * 60 * 1000;
    await t.app.db.insert(pointLogs).values([
      { userId: m.userId, type: 'income', point: 100, expiresAt: new Date(Date.now() - day) },
      { userId: m.userId, type: 'income', point: 40, expiresAt: new Date(Date.now() + 90 * day) },
    ]);
    const sessionId = (await m.call('GET', '/profile/info/v1/detail')).body.result.session.id;
    const res = await m.call('GET', `/profile/personal/v1/points/${sessionId}`);
    expect(res.body.result.datas).toMatchObject({ totalPoint: 40, expiredSoon: { point: 0, expired: null } });
    expect(res.body.result.datas.points).toHaveLength(2);
  });

  it('spends points first-expiring-first at the time of the expense, so a lapsed lot spent in time costs nothing later', async () => {
    const m = await newMember(t.app);
    const sessionId = (await m.call('GET', '/profile/info/v1/detail')).body.result.session.id;
    const day = 24 * 60 * 60 * 1000;
    const ago = (days: number) => new Date(Date.now() - days * day);
    const points = async () => (await m.call('GET', `/profile/personal/v1/points/${sessionId}`)).body.result.datas;
    // Earned 100 (lapsed 35 days ago), spent all 100 while they were alive, then earned 50.
    await t.app.db.insert(pointLogs).values([
      { userId: m.userId, type: 'income', point: 100, invoice: 'NMW-E1', createdAt: ago(400), expiresAt: ago(35) },
      { userId: m.userId, type: 'expense', point: 100, invoice: 'NMW-E2', createdAt: ago(200), expiresAt: null },
      { userId: m.userId, type: 'income', point: 50, invoice: 'NMW-E3', createdAt: ago(5), expiresAt: ago(-360) },
    ]);
    expect(await points()).toMatchObject({ totalPoint: 50, expiredSoon: { point: 0, expired: null } });

    // A lot earned before that expense but lapsing later was left whole by it; a later expense of 10
    // takes from it (it lapses before the 50), so 20 of it lapse within the 30-day window.
    const lapsesSoon = ago(-15);
    await t.app.db.insert(pointLogs).values([
      { userId: m.userId, type: 'income', point: 30, invoice: 'NMW-E4', createdAt: ago(350), expiresAt: lapsesSoon },
      { userId: m.userId, type: 'expense', point: 10, invoice: 'NMW-E5', createdAt: ago(2), expiresAt: null },
    ]);
    const datas = await points();
    expect(datas).toMatchObject({ totalPoint: 70, expiredSoon: { point: 20, expired: lapsesSoon.toISOString() } });
    expect(datas.points.map((p: { invoice: string }) => p.invoice)).toEqual([
      'NMW-E5',
      'NMW-E3',
      'NMW-E2',
      'NMW-E4',
      'NMW-E1',
    ]);
  });

  it('records earned and spent points for the order flows', async () => {
    const m = await newMember(t.app);
    await recordPoints(
      t.app.db,
      { userId: m.userId, type: 'income', point: 200, invoice: 'NMW-A1' },
      new Date(Date.now() - 1000),
    );
    await recordPoints(t.app.db, { userId: m.userId, type: 'expense', point: 50, invoice: 'NMW-A2' });
    await expect(recordPoints(t.app.db, { userId: m.userId, type: 'income', point: 0 })).rejects.toThrow();
    const sessionId = (await m.call('GET', '/profile/info/v1/detail')).body.result.session.id;
    const res = await m.call('GET', `/profile/personal/v1/points/${sessionId}`);
    expect(res.body.result.datas.totalPoint).toBe(150);
    expect(res.body.result.datas.expiredSoon.point).toBe(0);
    expect(res.body.result.datas.points.map((p: { invoice: string }) => p.invoice)).toEqual(['NMW-A2', 'NMW-A1']);
  });

  it("refuses another session's id and bad paging", async () => {
    const demo = await demoMember(t.app);
    const m = await newMember(t.app);
    const demoSession = (await demo.call('GET', '/profile/info/v1/detail')).body.result.session.id;
    const res = await m.call('GET', `/profile/personal/v1/points/${demoSession}`);
    expect(res.statusCode).toBe(403);
    expect(res.body.message).toBe('Sesi tidak sesuai, silahkan muat ulang halaman');
    const own = (await m.call('GET', '/profile/info/v1/detail')).body.result.session.id;
    expect((await m.call('GET', `/profile/personal/v1/points/${own}?page=0`)).statusCode).toBe(400);
    const empty = await m.call('GET', `/profile/personal/v1/points/${own}`);
    expect(empty.body.result).toEqual({
      datas: { points: [], totalPoint: 0, expiredSoon: { point: 0, expired: null } },
      page: { currentPage: 1, totalPage: 0, totalData: 0, limit: 10 },
    });
  });
});

describe('skin analysis', () => {
  let single: string;
  let essay: string;
  let multiple: string;
  beforeAll(async () => {
    const rows = await t.app.db
      .insert(skinQuestions)
      .values([
        { position: 1, type: 'option', answerType: 'other', text: 'Seberapa sering?', options: ['Jarang', 'Sering'] },
        { position: 2, type: 'essay', answerType: 'text', text: 'Riwayat alergi?', options: [] },
      ])
      .returning({ id: skinQuestions.id });
    single = rows[0]!.id;
    essay = rows[1]!.id;
    const [first] = await t.app.db.select().from(skinQuestions).where(eq(skinQuestions.position, 0));
    multiple = first!.id;
  });

  it('lists the questions with option ids and the caller’s answers', async () => {
    const m = await newMember(t.app);
    const res = await m.call('GET', '/data/question/v1/list-question?limit=100');
    expect(res.body.result.page).toEqual({ currentPage: 1, totalPage: 1, totalData: 3, limit: 100 });
    expect(res.body.result.datas[0]).toEqual({
      id: multiple,
      type: 'option',
      answerType: 'multiple',
      questions: {
        text: 'Jenis kulit?',
        options: [
          { id: '0', text: 'Normal' },
          { id: '1', text: 'Kering' },
        ],
      },
      answer: [],
    });
    await m.call('PUT', '/profile/personal/v1/update-skin', {
      question: multiple,
      answers: [
        { option: '0', essay: null },
        { option: '1', essay: null },
      ],
    });
    const after = await m.call('GET', '/data/question/v1/list-question');
    expect(after.body.result.datas[0].answer).toEqual([
      { option: '0', essay: null },
      { option: '1', essay: null },
    ]);
    const other = await newMember(t.app);
    expect((await other.call('GET', '/data/question/v1/list-question')).body.result.datas[0].answer).toEqual([]);
  });

  it('stores several answers only for multiple choice, one text for an essay, and replaces on re-answer', async () => {
    const m = await newMember(t.app);
    const two = [
      { option: '0', essay: null },
      { option: '1', essay: null },
    ];
    const tooMany = await m.call('PUT', '/profile/personal/v1/update-skin', { question: single, answers: two });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.body.message).toBe('Pertanyaan ini hanya boleh dijawab satu pilihan');
    const ok = await m.call('PUT', '/profile/personal/v1/update-skin', {
      question: single,
      answers: [{ option: '1', essay: null }],
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.body.result.skinProfile).toEqual([{ question: single, answers: [{ option: '1', essay: null }] }]);
    await m.call('PUT', '/profile/personal/v1/update-skin', {
      question: single,
      answers: [{ option: '0', essay: null }],
    });
    const text = await m.call('PUT', '/profile/personal/v1/update-skin', {
      question: essay,
      answers: [{ option: null, essay: '  Alergi udang ' }],
    });
    expect(text.body.result.skinProfile).toEqual([
      { question: single, answers: [{ option: '0', essay: null }] },
      { question: essay, answers: [{ option: null, essay: 'Alergi udang' }] },
    ]);
  });

  it('rejects no answer, an unknown option and an unknown question', async () => {
    const m = await newMember(t.app);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ question: multiple, answers: [] }, 400, 'Belum Menjawab Pertanyaan'],
      [{ question: multiple, answers: [{ option: ' ', essay: '' }] }, 400, 'Belum Menjawab Pertanyaan'],
      [{ question: multiple, answers: [{ option: '7', essay: null }] }, 400, 'Jawaban tidak sesuai dengan pilihan'],
      [{ question: essay, answers: [{ option: '0', essay: null }] }, 400, 'Jawaban belum diisi'],
      [{ question: 'bukan-id', answers: [{ option: '0', essay: null }] }, 404, 'Pertanyaan tidak ditemukan'],
    ];
    for (const [body, status, message] of cases) {
      const res = await m.call('PUT', '/profile/personal/v1/update-skin', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.body.errors?.[0]?.message).toBe(message);
    }
  });
});

describe('notification settings', () => {
  const settings = {
    transaction: { waitingPayment: true, waitingConfirm: false, processed: true, shipped: true, arrives: false },
    promotion: { newsletter: false, discountVoucher: false, birthDay: true, newProduct: true },
  };

  it('saves the settings of a verified e-mail and applies them to its newsletter subscription', async () => {
    const m = await newMember(t.app, { email: 'langganan@contoh.id' });
    await t.app.db.insert(subscribers).values({ email: 'langganan@contoh.id' });
    const res = await m.call('PUT', '/profile/notification/v1/update', settings);
    expect(res.statusCode).toBe(200);
    expect(res.body.message).toBe('Pengaturan Notifikasi Berhasil dirubah');
    expect((await m.call('GET', '/profile/info/v1/detail')).body.result.notification).toEqual(settings);
    const [s] = await t.app.db.select().from(subscribers).where(eq(subscribers.email, 'langganan@contoh.id'));
    expect(s!.preferences).toMatchObject({ discountVoucher: false, newProduct: true });
  });

  it('refuses an unverified e-mail with a clear message, and an incomplete body', async () => {
    const m = await newMember(t.app, { emailVerified: false });
    const res = await m.call('PUT', '/profile/notification/v1/update', settings);
    expect(res.statusCode).toBe(403);
    expect(res.body.message).toBe('Belum dapat mengatur notifikasi, Email anda belum terverifikasi');
    const verified = await newMember(t.app);
    const partial = await verified.call('PUT', '/profile/notification/v1/update', {
      transaction: settings.transaction,
    });
    expect(partial.statusCode).toBe(400);
  });
});
