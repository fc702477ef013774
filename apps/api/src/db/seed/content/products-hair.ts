import { PALETTE } from './palette';
import type { SeedProduct } from './types';
import { WARNING } from './warnings';

/** Hair and scalp care. */
export const hairProducts: SeedProduct[] = [
  {
    slug: 'sampo-anti-ketombe',
    name: 'Sampo Anti Ketombe Zinc Pyrithione',
    categorySlug: 'perawatan-rambut',
    subCategorySlug: 'sampo',
    skinTypes: ['Berminyak', 'Sensitif'],
    description:
      'Sampo dengan 1% zinc pyrithione dan piroctone olamine yang membantu mengatasi ketombe, rasa gatal dan kulit kepala berminyak sejak pemakaian pertama.\n\nDiformulasikan dokter kulit Klinik Rona dengan aroma mint yang segar dan tanpa silikon berat, sehingga rambut tidak lepek.',
    warning: WARNING.hair,
    howToUse:
      'Pijat pada kulit kepala yang basah, diamkan 3 menit agar bahan aktif bekerja, lalu bilas. Gunakan 2–3 kali seminggu.',
    composition:
      'Aqua, Sodium Laureth Sulfate, Cocamidopropyl Betaine, Zinc Pyrithione, Piroctone Olamine, Glycerin, Menthol, Polyquaternium-10, Sodium Chloride, Parfum, Sodium Benzoate.',
    video: null,
    bpom: 'NA18230100601',
    shape: 'bottle',
    style: PALETTE.ocean,
    dimension: { length: 7, width: 5, height: 21 },
    variants: [
      {
        size: '200 ml',
        price: 79000,
        stock: 140,
        weight: 250,
        discount: { kind: 'percentage', value: 10, promoPurchaseLimit: 0, purchaseLimit: 0 },
      },
      { size: '400 ml', price: 139000, stock: 46, weight: 470 },
    ],
    sold: 5410,
    views: 24080,
  },
  {
    slug: 'sampo-lidah-buaya-lembut',
    name: 'Sampo Lembut Lidah Buaya',
    categorySlug: 'perawatan-rambut',
    subCategorySlug: 'sampo',
    skinTypes: ['Normal', 'Kering', 'Sensitif'],
    description:
      'Sampo bebas sulfat dengan lidah buaya dan protein kedelai untuk pemakaian setiap hari, membersihkan dengan lembut tanpa membuat rambut kering dan kusut.\n\nAman untuk rambut yang diwarnai.',
    warning: WARNING.hair,
    howToUse: 'Busakan pada rambut dan kulit kepala yang basah, pijat lembut lalu bilas.',
    composition:
      'Aqua, Sodium Cocoyl Isethionate, Cocamidopropyl Betaine, Aloe Barbadensis Leaf Juice, Hydrolyzed Soy Protein, Glycerin, Panthenol, Guar Hydroxypropyltrimonium Chloride, Parfum, Phenoxyethanol.',
    video: null,
    bpom: 'NA18220100602',
    shape: 'pump',
    style: PALETTE.matcha,
    dimension: { length: 8, width: 6, height: 23 },
    variants: [{ size: '300 ml', price: 89000, stock: 97, weight: 360 }],
    sold: 2930,
    views: 11020,
  },
  {
    slug: 'sampo-rambut-rontok-ginseng',
    name: 'Hair Fall Shampoo Ginseng & Caffeine',
    categorySlug: 'perawatan-rambut',
    subCategorySlug: 'sampo',
    skinTypes: ['Normal', 'Berminyak'],
    description:
      'Sampo untuk rambut rontok dengan kafein, ekstrak ginseng dan biotin yang membantu memperkuat akar rambut dan mengurangi kerontokan akibat patah.\n\nHasil terbaik bila dipakai bersama Hair Growth Tonic Rona.',
    warning: WARNING.hair,
    howToUse: 'Pijat ke kulit kepala selama 2 menit, lalu bilas. Gunakan setiap keramas.',
    composition:
      'Aqua, Sodium Laureth Sulfate, Cocamidopropyl Betaine, Caffeine, Panax Ginseng Root Extract, Biotin, Niacinamide, Panthenol, Polyquaternium-7, Parfum, Phenoxyethanol.',
    video: null,
    bpom: 'NA18240100603',
    shape: 'bottle',
    style: PALETTE.charcoal,
    dimension: { length: 7, width: 5, height: 21 },
    variants: [{ size: '250 ml', price: 99000, stock: 9, weight: 300 }],
    sold: 1877,
    views: 10510,
  },
  {
    slug: 'kondisioner-argan',
    name: 'Argan Smoothing Conditioner',
    categorySlug: 'perawatan-rambut',
    subCategorySlug: 'kondisioner',
    skinTypes: ['Kering', 'Normal'],
    description:
      'Kondisioner dengan minyak argan dan keratin terhidrolisis untuk rambut kering, mengembang dan bercabang, membuat rambut lebih mudah disisir dan tampak berkilau.\n\nTidak memberatkan rambut yang tipis.',
    warning: WARNING.hair,
    howToUse:
      'Setelah keramas, aplikasikan pada batang hingga ujung rambut, hindari kulit kepala. Diamkan 2 menit lalu bilas.',
    composition:
      'Aqua, Cetearyl Alcohol, Behentrimonium Chloride, Argania Spinosa Kernel Oil, Hydrolyzed Keratin, Amodimethicone, Glycerin, Parfum, Phenoxyethanol.',
    video: null,
    bpom: 'NA18230100604',
    shape: 'tube',
    style: PALETTE.honey,
    dimension: { length: 7, width: 4, height: 20 },
    variants: [
      { size: '200 ml', price: 85000, stock: 0, weight: 240 },
      { size: '400 ml', price: 145000, stock: 22, weight: 450 },
    ],
    sold: 2150,
    views: 9380,
  },
  {
    slug: 'masker-rambut-kemiri',
    name: 'Masker Rambut Kemiri & Santan',
    categorySlug: 'perawatan-rambut',
    subCategorySlug: 'kondisioner',
    skinTypes: ['Kering', 'Normal'],
    description:
      'Masker rambut intensif dengan minyak kemiri dan santan kelapa, resep perawatan rambut turun-temurun yang diformulasikan ulang agar praktis dan mudah dibilas.\n\nMembantu rambut rusak akibat catok dan pewarnaan kembali lembut dalam satu kali pemakaian.',
    warning: WARNING.hair,
    howToUse:
      'Aplikasikan merata pada rambut yang sudah dikeramas, tutup dengan handuk hangat 10–15 menit lalu bilas. Gunakan seminggu sekali.',
    composition:
      'Aqua, Cetearyl Alcohol, Aleurites Moluccanus Seed Oil, Cocos Nucifera Fruit Extract, Behentrimonium Methosulfate, Panthenol, Hydrolyzed Wheat Protein, Parfum, Phenoxyethanol.',
    video: null,
    bpom: 'NA18220100605',
    shape: 'jar',
    style: PALETTE.sand,
    dimension: { length: 9, width: 9, height: 7 },
    variants: [{ size: '200 g', price: 95000, stock: 56, weight: 280 }],
    sold: 2480,
    views: 12360,
  },
  {
    slug: 'tonik-rambut-growth',
    name: 'Hair Growth Tonic Redensyl',
    categorySlug: 'perawatan-rambut',
    subCategorySlug: 'tonik-rambut',
    skinTypes: ['Normal', 'Berminyak', 'Sensitif'],
    description:
      'Tonik kulit kepala dengan Redensyl 3%, kafein dan ekstrak rosemary untuk membantu mengurangi kerontokan dan mendukung pertumbuhan rambut yang tampak lebih tebal.\n\nTidak lengket, tidak berminyak dan tidak perlu dibilas. Hasil mulai terlihat setelah 8–12 minggu pemakaian rutin.\n\nDirekomendasikan dokter Klinik Rona sebagai perawatan pendamping tindakan PRP kulit kepala.',
    warning: WARNING.hair,
    howToUse:
      'Semprotkan 6–8 kali pada kulit kepala yang kering atau setengah kering, pijat lembut 1 menit. Gunakan setiap malam, tidak perlu dibilas.',
    composition:
      'Aqua, Alcohol Denat., Glycerin, Dihydroquercetin Glucoside, Glycine, Zinc Chloride, Caffeine, Rosmarinus Officinalis Leaf Extract, Panthenol, Biotin, Phenoxyethanol.',
    video: 'https://www.youtube.com/watch?v=RnHairTnc3x',
    bpom: 'NA18240100606',
    shape: 'pump',
    style: PALETTE.sage,
    dimension: { length: 5, width: 5, height: 16 },
    variants: [
      { size: '60 ml', price: 159000, stock: 71, weight: 110 },
      { size: '100 ml', price: 239000, stock: 4, weight: 160 },
    ],
    sold: 2760,
    views: 23300,
  },
  {
    slug: 'hair-serum-anti-frizz',
    name: 'Anti Frizz Hair Serum',
    categorySlug: 'perawatan-rambut',
    subCategorySlug: 'tonik-rambut',
    skinTypes: ['Kering', 'Normal'],
    description:
      'Serum rambut ringan dengan minyak camellia dan vitamin E yang menjinakkan rambut mengembang akibat udara lembap, melindungi dari panas catok hingga 200°C.\n\nCukup 1–2 pump untuk rambut sebahu.',
    warning: WARNING.hair,
    howToUse: 'Ratakan 1–2 pump pada rambut setengah kering atau kering, fokus di bagian tengah hingga ujung.',
    composition: 'Cyclopentasiloxane, Dimethiconol, Camellia Japonica Seed Oil, Tocopheryl Acetate, Parfum.',
    video: null,
    bpom: 'NA18230100607',
    shape: 'pump',
    style: PALETTE.peach,
    dimension: { length: 4, width: 4, height: 13 },
    variants: [{ size: '50 ml', price: 69000, stock: 122, weight: 90 }],
    sold: 3150,
    views: 13800,
  },
];
