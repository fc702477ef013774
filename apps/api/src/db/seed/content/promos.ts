import { PALETTE } from './palette';
import type { SeedPromo, SeedVoucher } from './types';

/** Terms shared by every voucher, after the voucher's own lines. */
const terms = (...lines: string[]) =>
  [
    ...lines,
    'Voucher hanya berlaku untuk member Rona yang sudah login.',
    'Satu voucher pengiriman dan satu voucher transaksi dapat digabung dalam satu pesanan.',
    'Voucher tidak dapat diuangkan dan tidak berlaku untuk pesanan yang dibatalkan.',
    'Rona berhak membatalkan pesanan yang terindikasi penyalahgunaan voucher.',
  ]
    .map((line, i) => `${i + 1}. ${line}`)
    .join('\n');

const voucher = (v: SeedVoucher): SeedVoucher => v;

const WIB_MS = 7 * 60 * 60 * 1000;

/**
 * The next 12.12 sale, 12 Desember 00.00 to 15 Desember 23.59.59 WIB, from the seeding moment itself
 * (not days counted from when this file loaded, which put the start a moment before midnight on the
 * 11th): the promo, its voucher (withPromo) and the voucher's terms ('Berlaku 12–15 Desember') agree.
 */
export function harbolnasWindow(now: Date): { start: Date; end: Date } {
  const start = (year: number) => Date.UTC(year, 11, 12) - WIB_MS;
  const end = (year: number) => Date.UTC(year, 11, 16) - WIB_MS - 1000;
  let year = new Date(now.getTime() + WIB_MS).getUTCFullYear();
  if (end(year) <= now.getTime()) year += 1;
  return { start: new Date(start(year)), end: new Date(end(year)) };
}

export const promos: SeedPromo[] = [
  {
    slug: 'rona-hemat-ongkir',
    title: 'Hemat Ongkir ke Seluruh Indonesia',
    type: 'Voucher',
    startsInDays: -10,
    endsInDays: 20,
    style: PALETTE.sage,
    hasBanner: true,
    sections: [
      {
        title: 'Belanja skincare tanpa pusing ongkir',
        description:
          'Klaim voucher ongkir Rona dan nikmati potongan biaya kirim hingga Rp30.000 ke seluruh Indonesia, dari Sabang sampai Merauke.',
      },
      {
        title: 'Cara pakai',
        description:
          'Masukkan kode promo di keranjang atau pilih voucher yang sudah ada di akunmu, lalu lanjutkan ke checkout.',
      },
    ],
    vouchers: [
      voucher({
        code: 'VC-ONGKIR-20K',
        name: 'Potongan Ongkir Rp20.000',
        category: 'shipping',
        discType: 'fixed',
        discAmount: 20000,
        maxDiscount: 0,
        minimumTransaction: 100000,
        redeemCode: 'RONAHEMAT',
        termsCondition: terms(
          'Potongan ongkos kirim Rp20.000 dengan minimum belanja Rp100.000.',
          'Berlaku untuk semua kurir.',
        ),
        expiresInDays: 20,
      }),
      voucher({
        code: 'VC-ONGKIR-50P',
        name: 'Diskon Ongkir 50% hingga Rp30.000',
        category: 'shipping',
        discType: 'percentage',
        discAmount: 50,
        maxDiscount: 30000,
        minimumTransaction: 150000,
        redeemCode: null,
        termsCondition: terms(
          'Diskon 50% ongkos kirim, maksimal Rp30.000, minimum belanja Rp150.000.',
          'Otomatis tersedia di akun member.',
        ),
        expiresInDays: 20,
      }),
    ],
  },
  {
    slug: 'member-baru-rona',
    title: 'Selamat Datang Member Baru Rona',
    type: 'Voucher',
    startsInDays: -30,
    endsInDays: 60,
    style: PALETTE.blush,
    hasBanner: true,
    sections: [
      {
        title: 'Hadiah untuk member baru',
        description:
          'Daftar sebagai member Rona dan dapatkan diskon 10% untuk belanja pertamamu, ditambah poin untuk setiap transaksi.',
      },
      {
        title: 'Tentang voucher lama',
        description: 'Voucher RONALAMA dari periode sebelumnya sudah berakhir dan tidak dapat digunakan lagi.',
      },
    ],
    vouchers: [
      voucher({
        code: 'VC-BARU-10P',
        name: 'Diskon 10% Belanja Pertama',
        category: 'transaction',
        discType: 'percentage',
        discAmount: 10,
        maxDiscount: 50000,
        minimumTransaction: 200000,
        redeemCode: 'RONABARU',
        termsCondition: terms(
          'Diskon 10% maksimal Rp50.000 dengan minimum belanja Rp200.000.',
          'Hanya berlaku untuk transaksi pertama.',
        ),
        expiresInDays: 60,
        perMemberLimit: 1,
      }),
      voucher({
        code: 'VC-LAMA-25K',
        name: 'Potongan Rp25.000 (Periode Lalu)',
        category: 'transaction',
        discType: 'fixed',
        discAmount: 25000,
        maxDiscount: 0,
        minimumTransaction: 150000,
        redeemCode: 'RONALAMA',
        termsCondition: terms('Potongan Rp25.000 dengan minimum belanja Rp150.000.', 'Periode voucher telah berakhir.'),
        expiresInDays: -3,
      }),
    ],
  },
  {
    slug: 'payday-glow',
    title: 'Payday Glow Sale',
    type: 'Voucher',
    startsInDays: -2,
    endsInDays: 5,
    style: PALETTE.honey,
    hasBanner: true,
    sections: [
      {
        title: 'Gajian, saatnya rawat kulit',
        description:
          'Diskon 15% untuk semua produk Rona selama periode gajian, plus potongan spesial Rp150.000 untuk belanja besar.',
      },
      {
        title: 'Periode promo',
        description: 'Berlaku selama persediaan voucher masih ada. Voucher dapat diklaim sekali per akun.',
      },
    ],
    vouchers: [
      voucher({
        code: 'VC-PAYDAY-15P',
        name: 'Diskon Gajian 15%',
        category: 'transaction',
        discType: 'percentage',
        discAmount: 15,
        maxDiscount: 75000,
        minimumTransaction: 300000,
        redeemCode: 'PAYDAYGLOW',
        termsCondition: terms('Diskon 15% maksimal Rp75.000 dengan minimum belanja Rp300.000.'),
        expiresInDays: 5,
      }),
      voucher({
        code: 'VC-BESAR-150K',
        name: 'Potongan Rp150.000 Belanja Besar',
        category: 'transaction',
        discType: 'fixed',
        discAmount: 150000,
        maxDiscount: 0,
        minimumTransaction: 1500000,
        redeemCode: 'BELANJABESAR',
        termsCondition: terms('Potongan Rp150.000 dengan minimum belanja Rp1.500.000.'),
        expiresInDays: 5,
      }),
      voucher({
        code: 'VC-PAYDAY-ONGKIR',
        name: 'Gratis Ongkir Gajian hingga Rp15.000',
        category: 'shipping',
        discType: 'fixed',
        discAmount: 15000,
        maxDiscount: 0,
        minimumTransaction: 75000,
        redeemCode: 'GAJIANONGKIR',
        termsCondition: terms('Potongan ongkos kirim Rp15.000 dengan minimum belanja Rp75.000.'),
        expiresInDays: 5,
      }),
    ],
  },
  {
    slug: 'flash-sale-serum',
    title: 'Flash Sale Serum Favorit',
    type: 'Discount',
    startsInDays: -1,
    endsInDays: 6,
    style: PALETTE.lavender,
    hasBanner: true,
    sections: [
      {
        title: 'Serum terlaris, harga spesial',
        description:
          'Diskon hingga 30% untuk serum niacinamide, vitamin C, retinol dan lainnya. Stok promo terbatas dan ada batas pembelian per produk.',
      },
      {
        title: 'Syarat dan ketentuan',
        description:
          'Harga promo berlaku selama periode flash sale dan selama stok promo tersedia. Maksimal 5 unit produk promo per pesanan.',
      },
    ],
    vouchers: [],
  },
  {
    slug: 'diskon-perawatan-tubuh',
    title: 'Diskon Spesial Perawatan Tubuh',
    type: 'Discount',
    startsInDays: -5,
    endsInDays: 25,
    style: PALETTE.peach,
    hasBanner: false,
    sections: [
      {
        title: 'Rawat kulit tubuh dari ujung kepala sampai kaki',
        description: 'Potongan harga untuk body lotion, sabun mandi, scrub dan krim tangan pilihan.',
      },
    ],
    vouchers: [],
  },
  {
    slug: 'anniversary-klinik-rona',
    title: 'Anniversary Klinik Rona ke-5',
    type: 'Discount',
    startsInDays: -3,
    endsInDays: 14,
    style: PALETTE.mint,
    hasBanner: true,
    sections: [
      {
        title: 'Lima tahun merawat kulitmu',
        description:
          'Rayakan ulang tahun kelima Klinik Rona dengan harga spesial untuk paket perawatan rekomendasi dokter dan produk pasca tindakan.',
      },
      {
        title: 'Termasuk konsultasi',
        description: 'Setiap paket perawatan sudah termasuk satu sesi konsultasi online dengan dokter Klinik Rona.',
      },
    ],
    vouchers: [],
  },
  {
    slug: 'harbolnas-12-12',
    title: 'Harbolnas 12.12 Rona',
    type: 'Voucher',
    calendar: harbolnasWindow,
    style: PALETTE.coral,
    hasBanner: true,
    sections: [
      {
        title: 'Segera hadir',
        description: 'Tandai kalendermu! Voucher diskon 12% untuk semua produk Rona di Hari Belanja Online Nasional.',
      },
    ],
    vouchers: [
      voucher({
        code: 'VC-1212-12P',
        name: 'Diskon Harbolnas 12%',
        category: 'transaction',
        discType: 'percentage',
        discAmount: 12,
        maxDiscount: 120000,
        minimumTransaction: 250000,
        redeemCode: 'RONA1212',
        termsCondition: terms(
          'Diskon 12% maksimal Rp120.000 dengan minimum belanja Rp250.000.',
          'Berlaku 12–15 Desember, satu kali per member, selama kuota 1.000 pemakaian tersedia.',
        ),
        withPromo: true,
        usageLimit: 1000,
        perMemberLimit: 1,
      }),
    ],
  },
  {
    slug: 'hadiah-ulang-tahun-member',
    title: 'Hadiah Ulang Tahun untuk Member',
    type: 'Voucher',
    startsInDays: -60,
    endsInDays: 300,
    style: PALETTE.rose,
    hasBanner: true,
    sections: [
      {
        title: 'Selamat ulang tahun!',
        description:
          'Member Rona mendapatkan potongan Rp50.000 di bulan ulang tahunnya. Voucher otomatis masuk ke akun tanpa kode.',
      },
    ],
    vouchers: [
      voucher({
        code: 'VC-ULTAH-50K',
        name: 'Kado Ulang Tahun Rp50.000',
        category: 'transaction',
        discType: 'fixed',
        discAmount: 50000,
        maxDiscount: 0,
        minimumTransaction: 250000,
        redeemCode: null,
        termsCondition: terms(
          'Potongan Rp50.000 dengan minimum belanja Rp250.000.',
          'Satu kali pemakaian per member, berlaku 30 hari sejak voucher diterima.',
        ),
        expiresInDays: 30,
        perMemberLimit: 1,
      }),
    ],
  },
];
