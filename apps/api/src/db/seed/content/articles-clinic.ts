import { DR_ANINDYA, DR_BIMA, DR_CLARA, image } from './articles-skin';
import { PALETTE } from './palette';
import type { SeedArticle } from './types';

/** Articles about clinic treatments and skin types. */
export const clinicArticles: SeedArticle[] = [
  {
    slug: 'mengenal-botox-fakta-dan-mitos',
    title: 'Mengenal Botox: Fakta dan Mitos',
    tags: ['botox', 'antiaging'],
    author: DR_CLARA,
    releaseDate: '2026-10-02',
    shortDescription:
      'Apakah botox membuat wajah kaku? Berapa lama hasilnya bertahan? Dokter estetika Klinik Rona menjawab pertanyaan yang paling sering diajukan.',
    style: PALETTE.lavender,
    sections: [
      {
        title: 'Apa itu botox',
        description:
          "Botulinum toxin tipe A adalah protein yang melemaskan otot secara sementara. Dalam dosis kecil yang tepat, botox menghaluskan kerutan akibat gerakan ekspresi seperti garis dahi, kerutan di antara alis dan crow's feet.\n\nDi Indonesia, produk botulinum toxin harus terdaftar di BPOM dan hanya boleh disuntikkan oleh dokter.",
        image: image(PALETTE.lavender, 'Area penyuntikan botox yang umum: dahi, glabella dan sudut mata.'),
      },
      {
        title: 'Mitos: wajah jadi kaku',
        description:
          'Hasil kaku biasanya terjadi karena dosis berlebihan atau titik suntik yang kurang tepat. Dengan teknik yang baik, ekspresi tetap alami dan hanya kerutan yang melembut.',
        image: null,
      },
      {
        title: 'Berapa lama hasilnya bertahan',
        description:
          'Efek mulai terlihat 3–7 hari setelah tindakan dan bertahan sekitar 3–6 bulan. Setelah itu otot kembali bergerak seperti semula, tidak menjadi lebih buruk.',
        image: null,
      },
      {
        title: 'Perawatan setelah tindakan',
        description:
          'Hindari berbaring, memijat area suntikan dan olahraga berat selama 4 jam pertama. Kemerahan kecil di titik suntikan biasanya hilang dalam satu jam.',
        image: image(PALETTE.sky, 'Konsultasi sebelum tindakan di Klinik Rona.', 'Klinik Rona'),
      },
    ],
  },
  {
    slug: 'botox-vs-filler',
    title: 'Botox atau Filler? Kenali Perbedaannya',
    tags: ['botox', 'antiaging'],
    author: DR_CLARA,
    releaseDate: '2026-03-17',
    shortDescription:
      'Keduanya disuntikkan, tetapi cara kerja dan hasilnya berbeda. Pahami sebelum memutuskan tindakan estetika.',
    style: PALETTE.plum,
    sections: [
      {
        title: 'Botox untuk kerutan dinamis',
        description:
          'Botox melemaskan otot sehingga kerutan yang muncul saat berekspresi melembut. Cocok untuk dahi, kerutan di antara alis dan sudut mata.',
        image: null,
      },
      {
        title: 'Filler untuk volume',
        description:
          'Filler asam hialuronat mengisi volume yang hilang, misalnya pada pipi, bawah mata, garis senyum atau bibir. Hasilnya langsung terlihat dan bertahan 6–18 bulan tergantung produk dan area.',
        image: image(PALETTE.plum, 'Filler asam hialuronat dapat dilarutkan bila diperlukan.'),
      },
      {
        title: 'Memilih dokter dan klinik',
        description:
          'Pastikan tindakan dilakukan oleh dokter bersertifikat di klinik berizin, dengan produk terdaftar BPOM. Minta penjelasan risiko dan rencana perawatan sebelum tindakan.',
        image: null,
      },
    ],
  },
  {
    slug: 'chemical-peeling-di-klinik',
    title: 'Chemical Peeling di Klinik: Prosedur dan Persiapan',
    tags: ['acne', 'oily', 'combination'],
    author: DR_BIMA,
    releaseDate: '2026-08-28',
    shortDescription:
      'Chemical peeling membantu jerawat, bekas jerawat dan kulit kusam. Simak persiapan, prosedur dan perawatan sesudahnya.',
    style: PALETTE.coral,
    sections: [
      {
        title: 'Apa yang terjadi saat peeling',
        description:
          'Dokter mengoleskan larutan asam seperti glycolic, salicylic atau kombinasi tertentu selama beberapa menit, lalu menetralkannya. Rasa hangat atau cekat-cekit ringan adalah hal wajar.',
        image: image(PALETTE.coral, 'Tindakan chemical peeling superfisial berlangsung sekitar 30 menit.'),
      },
      {
        title: 'Persiapan sebelum tindakan',
        description:
          'Hentikan retinoid dan eksfoliasi 5–7 hari sebelumnya, hindari paparan matahari berlebih, dan informasikan riwayat alergi serta obat yang sedang dikonsumsi kepada dokter.',
        image: null,
      },
      {
        title: 'Perawatan setelah peeling',
        description:
          'Kulit dapat mengelupas ringan selama 3–5 hari. Jangan dikelupas paksa. Pakai pelembap pemulih, tabir surya mineral dan hindari make-up tebal selama 2 hari.',
        image: null,
      },
      {
        title: 'Berapa kali diperlukan',
        description:
          'Umumnya 4–6 sesi dengan jarak 2–4 minggu untuk hasil optimal, tergantung kondisi kulit dan jenis peeling.',
        image: image(PALETTE.peach, 'Jadwal sesi peeling disesuaikan oleh dokter.', 'Klinik Rona'),
      },
    ],
  },
  {
    slug: 'merawat-kulit-kombinasi',
    title: 'Merawat Kulit Kombinasi: Zona T Berminyak, Pipi Kering',
    tags: ['combination', 'oily'],
    author: DR_ANINDYA,
    releaseDate: '2026-01-05',
    shortDescription:
      'Kulit kombinasi butuh strategi berbeda di tiap area wajah. Begini cara menyusun rutinitas tanpa ribet.',
    style: PALETTE.sage,
    sections: [
      {
        title: 'Mengenali kulit kombinasi',
        description:
          'Dahi, hidung dan dagu cepat mengilap, sementara pipi terasa normal atau kering. Pori di zona T cenderung lebih besar dan mudah berkomedo.',
        image: image(PALETTE.sage, 'Zona T versus area pipi.'),
      },
      {
        title: 'Teknik multi-masking dan multi-moisturizing',
        description:
          'Gunakan masker clay hanya di zona T dan masker hidrasi di pipi. Pelembap gel bisa dipakai di seluruh wajah, lalu tambahkan sedikit krim yang lebih kaya di pipi bila perlu.',
        image: null,
      },
      {
        title: 'Bahan aktif yang cocok',
        description:
          'Niacinamide membantu menyeimbangkan minyak di seluruh wajah. BHA dapat dipakai terbatas di hidung dan dagu. Asam hialuronat cocok untuk semua area.',
        image: null,
      },
    ],
  },
  {
    slug: 'double-cleansing-perlu-atau-tidak',
    title: 'Double Cleansing: Perlu atau Tidak?',
    tags: ['sunscreen', 'oily', 'normal'],
    author: DR_BIMA,
    releaseDate: '2025-12-08',
    shortDescription:
      'Metode membersihkan wajah dua tahap ini populer, tapi tidak semua orang membutuhkannya setiap hari.',
    style: PALETTE.sky,
    sections: [
      {
        title: 'Apa itu double cleansing',
        description:
          'Tahap pertama memakai pembersih berbasis minyak atau micellar untuk melarutkan tabir surya, riasan dan sebum. Tahap kedua memakai sabun cuci muka berbasis air untuk membersihkan sisa kotoran.',
        image: image(PALETTE.sky, 'Cleansing balm dan gentle cleanser.'),
      },
      {
        title: 'Siapa yang membutuhkannya',
        description:
          'Bila memakai tabir surya tahan air, riasan, atau memiliki kulit sangat berminyak, double cleansing di malam hari sangat membantu. Di pagi hari cukup satu tahap.',
        image: null,
      },
      {
        title: 'Hindari membersihkan berlebihan',
        description:
          'Membersihkan terlalu lama atau dengan air panas dapat merusak skin barrier. Cukup 30–60 detik per tahap dengan air suam-suam kuku.',
        image: null,
      },
    ],
  },
];
