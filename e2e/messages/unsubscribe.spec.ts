import { keyHeaders, ok } from '../support/shop-api';
import { expect, test } from '../support/fixtures';

interface OutboxMail {
  subject: string | null;
  text: string;
  data: { kind?: string; unsubscribeUrl?: string; headers?: Record<string, string> };
}

test.describe('newsletter mail', () => {
  test('the sign-up mail carries a signed unsubscribe link that reaches the page and saves the choice @phone', async ({
    page,
    request,
  }) => {
    const email = `berita.${Date.now()}${Math.floor(Math.random() * 1000)}@contoh.id`;
    await ok(await request.post('/api/subscribe/v1/create', { headers: keyHeaders, data: { email } }));
    let mail: OutboxMail | undefined;
    await expect
      .poll(
        async () => {
          const res = await request.get('/api/dev/v1/outbox', { params: { to: email, channel: 'email', limit: 5 } });
          mail = ((await res.json()).result as OutboxMail[] | undefined)?.find(
            (m) => m.data.kind === 'newsletter.welcome',
          );
          return mail !== undefined;
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    const link = mail!.data.unsubscribeUrl!;
    expect(mail!.text).toContain(link);
    expect(mail!.data.headers?.['List-Unsubscribe']).toContain(link);
    expect(mail!.data.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    await page.goto(new URL(link).pathname);
    await expect(page.getByText('Kenapa ingin berhenti berlangganan?')).toBeVisible();
    await expect(page.getByText(`Hai, ${email}`)).toBeVisible();
    await page.getByLabel('Berhenti menerima email promo dan voucher').check();
    await page.getByRole('button', { name: 'Perbarui' }).click();
    await expect(page.getByText('Pengaturan berhasil diperbarui')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Berhenti menerima email promo dan voucher')).toBeChecked();
  });

  test('a forged link finds no subscriber @phone', async ({ page, request }) => {
    const email = `palsu.${Date.now()}${Math.floor(Math.random() * 1000)}@contoh.id`;
    await ok(await request.post('/api/subscribe/v1/create', { headers: keyHeaders, data: { email } }));
    let link: string | undefined;
    await expect
      .poll(
        async () => {
          const res = await request.get('/api/dev/v1/outbox', { params: { to: email, channel: 'email', limit: 5 } });
          link = ((await res.json()).result as OutboxMail[] | undefined)?.find(
            (m) => m.data.kind === 'newsletter.welcome',
          )?.data.unsubscribeUrl;
          return link !== undefined;
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    const [, , id, signature] = new URL(link!).pathname.split('/');
    await page.goto(`/subscribe/${id}/${signature!.slice(0, -3)}AAA`);
    await expect(page.getByText('Berlangganan Berhasil Dibatalkan')).toBeVisible();
  });
});
