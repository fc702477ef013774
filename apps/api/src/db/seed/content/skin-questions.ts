import type { SeedSkinQuestion } from './types';

/** The member's skin analysis: single choice ('other'), multiple choice ('multiple') and essay ('text'). */
export const skinQuestions: SeedSkinQuestion[] = [
  {
    type: 'option',
    answerType: 'other',
    text: 'Bagaimana kondisi kulit wajahmu sekitar 2 jam setelah mencuci muka?',
    options: [
      'Terasa kencang dan kering',
      'Nyaman, tidak kering dan tidak berminyak',
      'Berminyak hanya di dahi, hidung dan dagu',
      'Berminyak di seluruh wajah',
    ],
  },
  {
    type: 'option',
    answerType: 'multiple',
    text: 'Masalah kulit apa saja yang ingin kamu atasi? (boleh pilih lebih dari satu)',
    options: [
      'Jerawat',
      'Komedo',
      'Bekas jerawat',
      'Flek hitam',
      'Kulit kusam',
      'Garis halus dan kerutan',
      'Pori-pori besar',
      'Kemerahan',
    ],
  },
  {
    type: 'option',
    answerType: 'other',
    text: 'Seberapa sering kulitmu terasa perih, gatal atau kemerahan saat mencoba produk baru?',
    options: ['Tidak pernah', 'Jarang', 'Kadang-kadang', 'Sering'],
  },
  {
    type: 'option',
    answerType: 'other',
    text: 'Berapa lama kamu terpapar sinar matahari dalam sehari?',
    options: ['Kurang dari 30 menit', '30 menit – 2 jam', 'Lebih dari 2 jam'],
  },
  {
    type: 'option',
    answerType: 'multiple',
    text: 'Produk apa saja yang rutin kamu gunakan saat ini?',
    options: [
      'Pembersih wajah',
      'Toner',
      'Serum',
      'Pelembap',
      'Tabir surya',
      'Produk eksfoliasi (AHA/BHA)',
      'Retinol',
      'Belum memakai skincare',
    ],
  },
  {
    type: 'option',
    answerType: 'other',
    text: 'Berapa rentang usiamu?',
    options: ['Di bawah 20 tahun', '20–29 tahun', '30–39 tahun', '40 tahun ke atas'],
  },
  {
    type: 'essay',
    answerType: 'text',
    text: 'Ceritakan riwayat alergi, obat yang sedang dikonsumsi, atau tindakan klinik yang pernah kamu jalani.',
    options: [],
  },
];
