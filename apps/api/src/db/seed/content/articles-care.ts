import { DR_ANINDYA, DR_BIMA, DR_LAILA, image } from './articles-skin';
import { PALETTE } from './palette';
import type { SeedArticle } from './types';

/** Articles about routines, anti-aging, diet and clinic treatments. */
export const careArticles: SeedArticle[] = [
  {
    slug: 'urutan-skincare-pagi-dan-malam',
    title: 'Urutan Skincare Pagi dan Malam yang Benar',
    tags: ['normal', 'combination'],
    author: DR_ANINDYA,
    releaseDate: '2026-04-14',
    shortDescription:
      'Dari tekstur paling encer ke paling kental: panduan sederhana menyusun rutinitas agar setiap produk bekerja optimal.',
    style: PALETTE.rose,
    sections: [
      {
        title: 'Prinsip dasar: encer ke kental',
        description:
          'Aturan paling mudah: pakai produk dari tekstur paling encer ke paling kental. Toner, essence dan serum lebih dulu, lalu pelembap. Minyak wajah dan balm di akhir.',
        image: image(PALETTE.rose, 'Urutan dari tekstur encer ke kental.'),
      },
      {
        title: 'Rutinitas pagi',
        description:
          'Pembersih lembut, toner (opsional), serum antioksidan seperti vitamin C, pelembap, lalu tabir surya sebagai langkah terakhir. Tunggu sekitar satu menit di antara lapisan.',
        image: null,
      },
      {
        title: 'Rutinitas malam',
        description:
          'Double cleansing bila memakai tabir surya atau riasan, toner, bahan aktif (retinol, AHA/BHA atau niacinamide), lalu pelembap. Jangan memakai retinol dan AHA/BHA pada malam yang sama bila baru memulai.',
        image: null,
      },
      {
        title: 'Jangan langsung mencoba banyak produk baru',
        description:
          'Perkenalkan satu produk baru setiap 1–2 minggu. Dengan begitu, bila terjadi iritasi atau jerawat, penyebabnya mudah diketahui.',
        image: image(PALETTE.blush, 'Catat produk baru dan reaksi kulit di jurnal skincare.'),
      },
    ],
  },
  {
    slug: 'retinol-untuk-pemula',
    title: 'Retinol untuk Pemula: Mulai dari Mana?',
    tags: ['antiaging', 'normal'],
    author: DR_BIMA,
    releaseDate: '2026-08-09',
    shortDescription:
      'Retinol adalah bahan anti-aging dengan bukti ilmiah terkuat. Ini cara memulainya tanpa kulit mengelupas parah.',
    style: PALETTE.lavender,
    sections: [
      {
        title: 'Cara kerja retinol',
        description:
          'Retinol diubah kulit menjadi asam retinoat yang mempercepat pergantian sel dan merangsang pembentukan kolagen. Hasilnya garis halus lebih samar, tekstur lebih halus dan pori tampak lebih kecil.',
        image: image(PALETTE.lavender, 'Retinol → retinaldehyde → asam retinoat.'),
      },
      {
        title: 'Mulai dari konsentrasi rendah',
        description:
          'Konsentrasi 0,2–0,3% cukup untuk pemula. Pakai 2–3 malam seminggu selama dua minggu pertama, lalu tingkatkan perlahan. Metode "sandwich" (pelembap–retinol–pelembap) membantu kulit sensitif.',
        image: null,
      },
      {
        title: 'Purging atau iritasi?',
        description:
          'Purging berupa jerawat kecil di area yang biasa berjerawat dan mereda dalam 4–6 minggu. Iritasi ditandai rasa perih, kemerahan luas dan kulit mengelupas di area yang tidak biasa berjerawat. Bila iritasi, kurangi frekuensi.',
        image: null,
      },
      {
        title: 'Siapa yang sebaiknya menunda',
        description:
          'Ibu hamil dan menyusui sebaiknya tidak memakai retinoid. Bakuchiol dan peptida dapat menjadi alternatif yang lebih aman setelah berkonsultasi dengan dokter.',
        image: image(PALETTE.plum, 'Bakuchiol, alternatif retinol dari tumbuhan.'),
      },
      {
        title: 'Wajib tabir surya',
        description:
          'Retinol membuat kulit lebih peka terhadap matahari. Tabir surya setiap pagi bukan pilihan, melainkan bagian dari rutinitas retinol.',
        image: null,
      },
    ],
  },
  {
    slug: 'anti-aging-usia-20-an',
    title: 'Perlukah Anti-Aging di Usia 20-an?',
    tags: ['antiaging', 'sunscreen'],
    author: DR_ANINDYA,
    releaseDate: '2026-02-26',
    shortDescription:
      'Pencegahan lebih mudah dari perbaikan. Tiga kebiasaan sederhana yang paling berpengaruh untuk kulit awet muda.',
    style: PALETTE.plum,
    sections: [
      {
        title: 'Produksi kolagen mulai menurun',
        description:
          'Sejak pertengahan usia 20-an, produksi kolagen turun sekitar 1% per tahun. Penuaan akibat matahari (photoaging) bahkan menyumbang sebagian besar tanda penuaan yang terlihat.',
        image: image(
          PALETTE.plum,
          'Photoaging: penuaan akibat paparan sinar matahari.',
          'Clinical, Cosmetic and Investigational Dermatology',
        ),
      },
      {
        title: 'Tiga kebiasaan terpenting',
        description:
          'Tabir surya setiap hari, tidur cukup dan tidak merokok. Ketiganya lebih berpengaruh dibanding krim anti-aging mana pun.',
        image: null,
      },
      {
        title: 'Bahan aktif yang layak dicoba',
        description:
          'Vitamin C di pagi hari sebagai antioksidan, dan retinol konsentrasi rendah di malam hari. Niacinamide dan peptida cocok untuk kulit yang belum siap dengan retinol.',
        image: null,
      },
    ],
  },
  {
    slug: 'makanan-untuk-kulit-sehat',
    title: 'Makanan yang Baik dan Kurang Baik untuk Kulit',
    tags: ['diet', 'acne'],
    author: DR_LAILA,
    releaseDate: '2026-06-11',
    shortDescription:
      'Apakah cokelat dan susu menyebabkan jerawat? Dokter gizi menjelaskan hubungan pola makan dengan kesehatan kulit.',
    style: PALETTE.matcha,
    sections: [
      {
        title: 'Indeks glikemik dan jerawat',
        description:
          'Makanan dengan indeks glikemik tinggi seperti minuman manis, nasi putih berlebihan dan roti putih meningkatkan insulin dan IGF-1 yang dapat memicu produksi sebum. Beberapa studi menunjukkan diet rendah glikemik membantu mengurangi jerawat.',
        image: image(PALETTE.matcha, 'Pilih karbohidrat kompleks seperti nasi merah dan ubi.'),
      },
      {
        title: 'Bagaimana dengan susu?',
        description:
          'Susu skim dikaitkan dengan jerawat pada sebagian orang, sedangkan yoghurt dan keju tidak menunjukkan hubungan yang sama kuat. Bila curiga, coba kurangi susu selama 6–8 minggu dan amati perubahannya.',
        image: null,
      },
      {
        title: 'Nutrisi pendukung kulit',
        description:
          'Ikan berlemak seperti kembung dan sarden kaya omega-3. Buah berwarna seperti jambu biji, pepaya dan jeruk mengandung vitamin C untuk pembentukan kolagen. Kacang-kacangan menyediakan zinc dan vitamin E.',
        image: image(PALETTE.honey, 'Sumber omega-3 dan vitamin C yang mudah ditemukan di pasar.'),
      },
      {
        title: 'Cukup minum air',
        description:
          'Minum air cukup penting untuk kesehatan tubuh, tetapi minum berlebihan tidak membuat kulit kering menjadi lembap. Pelembap tetap dibutuhkan dari luar.',
        image: null,
      },
    ],
  },
  {
    slug: 'pola-makan-untuk-kulit-glowing',
    title: 'Menu Seminggu untuk Kulit Glowing Alami',
    tags: ['diet', 'normal'],
    author: DR_LAILA,
    releaseDate: '2026-01-19',
    shortDescription:
      'Contoh menu harian khas Indonesia yang kaya antioksidan, protein dan lemak sehat untuk mendukung kulit sehat.',
    style: PALETTE.honey,
    sections: [
      {
        title: 'Sarapan',
        description:
          'Oatmeal dengan pisang dan kacang almond, atau nasi merah dengan telur rebus dan tumis bayam. Tambahkan segelas jus jambu biji tanpa gula.',
        image: image(PALETTE.honey, 'Sarapan tinggi serat dan protein.'),
      },
      {
        title: 'Makan siang',
        description:
          'Pepes ikan kembung, sayur asem dan tempe bacem. Tempe kaya isoflavon dan protein, sementara ikan kembung kaya omega-3.',
        image: null,
      },
      {
        title: 'Camilan dan makan malam',
        description:
          'Camilan buah potong seperti pepaya atau semangka. Makan malam sup ayam dengan wortel dan brokoli. Batasi gorengan dan minuman manis di malam hari.',
        image: null,
      },
    ],
  },
];
