import type { PaymentDetail } from '@rona/domain';
import type { PaymentChannel } from './methods';

export type PaymentInstruction = PaymentDetail['payment_instruction'][number];

const rupiah = (amount: number) => `Rp ${amount.toLocaleString('id-ID')}`;

/** ATM, mobile and internet banking steps per bank; `n` is the VA number. */
const VA_STEPS: Record<string, (n: string, amount: string) => PaymentInstruction[]> = {
  BCA: (n, a) => [
    {
      channel: 'ATM BCA',
      step: [
        'Masukkan kartu ATM dan PIN BCA Anda.',
        'Pilih menu Transaksi Lainnya > Transfer > ke Rekening BCA Virtual Account.',
        `Masukkan nomor Virtual Account ${n}.`,
        `Pastikan nama dan jumlah tagihan ${a} sudah sesuai, lalu pilih Ya.`,
        'Simpan struk sebagai bukti pembayaran.',
      ],
    },
    {
      channel: 'BCA mobile',
      step: [
        'Buka aplikasi BCA mobile dan pilih m-BCA.',
        'Pilih m-Transfer > BCA Virtual Account.',
        `Masukkan nomor Virtual Account ${n}, lalu pilih Send.`,
        `Periksa jumlah tagihan ${a}, lalu pilih OK.`,
        'Masukkan PIN m-BCA untuk menyelesaikan pembayaran.',
      ],
    },
    {
      channel: 'KlikBCA',
      step: [
        'Masuk ke KlikBCA Individual.',
        'Pilih Transfer Dana > Transfer ke BCA Virtual Account.',
        `Masukkan nomor Virtual Account ${n}.`,
        `Periksa jumlah tagihan ${a}, lalu masukkan respon KeyBCA Appli 1.`,
        'Pembayaran selesai.',
      ],
    },
  ],
  MANDIRI: (n, a) => [
    {
      channel: 'ATM Mandiri',
      step: [
        'Masukkan kartu ATM dan PIN Mandiri Anda.',
        'Pilih menu Bayar/Beli > Lainnya > Multi Payment.',
        'Masukkan kode perusahaan 89022 (DOKU), lalu pilih Benar.',
        `Masukkan nomor Virtual Account ${n}.`,
        `Periksa jumlah tagihan ${a}, tekan 1 lalu Ya.`,
        'Simpan struk sebagai bukti pembayaran.',
      ],
    },
    {
      channel: "Livin' by Mandiri",
      step: [
        "Buka aplikasi Livin' by Mandiri.",
        'Pilih Bayar > Buat Pembayaran Baru > Multipayment.',
        'Pilih penyedia jasa DOKU.',
        `Masukkan nomor Virtual Account ${n}, lalu pilih Lanjutkan.`,
        `Periksa jumlah tagihan ${a} dan konfirmasi dengan PIN.`,
      ],
    },
  ],
  BNI: (n, a) => [
    {
      channel: 'ATM BNI',
      step: [
        'Masukkan kartu ATM dan PIN BNI Anda.',
        'Pilih Menu Lainnya > Transfer > Virtual Account Billing.',
        `Masukkan nomor Virtual Account ${n}.`,
        `Periksa jumlah tagihan ${a}, lalu pilih Ya.`,
        'Simpan struk sebagai bukti pembayaran.',
      ],
    },
    {
      channel: 'BNI Mobile Banking',
      step: [
        'Buka aplikasi BNI Mobile Banking dan masuk.',
        'Pilih Transfer > Virtual Account Billing.',
        `Masukkan nomor Virtual Account ${n}.`,
        `Periksa jumlah tagihan ${a}, lalu masukkan password transaksi.`,
      ],
    },
  ],
  BRI: (n, a) => [
    {
      channel: 'ATM BRI',
      step: [
        'Masukkan kartu ATM dan PIN BRI Anda.',
        'Pilih Transaksi Lain > Pembayaran > Lainnya > BRIVA.',
        `Masukkan nomor BRIVA ${n}.`,
        `Periksa jumlah tagihan ${a}, lalu pilih Ya.`,
        'Simpan struk sebagai bukti pembayaran.',
      ],
    },
    {
      channel: 'BRImo',
      step: [
        'Buka aplikasi BRImo dan masuk.',
        'Pilih BRIVA.',
        `Masukkan nomor BRIVA ${n}.`,
        `Periksa jumlah tagihan ${a}, lalu masukkan PIN.`,
      ],
    },
  ],
  PERMATA: (n, a) => [
    {
      channel: 'ATM Permata',
      step: [
        'Masukkan kartu ATM dan PIN Permata Anda.',
        'Pilih Transaksi Lainnya > Pembayaran > Pembayaran Lainnya > Virtual Account.',
        `Masukkan nomor Virtual Account ${n}.`,
        `Periksa jumlah tagihan ${a}, lalu pilih Benar.`,
        'Simpan struk sebagai bukti pembayaran.',
      ],
    },
    {
      channel: 'PermataMobile X',
      step: [
        'Buka aplikasi PermataMobile X dan masuk.',
        'Pilih Bayar Tagihan > Virtual Account.',
        `Masukkan nomor Virtual Account ${n}.`,
        `Periksa jumlah tagihan ${a}, lalu masukkan kode otentikasi.`,
      ],
    },
  ],
  CIMB: (n, a) => [
    {
      channel: 'ATM CIMB Niaga',
      step: [
        'Masukkan kartu ATM dan PIN CIMB Niaga Anda.',
        'Pilih Pembayaran > Virtual Account.',
        `Masukkan nomor Virtual Account ${n}.`,
        `Periksa jumlah tagihan ${a}, lalu pilih OK.`,
        'Simpan struk sebagai bukti pembayaran.',
      ],
    },
    {
      channel: 'OCTO Mobile',
      step: [
        'Buka aplikasi OCTO Mobile dan masuk.',
        'Pilih Transfer > Transfer ke Rekening Lain / Virtual Account.',
        `Masukkan nomor Virtual Account ${n}.`,
        `Periksa jumlah tagihan ${a}, lalu masukkan PIN.`,
      ],
    },
  ],
};

/**
 * How to pay, per channel, in Indonesian — the shape of DOKU's `payment_instruction`. The shop
 * writes its own (with the number and amount in the steps) instead of fetching the provider's
 * how-to-pay page, so both providers show the same text.
 */
export function paymentInstructions(
  channel: PaymentChannel,
  amount: number,
  number: string | null,
): PaymentInstruction[] {
  const a = rupiah(amount);
  switch (channel.family) {
    case 'VIRTUAL_ACCOUNT': {
      const bank = channel.code.replace('VIRTUAL_ACCOUNT_', '');
      return (VA_STEPS[bank] ?? VA_STEPS.BCA!)(number ?? '', a);
    }
    case 'ONLINE_TO_OFFLINE':
      return [
        {
          channel: channel.label,
          step: [
            `Kunjungi gerai ${channel.label} terdekat.`,
            `Sampaikan kepada kasir bahwa Anda ingin melakukan pembayaran DOKU / Rona.`,
            `Tunjukkan kode pembayaran ${number ?? ''}.`,
            `Bayar sebesar ${a} ditambah biaya admin gerai bila ada.`,
            'Simpan struk sebagai bukti pembayaran. Status pesanan akan berubah otomatis.',
          ],
        },
      ];
    case 'CREDIT_CARD':
      return [
        {
          channel: 'Kartu Kredit / Debit',
          step: [
            'Tekan tombol bayar untuk membuka halaman pembayaran kartu.',
            'Masukkan nomor kartu, masa berlaku dan CVV.',
            `Periksa jumlah tagihan ${a}, lalu konfirmasi.`,
            'Masukkan kode OTP (3D Secure) yang dikirim oleh bank penerbit kartu.',
          ],
        },
      ];
    case 'EMONEY_SHOPEE_PAY':
      return [
        {
          channel: 'ShopeePay',
          step: [
            'Anda akan diarahkan ke aplikasi atau halaman ShopeePay.',
            `Periksa jumlah tagihan ${a}.`,
            'Konfirmasi pembayaran dengan PIN ShopeePay Anda.',
            'Setelah berhasil, Anda akan kembali ke halaman Rona.',
          ],
        },
      ];
  }
}
