import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@rona/ui/testing';
import { aMember } from '../../testing/members';
import { aReview, aReviewLine, aReviewOrder, reviewsPage } from '../../testing/reviews';
import { ReviewTab } from './review-tab';

const historyCalls = (calls: { name: string; input: unknown }[]) =>
  calls.filter((c) => c.name === 'reviewHistory').map((c) => (c.input as { query: Record<string, unknown> }).query);

/** An order with three lines: not reviewed, reviewed and still editable, reviewed and locked. */
const mixedOrder = () =>
  aReviewOrder({
    products: [
      aReviewLine({ id: 'v1', name: 'Serum Glow' }),
      aReviewLine({
        id: 'v2',
        name: 'Toner Segar',
        review: aReview({ id: 'r2', itemId: 'v2', editable: true, score: 3, comment: 'Segar dipakai pagi' }),
      }),
      aReviewLine({
        id: 'v3',
        name: 'Sabun Lembut',
        review: aReview({
          id: 'r3',
          itemId: 'v3',
          editable: false,
          score: 2,
          comment: 'Kurang cocok',
          lastUpdate: '2026-11-26T03:00:00.000Z',
        }),
      }),
    ],
  });

const row = async (name: string) => (await screen.findByText(name)).closest('li') as HTMLElement;

describe('review tab', () => {
  it("asks for Menunggu Diulas, 3 a page, by default and says 'Tidak ada produk yang dapat diulas' when nothing waits", async () => {
    const { calls } = renderWithProviders(<ReviewTab />, {
      app: 'account-checkout',
      path: '/user/activity?action=review',
      api: { reviewHistory: () => reviewsPage([]) },
    });
    expect(await screen.findByText('Tidak ada produk yang dapat diulas')).toBeTruthy();
    expect(historyCalls(calls)).toEqual([{ review: false, page: 1, limit: 3 }]);
    expect(screen.getByRole('tab', { name: 'Menunggu Diulas' }).getAttribute('aria-selected')).toBe('true');
  });

  it('shows a five-star skeleton while the list loads', async () => {
    renderWithProviders(<ReviewTab />, {
      app: 'account-checkout',
      path: '/user/activity?action=review',
      api: { reviewHistory: () => new Promise(() => {}) },
    });
    const skeleton = await screen.findByTestId('review-skeleton');
    expect(within(skeleton).getAllByTestId('skeleton-stars')[0]?.children).toHaveLength(5);
  });

  it('a card shows the invoice as given, the received day and each product; the buttons follow review and editable', async () => {
    renderWithProviders(<ReviewTab />, {
      app: 'account-checkout',
      path: '/user/activity?action=review&menu=history',
      api: { reviewHistory: () => reviewsPage([mixedOrder()]) },
    });
    const card = await screen.findByTestId('review-order');
    expect(within(card).getByText('No. Invoice NMW-20261123-0000aaaa')).toBeTruthy();
    expect(within(card).getByText('Diterima 24 November 2026')).toBeTruthy();
    expect(within(card).getByRole('img', { name: 'Serum Glow' })).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Serum Glow' }).getAttribute('href')).toBe(
      '/products/rona/serum-glow-30-ml',
    );

    const names = (el: HTMLElement) =>
      within(el)
        .getAllByRole('button')
        .map((b) => b.textContent);
    expect(names(await row('Serum Glow'))).toEqual(['Beri Ulasan']);
    expect(names(await row('Toner Segar'))).toEqual(['Ubah Ulasan', 'Lihat Ulasan']);
    expect(names(await row('Sabun Lembut'))).toEqual(['Lihat Ulasan']);
    expect(within(card).getByRole('button', { name: 'Beli Lagi' })).toBeTruthy();
  });

  it('Lihat Ulasan shows dates, stars and comment read only; Ubah only while editable, and it opens the form', async () => {
    renderWithProviders(<ReviewTab />, {
      app: 'account-checkout',
      path: '/user/activity?action=review&menu=history',
      api: { profile: () => aMember(), reviewHistory: () => reviewsPage([mixedOrder()]) },
    });
    fireEvent.click(within(await row('Sabun Lembut')).getByRole('button', { name: 'Lihat Ulasan' }));
    let view = await screen.findByTestId('review-view');
    expect(within(view).getByText('Kurang cocok')).toBeTruthy();
    expect(within(view).getByRole('img', { name: 'Rating 2 dari 5' })).toBeTruthy();
    expect(within(view).getByText('Buruk')).toBeTruthy();
    expect(within(view).getByText('Diulas pada')).toBeTruthy();
    expect(within(view).getByText('Terakhir diubah')).toBeTruthy();
    expect(within(view).getByText(/26 Nov 2026/)).toBeTruthy();
    expect(within(view).queryByRole('button', { name: 'Ubah' })).toBeNull();
    expect(within(view).getByText('Ulasan ini tidak dapat diubah lagi')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Tutup' }));
    await waitFor(() => expect(screen.queryByTestId('review-view')).toBeNull());

    fireEvent.click(within(await row('Toner Segar')).getByRole('button', { name: 'Lihat Ulasan' }));
    view = await screen.findByTestId('review-view');
    expect(within(view).getByText('Belum pernah diubah')).toBeTruthy();
    fireEvent.click(within(view).getByRole('button', { name: 'Ubah' }));
    const form = await screen.findByRole('dialog', { name: 'Nilai Produk' });
    expect((within(form).getByLabelText('Ulasan') as HTMLTextAreaElement).value).toBe('Segar dipakai pagi');
    expect((within(form).getByRole('radio', { name: '3 bintang, Cukup' }) as HTMLInputElement).checked).toBe(true);
  });

  it('keeps the sub-tab and page in the URL; a new sub-tab starts again on page 1', async () => {
    const { calls, router } = renderWithProviders(<ReviewTab />, {
      app: 'account-checkout',
      path: '/user/activity?action=review&page=2',
      api: {
        reviewHistory: (input) => {
          const { page, review } = (input as { query: { page: number; review: boolean } }).query;
          return reviewsPage([aReviewOrder({ invoice: `NMW-${review ? 'H' : 'N'}${page}` })], page, 3);
        },
      },
    });
    expect(await screen.findByText('No. Invoice NMW-N2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Halaman 3' }));
    await waitFor(() => expect(router.state.location.search).toBe('?action=review&menu=new&page=3'));
    expect(await screen.findByText('No. Invoice NMW-N3')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Ulasan Saya' }));
    await waitFor(() => expect(router.state.location.search).toBe('?action=review&menu=history'));
    expect(await screen.findByText('No. Invoice NMW-H1')).toBeTruthy();
    expect(historyCalls(calls).at(-1)).toEqual({ review: true, page: 1, limit: 3 });
  });

  it('the star pick starts at 5 (Sangat Baik), previews the hovered star with its label, and picks on click', async () => {
    renderWithProviders(<ReviewTab />, {
      app: 'account-checkout',
      path: '/user/activity?action=review',
      api: { profile: () => aMember(), reviewHistory: () => reviewsPage([aReviewOrder()]) },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Beri Ulasan' }));
    const form = await screen.findByRole('dialog', { name: 'Nilai Produk' });
    const label = within(form).getByTestId('star-label');
    const star = (name: string) => within(form).getByRole('radio', { name }) as HTMLInputElement;
    expect(within(form).getByRole('radiogroup', { name: 'Nilai produk' })).toBeTruthy();
    expect(star('5 bintang, Sangat Baik').checked).toBe(true);
    expect(label.textContent).toBe('Sangat Baik');

    fireEvent.mouseEnter(star('2 bintang, Buruk').closest('label') as HTMLElement);
    expect(label.textContent).toBe('Buruk');
    expect(star('5 bintang, Sangat Baik').checked).toBe(true);
    fireEvent.mouseLeave(within(form).getByRole('radiogroup'));
    expect(label.textContent).toBe('Sangat Baik');

    fireEvent.click(star('4 bintang, Baik'));
    expect(star('4 bintang, Baik').checked).toBe(true);
    expect(label.textContent).toBe('Baik');
  });

  it('the name preview shows the full name, or the masked one when the box is unticked', async () => {
    renderWithProviders(<ReviewTab />, {
      app: 'account-checkout',
      path: '/user/activity?action=review',
      api: {
        profile: () => aMember({ fullName: 'Siti Rahmawati' }),
        reviewHistory: () => reviewsPage([aReviewOrder()]),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Beri Ulasan' }));
    const form = await screen.findByRole('dialog', { name: 'Nilai Produk' });
    const box = within(form).getByLabelText('Tampilkan username pada penilaian') as HTMLInputElement;
    expect(box.checked).toBe(true);
    expect((await within(form).findByTestId('name-preview')).textContent).toBe('Nama yang tampil: Siti Rahmawati');
    fireEvent.click(box);
    expect(within(form).getByTestId('name-preview').textContent).toBe('Nama yang tampil: S**i R*******i');
    fireEvent.click(box);
    expect(within(form).getByTestId('name-preview').textContent).toBe('Nama yang tampil: Siti Rahmawati');
  });

  it('Simpan sends the new review, waits disabled while saving, toasts, and lands on Ulasan Saya', async () => {
    let answer: (value: unknown) => void = () => {};
    const { calls, router } = renderWithProviders(<ReviewTab />, {
      app: 'account-checkout',
      path: '/user/activity?action=review&page=2',
      api: {
        profile: () => aMember(),
        reviewHistory: (input) => reviewsPage([aReviewOrder()], (input as { query: { page: number } }).query.page, 2),
        reviewCreate: () => new Promise((resolve) => (answer = resolve)),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Beri Ulasan' }));
    const form = await screen.findByRole('dialog', { name: 'Nilai Produk' });
    fireEvent.click(within(form).getByRole('radio', { name: '4 bintang, Baik' }));
    fireEvent.change(within(form).getByLabelText('Ulasan'), { target: { value: '  Lembut di kulit  ' } });
    fireEvent.click(within(form).getByLabelText('Tampilkan username pada penilaian'));
    const save = within(form).getByRole('button', { name: 'Simpan' }) as HTMLButtonElement;
    fireEvent.click(save);

    await waitFor(() => expect(save.disabled).toBe(true));
    expect(calls.filter((c) => c.name === 'reviewCreate')).toEqual([
      {
        name: 'reviewCreate',
        input: {
          body: {
            score: 4,
            comment: 'Lembut di kulit',
            visibleName: false,
            size: '30 ml',
            itemId: 'v1',
            invoice: 'NMW-20261123-0000aaaa',
          },
        },
      },
    ]);
    answer(aReview({ score: 4 }));
    expect(await screen.findByText('Ulasan berhasil ditambahkan')).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe('?action=review&menu=history'));
    await waitFor(() => expect(historyCalls(calls).at(-1)).toEqual({ review: true, page: 1, limit: 3 }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nilai Produk' })).toBeNull());
  });

  it('Ubah Ulasan sends the change of the editable review and shows the edit message', async () => {
    const { calls, router } = renderWithProviders(<ReviewTab />, {
      app: 'account-checkout',
      path: '/user/activity?action=review&menu=history',
      api: {
        profile: () => aMember(),
        reviewHistory: () => reviewsPage([mixedOrder()]),
        reviewEdit: () => aReview({ id: 'r2', score: 5, editable: false }),
      },
    });
    fireEvent.click(within(await row('Toner Segar')).getByRole('button', { name: 'Ubah Ulasan' }));
    const form = await screen.findByRole('dialog', { name: 'Nilai Produk' });
    fireEvent.click(within(form).getByRole('radio', { name: '5 bintang, Sangat Baik' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Simpan' }));
    expect(
      await screen.findByText('Berhasil Merubah ulasan yang sebelumnya. terima kasih sudah menambahkan ulasan'),
    ).toBeTruthy();
    expect(calls.filter((c) => c.name === 'reviewEdit')).toEqual([
      {
        name: 'reviewEdit',
        input: { params: { reviewId: 'r2' }, body: { score: 5, comment: 'Segar dipakai pagi', visibleName: true } },
      },
    ]);
    expect(calls.some((c) => c.name === 'reviewCreate')).toBe(false);
    expect(router.state.location.search).toBe('?action=review&menu=history');
  });

  it('Beli Lagi puts the lines back into the cart and goes to /cart', async () => {
    // Rendered as the storefront, which owns /cart, so the move stays inside the memory router.
    const { calls, router } = renderWithProviders(<ReviewTab />, {
      app: 'storefront',
      path: '/user/activity?action=review',
      api: { reviewHistory: () => reviewsPage([aReviewOrder()]), orderAgain: () => ({}) },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Beli Lagi' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect(calls.filter((c) => c.name === 'orderAgain')).toEqual([
      { name: 'orderAgain', input: { query: { invoice: 'NMW-20261123-0000aaaa' } } },
    ]);
  });
});
