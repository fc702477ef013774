import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@rona/api-client';
import { aStaffMember, renderAsStaff } from '../../testing/staff';
import { ArticleForm } from './article-form-page';
import { ArticlesPage } from './articles-page';
import { anAdminArticle } from './testing';

const staff = aStaffMember('pemasaran-konten');
const products = () => ({ datas: [], page: { currentPage: 1, totalPage: 1, totalData: 0, limit: 20 } });

describe('ArticleForm', () => {
  it('creates a draft with its tags, WIB release date and sections, checked before sending', async () => {
    const user = userEvent.setup();
    const { calls } = renderAsStaff(<ArticleForm />, {
      staff,
      path: '/admin/articles/new',
      api: { adminArticleCreate: () => anAdminArticle(), adminProducts: products, adminArticles: products },
    });
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Judul wajib diisi')).toBeTruthy();
    expect(calls.find((c) => c.name === 'adminArticleCreate')).toBeUndefined();

    const fill = async (field: HTMLElement, text: string) => {
      await user.click(field);
      await user.paste(text);
    };
    await fill(screen.getByRole('textbox', { name: /^Judul\s*\*?$/ }), 'Cara Memilih Sunscreen');
    await fill(screen.getByRole('textbox', { name: /^Slug/ }), 'cara-memilih-sunscreen');
    await user.click(screen.getByRole('checkbox', { name: '#sunscreen' }));
    fireEvent.change(screen.getByLabelText(/Tanggal & jam terbit/), { target: { value: '2026-12-01T09:00' } });
    await fill(screen.getByRole('textbox', { name: /^Penulis/ }), 'Tim Rona');
    await fill(screen.getByRole('textbox', { name: /^Deskripsi singkat/ }), 'Tekstur ringan.');
    await fill(screen.getByRole('textbox', { name: /^Isi bagian 1/ }), 'Paragraf satu.');
    await user.click(screen.getByRole('button', { name: 'Tambah Bagian' }));
    await fill(screen.getByRole('textbox', { name: /^Isi bagian 2/ }), 'Paragraf dua.');
    // No thumbnail yet: refused on the field before any call.
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Gambar wajib diunggah')).toBeTruthy();
    expect(calls.find((c) => c.name === 'adminArticleCreate')).toBeUndefined();
  });

  it("shows the API's refusal on its field (a slug another article has)", async () => {
    const user = userEvent.setup();
    const message = 'Slug cara-memilih-sunscreen sudah dipakai artikel lain';
    const { calls } = renderAsStaff(<ArticleForm article={anAdminArticle()} />, {
      staff,
      path: '/admin/articles/1',
      api: {
        adminProducts: products,
        adminArticleUpdate: () => {
          throw new ApiError(message, 400, [{ message, field: 'slug' }]);
        },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText(message)).toBeTruthy();
    // A plain save does not change whether it is published.
    const sent = calls.find((c) => c.name === 'adminArticleUpdate')!.input as { body: Record<string, unknown> };
    expect(sent.body.published).toBeUndefined();
    expect(sent.body.releaseDate).toBe('2026-12-01T09:00:00+07:00');
  });

  it('publishes only after the confirmation that names the WIB release date', async () => {
    const user = userEvent.setup();
    const { calls } = renderAsStaff(<ArticleForm article={anAdminArticle()} />, {
      staff,
      path: '/admin/articles/1',
      api: {
        adminProducts: products,
        adminArticleUpdate: () => anAdminArticle({ published: true, status: 'scheduled' }),
      },
    });
    await user.click(screen.getByRole('button', { name: 'Terbitkan' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Toko menampilkannya mulai 1 Desember 2026/)).toBeTruthy();
    expect(calls.find((c) => c.name === 'adminArticleUpdate')).toBeUndefined();
    await user.click(within(dialog).getByRole('button', { name: 'Ya, Lanjutkan' }));
    const sent = calls.find((c) => c.name === 'adminArticleUpdate')!.input as { body: Record<string, unknown> };
    expect(sent.body.published).toBe(true);
  });

  it('previews the article as text: markup typed by staff shows as characters', async () => {
    const user = userEvent.setup();
    const typed = '<script>alert(1)</script>';
    renderAsStaff(
      <ArticleForm
        article={anAdminArticle({ sections: [{ title: 'Bagian', text: `${typed}\n\nKedua`, image: null }] })}
      />,
      { staff, path: '/admin/articles/1', api: { adminProducts: products } },
    );
    await user.click(screen.getByRole('button', { name: 'Pratinjau' }));
    const preview = await screen.findByRole('article', { name: 'Pratinjau artikel' });
    expect(within(preview).getByText(typed)).toBeTruthy();
    expect(within(preview).getByText('Kedua')).toBeTruthy();
    expect(preview.querySelector('script')).toBeNull();
    expect(within(preview).getByText('#sunscreen')).toBeTruthy();
  });
});

describe('ArticlesPage', () => {
  it('lists articles with their status and a link to each editor', async () => {
    renderAsStaff(<ArticlesPage />, {
      staff,
      path: '/admin/articles',
      api: {
        adminArticles: () => ({
          datas: [
            anAdminArticle(),
            anAdminArticle({ id: '4', title: 'Terjadwal', status: 'scheduled', published: true }),
          ],
          page: { currentPage: 1, totalPage: 1, totalData: 2, limit: 20 },
        }),
      },
    });
    const row = within((await screen.findByRole('link', { name: 'Terjadwal' })).closest('tr')!);
    expect(row.getByText('Terjadwal', { selector: '.mantine-Badge-label' })).toBeTruthy();
    expect(screen.getByText('Draf')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cara Memilih Sunscreen' }).getAttribute('href')).toBe(
      '/admin/articles/33333333-3333-4333-8333-333333333333',
    );
  });
});
