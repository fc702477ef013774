import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@rona/api-client';
import { aStaffMember, renderAsStaff } from '../../testing/staff';
import { aVoucher } from './testing';
import { VoucherEditPage, VoucherForm } from './voucher-form-page';

const staff = aStaffMember('pemasaran-konten');

describe('VoucherForm', () => {
  it('creates a voucher: the code in capitals, the dates read on the WIB clock', async () => {
    const user = userEvent.setup();
    const { calls } = renderAsStaff(<VoucherForm />, {
      staff,
      path: '/admin/vouchers/new',
      api: { adminVoucherCreate: () => aVoucher(), adminVouchers: () => ({ datas: [], page: {} }) },
    });
    const fill = async (field: HTMLElement, text: string) => {
      await user.click(field);
      await user.paste(text);
    };
    await fill(screen.getByRole('textbox', { name: /Nama voucher/ }), 'Diskon Member');
    await fill(screen.getByRole('textbox', { name: /Kode voucher/ }), 'rona15');
    await fill(screen.getByRole('textbox', { name: /Nilai potongan/ }), '15000');
    fireEvent.change(screen.getByLabelText(/Mulai \(WIB\)/), { target: { value: '2026-12-01T00:00' } });
    fireEvent.change(screen.getByLabelText(/Berakhir \(WIB\)/), { target: { value: '2026-12-15T23:59' } });
    await fill(screen.getByRole('textbox', { name: /Kuota total/ }), '100');
    await fill(screen.getByRole('textbox', { name: /^Syarat dan ketentuan/ }), 'Berlaku untuk semua produk.');
    await user.click(screen.getByRole('button', { name: 'Simpan Voucher' }));
    expect(calls.find((c) => c.name === 'adminVoucherCreate')).toMatchObject({
      input: {
        body: {
          name: 'Diskon Member',
          audience: 'code',
          redeemCode: 'RONA15',
          category: 'transaction',
          discType: 'fixed',
          discAmount: 15_000,
          startsAt: '2026-12-01T00:00:00+07:00',
          expiresAt: '2026-12-15T23:59:00+07:00',
          usageLimit: 100,
          perMemberLimit: 1,
          termsCondition: 'Berlaku untuk semua produk.',
        },
      },
    });
  });

  it("shows the API's refusal on its field (a code another voucher has)", async () => {
    const user = userEvent.setup();
    const message = 'Kode voucher RONA15 sudah dipakai voucher lain (huruf besar/kecil dianggap sama)';
    renderAsStaff(<VoucherForm voucher={aVoucher()} />, {
      staff,
      path: '/admin/vouchers/1',
      api: {
        adminVoucherUpdate: () => {
          throw new ApiError(message, 409, [{ message, field: 'redeemCode' }]);
        },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Simpan Voucher' }));
    const code = await screen.findByRole('textbox', { name: /Kode voucher/ });
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(message)).toBeTruthy();
  });

  it('locks a used voucher’s kind and amount, saying why, and keeps its end and limit editable', async () => {
    renderAsStaff(
      <VoucherForm voucher={aVoucher({ locked: true, usage: { orders: 3, members: 3, discount: 45_000 } })} />,
      { staff, path: '/admin/vouchers/1' },
    );
    expect(screen.getByText('Sudah dipakai 3 pesanan')).toBeTruthy();
    expect(screen.getByText(/tidak dapat diubah lagi: pesanan yang sudah memakai/)).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /Nilai potongan/ }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText(/Bentuk potongan/, { selector: 'input' }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText(/Jenis voucher/, { selector: 'input' }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText(/Berakhir \(WIB\)/) as HTMLInputElement).disabled).toBe(false);
    expect((screen.getByRole('textbox', { name: /Kuota total/ }) as HTMLInputElement).disabled).toBe(false);
  });

  it("an unknown voucher says so; a failed load offers 'Coba Lagi'", async () => {
    const { unmount } = renderAsStaff(<VoucherEditPage id="x" />, {
      staff,
      api: {
        adminVoucher: () => {
          throw new ApiError('Voucher tidak ditemukan', 404);
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Voucher tidak ditemukan' })).toBeTruthy();
    unmount();
    renderAsStaff(<VoucherEditPage id="x" />, {
      staff,
      api: {
        adminVoucher: () => {
          throw new ApiError('Terjadi Kesalahan Server', 500);
        },
      },
    });
    expect(await screen.findByRole('button', { name: 'Coba Lagi' })).toBeTruthy();
  });
});
