import { PALETTE } from './palette';
import type { ImageStyle, SeedArticle, SeedArticleSection } from './types';

export const DR_ANINDYA = 'dr. Anindya Putri, Sp.DVE';
export const DR_BIMA = 'dr. Bima Hartawan, Sp.DVE';
export const DR_LAILA = 'dr. Laila Nurhasanah, M.Gizi';
export const DR_CLARA = 'dr. Clara Wijayakusuma, Dipl. AAAM';

export const image = (
  style: ImageStyle,
  caption: string,
  source: string | null = null,
): SeedArticleSection['image'] => ({ style, caption, source });

/** Articles about sunscreen and acne. */
export const skinArticles: SeedArticle[] = [
  {
    slug: 'panduan-memilih-sunscreen-kulit-berminyak',
    title: 'Panduan Memilih Sunscreen untuk Kulit Berminyak di Iklim Tropis',
    tags: ['sunscreen', 'oily'],
    author: DR_ANINDYA,
    releaseDate: '2026-11-12',
    shortDescription:
      'Tekstur, filter UV dan cara pakai ulang yang tepat agar kulit berminyak tetap terlindungi tanpa terasa lengket.',
    style: PALETTE.lemon,
    sections: [
      {
        title: 'Kenapa kulit berminyak tetap butuh sunscreen',
        description:
          'Banyak pemilik kulit berminyak melewatkan tabir surya karena takut wajah makin mengilap atau berjerawat. Padahal sinar UVA menembus awan dan kaca jendela sepanjang tahun, dan di Indonesia indeks UV sering mencapai 11 atau lebih pada siang hari.\n\nPaparan UV tanpa perlindungan mempercepat munculnya flek, membuat bekas jerawat lebih lama pudar dan memicu penuaan dini.',
        image: image(
          PALETTE.lemon,
          'Indeks UV di kota-kota besar Indonesia sering berada di kategori ekstrem.',
          'BMKG, data indeks UV 2025',
        ),
      },
      {
        title: 'Pilih tekstur gel atau fluid',
        description:
          'Untuk kulit berminyak, carilah label gel, aqua, fluid atau water-based. Tekstur ini cepat meresap dan tidak meninggalkan lapisan berat. Hindari krim tebal berbasis minyak mineral.\n\nLabel non-komedogenik membantu, tetapi cara terbaik tetap mencoba di area kecil seperti rahang selama beberapa hari.',
        image: null,
      },
      {
        title: 'SPF, PA dan jumlah yang dipakai',
        description:
          'SPF 30 menyaring sekitar 97% UVB dan SPF 50 sekitar 98%. Yang lebih penting adalah jumlahnya: dua ruas jari untuk wajah dan leher. Pemakaian terlalu tipis membuat perlindungan turun drastis.\n\nUntuk UVA, pilih PA+++ atau PA++++ karena UVA yang paling berperan pada flek dan penuaan.',
        image: image(PALETTE.peach, 'Aturan dua ruas jari untuk wajah dan leher.'),
      },
      {
        title: 'Cara pakai ulang di atas riasan',
        description:
          'Pakai ulang setiap 2–3 jam saat beraktivitas di luar ruangan. Di atas riasan, sunscreen stik atau semprot memudahkan tanpa merusak bedak. Tepuk perlahan, jangan digosok.\n\nBila seharian di dalam ruangan, cukup pakai ulang sebelum keluar kantor di sore hari.',
        image: null,
      },
    ],
  },
  {
    slug: 'mitos-dan-fakta-sunscreen',
    title: 'Tujuh Mitos Sunscreen yang Masih Sering Dipercaya',
    tags: ['sunscreen', 'normal'],
    author: DR_BIMA,
    releaseDate: '2026-09-03',
    shortDescription:
      'Dari "kulit gelap tidak perlu sunscreen" sampai "SPF di bedak sudah cukup", ini penjelasan dokter kulit.',
    style: PALETTE.peach,
    sections: [
      {
        title: 'Mitos: kulit sawo matang tidak perlu sunscreen',
        description:
          'Melanin memang memberi perlindungan alami, tetapi setara kira-kira SPF 4 sampai 13. Kulit sawo matang justru lebih mudah mengalami hiperpigmentasi seperti melasma dan bekas jerawat kecokelatan bila sering terpapar matahari.',
        image: image(
          PALETTE.clay,
          'Hiperpigmentasi lebih sering dialami kulit dengan fototipe IV–V.',
          'Journal of the American Academy of Dermatology',
        ),
      },
      {
        title: 'Mitos: SPF di bedak atau foundation sudah cukup',
        description:
          'Untuk mencapai SPF yang tertera, dibutuhkan jumlah produk yang jauh lebih banyak dari pemakaian bedak normal. Anggap SPF pada riasan sebagai bonus, bukan pengganti tabir surya.',
        image: null,
      },
      {
        title: 'Mitos: di dalam ruangan aman dari sinar UV',
        description:
          'UVA dapat menembus kaca jendela. Bila meja kerja dekat jendela atau sering berkendara, tabir surya tetap dibutuhkan. Cahaya biru dari layar pengaruhnya jauh lebih kecil dibanding matahari, namun iron oxides pada tinted sunscreen membantu.',
        image: null,
      },
      {
        title: 'Mitos: sunscreen menyebabkan kekurangan vitamin D',
        description:
          'Studi menunjukkan pemakaian tabir surya sehari-hari tidak menyebabkan kekurangan vitamin D pada kebanyakan orang. Bila khawatir, periksakan kadar vitamin D dan konsultasikan suplementasi dengan dokter.',
        image: image(PALETTE.lemon, 'Vitamin D juga bisa didapat dari ikan, telur dan suplemen.'),
      },
    ],
  },
  {
    slug: 'mengenal-jenis-jerawat',
    title: 'Mengenal Jenis Jerawat dan Cara Menanganinya',
    tags: ['acne', 'oily'],
    author: DR_ANINDYA,
    releaseDate: '2026-10-18',
    shortDescription:
      'Komedo, papul, pustul sampai nodul: tiap jenis jerawat butuh penanganan berbeda. Kapan harus ke dokter?',
    style: PALETTE.mint,
    sections: [
      {
        title: 'Komedo putih dan hitam',
        description:
          'Komedo terbentuk saat pori tersumbat sebum dan sel kulit mati. Komedo hitam berwarna gelap karena oksidasi, bukan karena kotoran.\n\nBahan seperti asam salisilat (BHA) dan retinoid membantu membersihkan sumbatan. Hindari memencet sendiri karena bisa meninggalkan bekas.',
        image: image(PALETTE.mint, 'Komedo terbuka dan tertutup di zona T.'),
      },
      {
        title: 'Jerawat meradang: papul dan pustul',
        description:
          'Papul berupa benjolan merah tanpa mata, sedangkan pustul memiliki nanah di puncaknya. Benzoyl peroxide 2,5%, azelaic acid dan plester hidrokoloid dapat membantu jerawat ringan hingga sedang.',
        image: null,
      },
      {
        title: 'Nodul dan kista',
        description:
          'Jerawat besar, keras dan nyeri di bawah kulit termasuk jerawat berat. Jenis ini berisiko meninggalkan bopeng dan hampir selalu membutuhkan obat resep dokter, seperti antibiotik oral atau isotretinoin.\n\nJangan menunda konsultasi bila jerawat jenis ini muncul berulang.',
        image: image(PALETTE.coral, 'Konsultasi dini mencegah bekas jerawat permanen.', 'Klinik Rona'),
      },
      {
        title: 'Rutinitas dasar untuk kulit berjerawat',
        description:
          'Cukup empat langkah: pembersih lembut, bahan aktif (misalnya niacinamide atau BHA), pelembap ringan dan tabir surya. Terlalu banyak produk justru bisa mengiritasi dan memperburuk jerawat.',
        image: null,
      },
    ],
  },
  {
    slug: 'bekas-jerawat-pih-pie',
    title: 'Bekas Jerawat Merah atau Cokelat? Kenali PIE dan PIH',
    tags: ['acne', 'combination'],
    author: DR_BIMA,
    releaseDate: '2026-07-22',
    shortDescription:
      'Bekas jerawat kemerahan dan kecokelatan punya penyebab berbeda, sehingga bahan aktif yang efektif juga berbeda.',
    style: PALETTE.blush,
    sections: [
      {
        title: 'PIE: bekas kemerahan',
        description:
          'Post-inflammatory erythema (PIE) adalah bekas merah atau keunguan akibat pelebaran pembuluh darah kecil setelah peradangan. Biasanya memudar sendiri dalam beberapa bulan.\n\nNiacinamide, azelaic acid dan centella membantu menenangkan, sementara laser vaskular di klinik mempercepat prosesnya.',
        image: image(PALETTE.blush, 'PIE tampak kemerahan dan memucat bila ditekan.'),
      },
      {
        title: 'PIH: bekas kecokelatan',
        description:
          'Post-inflammatory hyperpigmentation (PIH) muncul karena produksi melanin berlebih setelah peradangan, lebih sering pada kulit Asia. Alpha arbutin, vitamin C, tranexamic acid dan retinoid adalah pilihan yang baik.',
        image: null,
      },
      {
        title: 'Tabir surya adalah kuncinya',
        description:
          'Baik PIE maupun PIH akan lebih lama pudar bila terpapar matahari. Semua bahan pencerah tidak akan maksimal tanpa tabir surya setiap hari.',
        image: null,
      },
    ],
  },
  {
    slug: 'skin-barrier-rusak',
    title: 'Tanda Skin Barrier Rusak dan Cara Memulihkannya',
    tags: ['normal', 'combination'],
    author: DR_ANINDYA,
    releaseDate: '2026-05-30',
    shortDescription:
      'Kulit perih saat memakai produk biasa, kemerahan dan bersisik? Bisa jadi lapisan pelindung kulitmu sedang terganggu.',
    style: PALETTE.sand,
    sections: [
      {
        title: 'Apa itu skin barrier',
        description:
          'Lapisan terluar kulit (stratum korneum) tersusun seperti dinding bata: sel kulit sebagai bata dan lipid (ceramide, kolesterol, asam lemak) sebagai semen. Lapisan ini menjaga air tetap di dalam dan iritan tetap di luar.',
        image: image(PALETTE.sand, 'Ilustrasi struktur "bata dan semen" stratum korneum.'),
      },
      {
        title: 'Tanda-tanda barrier terganggu',
        description:
          'Kulit terasa perih atau panas saat memakai produk yang biasanya aman, tampak kemerahan, kering namun sekaligus berminyak, bersisik halus, atau tiba-tiba mudah berjerawat.',
        image: null,
      },
      {
        title: 'Langkah pemulihan',
        description:
          'Hentikan sementara eksfoliasi, retinoid dan scrub. Sederhanakan rutinitas menjadi pembersih lembut, pelembap dengan ceramide dan tabir surya mineral.\n\nBiasanya kulit membaik dalam 2–4 minggu. Setelah itu perkenalkan kembali bahan aktif satu per satu.',
        image: null,
      },
      {
        title: 'Kapan perlu ke dokter',
        description:
          'Bila kemerahan disertai bengkak, gatal hebat, atau tidak membaik setelah sebulan, periksakan ke dokter kulit untuk menyingkirkan dermatitis atau rosacea.',
        image: image(PALETTE.sage, 'Konsultasi dokter kulit di Klinik Rona.', 'Klinik Rona'),
      },
    ],
  },
];
