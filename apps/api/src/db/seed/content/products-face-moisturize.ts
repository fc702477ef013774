import { PALETTE } from './palette';
import type { SeedProduct } from './types';
import { WARNING } from './warnings';

/** Moisturisers and sunscreens. */
export const moisturizeProducts: SeedProduct[] = [
  {
    slug: 'oil-free-gel-moisturizer',
    name: 'Oil-Free Gel Moisturizer',
    categorySlug: 'perawatan-wajah',
    subCategorySlug: 'pelembap',
    skinTypes: ['Berminyak', 'Jerawat', 'Kombinasi'],
    description:
      'Pelembap gel bebas minyak yang langsung terasa sejuk dan meresap tanpa rasa lengket, cocok untuk kulit berminyak di cuaca panas dan lembap.\n\nAsam hialuronat menjaga hidrasi, sementara niacinamide dan ekstrak teh hijau membantu mengontrol kilap hingga sore hari. Non-komedogenik.',
    warning: WARNING.general,
    howToUse: 'Ambil seukuran biji kacang dan ratakan ke wajah serta leher setelah serum, pagi dan malam.',
    composition:
      'Aqua, Glycerin, Dimethicone, Niacinamide, Sodium Hyaluronate, Camellia Sinensis Leaf Extract, Ammonium Acryloyldimethyltaurate/VP Copolymer, Allantoin, Phenoxyethanol, Ethylhexylglycerin.',
    video: null,
    bpom: 'NA18220100301',
    shape: 'jar',
    style: PALETTE.mint,
    dimension: { length: 7, width: 7, height: 5 },
    variants: [
      { size: '30 g', price: 79000, stock: 200, weight: 90 },
      {
        size: '50 g',
        price: 115000,
        stock: 120,
        weight: 130,
        discount: { kind: 'fixed', value: 10000, promoPurchaseLimit: 0, purchaseLimit: 0 },
      },
    ],
    sold: 8740,
    views: 41200,
  },
  {
    slug: 'ceramide-rich-moisturizer',
    name: 'Ceramide Rich Moisturizer',
    categorySlug: 'perawatan-wajah',
    subCategorySlug: 'pelembap',
    skinTypes: ['Kering', 'Sensitif', 'Penuaan'],
    description:
      'Krim pelembap kaya ceramide, shea butter dan squalane untuk kulit kering yang mudah bersisik, terutama saat sering berada di ruangan ber-AC.\n\nMemperkuat skin barrier dan mengunci kelembapan hingga 48 jam menurut uji corneometer. Tidak mengandung pewangi.',
    warning: WARNING.general,
    howToUse:
      'Ratakan secukupnya ke wajah dan leher sebagai langkah terakhir perawatan malam, atau sebelum tabir surya di pagi hari.',
    composition:
      'Aqua, Caprylic/Capric Triglyceride, Butyrospermum Parkii Butter, Glycerin, Squalane, Cetearyl Alcohol, Ceramide NP, Ceramide AP, Cholesterol, Phytosphingosine, Sodium Lauroyl Lactylate, Carbomer, Phenoxyethanol.',
    video: null,
    bpom: 'NA18230100302',
    shape: 'jar',
    style: PALETTE.sand,
    dimension: { length: 7, width: 7, height: 5 },
    variants: [{ size: '50 g', price: 139000, stock: 74, weight: 140 }],
    sold: 3360,
    views: 20550,
  },
  {
    slug: 'barrier-cica-cream',
    name: 'Cica Barrier Cream',
    categorySlug: 'perawatan-wajah',
    subCategorySlug: 'pelembap',
    skinTypes: ['Sensitif', 'Jerawat', 'Kombinasi'],
    description:
      'Krim ringan dengan centella asiatica, panthenol 5% dan zinc oxide dosis rendah untuk kulit kemerahan, iritasi ringan dan kulit yang sedang memakai perawatan jerawat.\n\nTeksturnya krim-gel berwarna hijau muda yang meresap tanpa white cast.',
    warning: WARNING.general,
    howToUse: 'Oleskan tipis ke seluruh wajah atau tebal pada area yang kemerahan, pagi dan malam.',
    composition:
      'Aqua, Centella Asiatica Extract, Panthenol, Glycerin, Caprylic/Capric Triglyceride, Madecassoside, Zinc Oxide, Cetearyl Olivate, Sorbitan Olivate, Chromium Oxide Greens, Phenoxyethanol.',
    video: null,
    bpom: 'NA18230100303',
    shape: 'tube',
    style: PALETTE.matcha,
    dimension: { length: 4, width: 3, height: 15 },
    variants: [
      { size: '30 ml', price: 99000, stock: 8, weight: 70 },
      { size: '50 ml', price: 145000, stock: 55, weight: 95 },
    ],
    sold: 2890,
    views: 17640,
  },
  {
    slug: 'night-repair-cream',
    name: 'Night Repair Cream Bakuchiol',
    categorySlug: 'perawatan-wajah',
    subCategorySlug: 'pelembap',
    skinTypes: ['Penuaan', 'Kering', 'Normal', 'Kusam'],
    description:
      'Krim malam dengan bakuchiol, alternatif retinol dari tumbuhan, serta peptida dan niacinamide untuk kulit yang tampak lebih halus, kencang dan segar di pagi hari.\n\nTeksturnya krim lembut yang tidak terlalu berat, cocok untuk iklim tropis. Aman untuk pemula perawatan anti-aging.\n\nPemakaian rutin 8 minggu membantu menyamarkan garis halus di sekitar dahi dan mata.',
    warning: WARNING.general,
    howToUse:
      'Malam hari, ratakan satu ujung spatula ke wajah dan leher setelah serum. Pijat dengan gerakan ke atas hingga meresap.',
    composition:
      'Aqua, Caprylic/Capric Triglyceride, Glycerin, Bakuchiol, Niacinamide, Cetyl Alcohol, Palmitoyl Tripeptide-5, Squalane, Tocopheryl Acetate, Xanthan Gum, Phenoxyethanol.',
    video: null,
    bpom: 'NA18240100304',
    shape: 'jar',
    style: PALETTE.plum,
    dimension: { length: 7, width: 7, height: 5 },
    variants: [
      { size: '30 g', price: 185000, stock: 0, weight: 110 },
      { size: '50 g', price: 259000, stock: 33, weight: 150 },
    ],
    sold: 1760,
    views: 16010,
  },
  {
    slug: 'hydra-water-cream',
    name: 'Hydra Water Cream',
    categorySlug: 'perawatan-wajah',
    subCategorySlug: 'pelembap',
    skinTypes: ['Normal', 'Kombinasi', 'Kering', 'Kusam'],
    description:
      'Pelembap water cream yang pecah menjadi butiran air saat diratakan, memberi hidrasi instan dan efek glowing sehat sepanjang hari.\n\nDiperkaya ekstrak bunga telang dan tremella, cocok sebagai dasar riasan agar bedak tidak pecah.',
    warning: WARNING.general,
    howToUse: 'Ratakan ke wajah setelah serum, pagi dan malam. Tepuk ringan agar meresap sempurna.',
    composition:
      'Aqua, Glycerin, Butylene Glycol, Dimethicone, Clitoria Ternatea Flower Extract, Tremella Fuciformis Sporocarp Extract, Sodium Hyaluronate, Polyacrylate-13, Polyisobutene, Phenoxyethanol.',
    video: null,
    bpom: 'NA18240100305',
    shape: 'jar',
    style: PALETTE.sky,
    dimension: { length: 7, width: 7, height: 5 },
    variants: [{ size: '50 ml', price: 129000, stock: 98, weight: 140 }],
    sold: 2050,
    views: 12110,
  },
  {
    slug: 'sunscreen-spf50-aqua-gel',
    name: 'Aqua Gel Sunscreen SPF 50 PA++++',
    categorySlug: 'perawatan-wajah',
    subCategorySlug: 'tabir-surya',
    skinTypes: ['Berminyak', 'Kombinasi', 'Normal', 'Jerawat'],
    description:
      'Tabir surya gel berbasis air dengan SPF 50 PA++++ yang ringan, tanpa white cast dan tidak lengket, sehingga nyaman dipakai ulang setiap 2–3 jam di iklim tropis.\n\nPerlindungan spektrum luas dari filter generasi baru (Tinosorb S dan Uvinul A Plus), diperkaya niacinamide dan vitamin E. Bisa dipakai sebagai primer sebelum riasan.\n\nLolos uji non-komedogenik dan tahan air hingga 40 menit.',
    warning: WARNING.general,
    howToUse:
      'Sebagai langkah terakhir perawatan pagi, ambil dua ruas jari dan ratakan ke wajah dan leher 15 menit sebelum terpapar matahari. Ulangi setiap 2–3 jam dan setelah berkeringat atau berenang.',
    composition:
      'Aqua, Ethylhexyl Methoxycinnamate, Dibutyl Adipate, Butylene Glycol, Bis-Ethylhexyloxyphenol Methoxyphenyl Triazine, Diethylamino Hydroxybenzoyl Hexyl Benzoate, Niacinamide, Glycerin, Tocopheryl Acetate, Carbomer, Phenoxyethanol.',
    video: 'https://www.youtube.com/watch?v=RnSunGel50x',
    bpom: 'NA18230100306',
    shape: 'tube',
    style: PALETTE.lemon,
    dimension: { length: 4, width: 3, height: 14 },
    variants: [
      { size: '30 ml', price: 69000, stock: 320, weight: 60 },
      {
        size: '50 ml',
        price: 99000,
        stock: 240,
        weight: 85,
        discount: { kind: 'percentage', value: 10, promoPurchaseLimit: 0, purchaseLimit: 5 },
      },
      { size: '100 ml', price: 169000, stock: 5, weight: 150 },
    ],
    sold: 15320,
    views: 97450,
  },
  {
    slug: 'mineral-sunscreen-sensitive',
    name: 'Mineral Sunscreen SPF 30 Sensitive',
    categorySlug: 'perawatan-wajah',
    subCategorySlug: 'tabir-surya',
    skinTypes: ['Sensitif', 'Kering', 'Normal'],
    description:
      'Tabir surya mineral 100% zinc oxide untuk kulit sensitif, pasca-tindakan klinik dan kulit yang mudah perih dengan filter kimia.\n\nTeksturnya krim lembut dengan sedikit rona kulit untuk menyamarkan white cast, diperkaya centella dan ceramide.',
    warning: WARNING.general,
    howToUse:
      'Ratakan secara merata sebagai langkah terakhir perawatan pagi. Ulangi setiap 2 jam saat beraktivitas di luar ruangan.',
    composition:
      'Aqua, Zinc Oxide, Caprylic/Capric Triglyceride, Cyclopentasiloxane, Glycerin, Centella Asiatica Extract, Ceramide NP, Polyglyceryl-4 Isostearate, Iron Oxides, Phenoxyethanol.',
    video: null,
    bpom: 'NA18230100307',
    shape: 'tube',
    style: PALETTE.peach,
    dimension: { length: 4, width: 3, height: 14 },
    variants: [{ size: '40 ml', price: 119000, stock: 72, weight: 80 }],
    sold: 3240,
    views: 21900,
  },
  {
    slug: 'sunscreen-stick-spf50',
    name: 'Sun Stick SPF 50 PA+++',
    categorySlug: 'perawatan-wajah',
    subCategorySlug: 'tabir-surya',
    skinTypes: ['Normal', 'Berminyak', 'Kombinasi'],
    description:
      'Tabir surya bentuk stik yang bening dan praktis untuk pemakaian ulang di atas riasan, tanpa membuat tangan kotor.\n\nMeninggalkan hasil akhir matte halus dan tidak menggeser bedak. Ukurannya ringkas untuk dibawa di tas.',
    warning: WARNING.general,
    howToUse:
      'Putar stik, oleskan 3–4 kali bolak-balik pada setiap area wajah, lalu ratakan dengan jari. Ulangi setiap 2–3 jam.',
    composition:
      'Ethylhexyl Methoxycinnamate, Dicaprylyl Carbonate, Polyethylene, Ethylhexyl Salicylate, Bis-Ethylhexyloxyphenol Methoxyphenyl Triazine, Silica, Tocopherol, Caprylyl Glycol.',
    video: null,
    bpom: 'NA18240100308',
    shape: 'tube',
    style: PALETTE.coral,
    dimension: { length: 3, width: 3, height: 11 },
    variants: [{ size: '15 g', price: 89000, stock: 1, weight: 40 }],
    sold: 987,
    views: 11840,
  },
  {
    slug: 'tinted-sunscreen-spf40',
    name: 'Tinted Sunscreen SPF 40 Natural Glow',
    categorySlug: 'perawatan-wajah',
    subCategorySlug: 'tabir-surya',
    skinTypes: ['Normal', 'Kusam', 'Kering', 'Flek Hitam'],
    description:
      'Tabir surya berwarna yang menyamarkan noda ringan dan meratakan warna kulit, cocok untuk riasan natural sehari-hari tanpa foundation.\n\nTersedia dalam tiga warna yang disesuaikan untuk kulit Indonesia: Light, Medium dan Tan. Iron oxides membantu melindungi dari cahaya biru.',
    warning: WARNING.general,
    howToUse: 'Ratakan ke wajah setelah pelembap dan baurkan hingga merata. Dapat dilapis pada area yang membutuhkan.',
    composition:
      'Aqua, Ethylhexyl Methoxycinnamate, Titanium Dioxide, Cyclopentasiloxane, Butylene Glycol, Iron Oxides, Niacinamide, Dimethicone Crosspolymer, Sodium Chloride, Phenoxyethanol.',
    video: null,
    bpom: 'NA18240100309',
    shape: 'tube',
    style: PALETTE.clay,
    dimension: { length: 4, width: 3, height: 14 },
    variants: [
      { size: '30 ml Light', price: 109000, stock: 44, weight: 65 },
      { size: '30 ml Medium', price: 109000, stock: 61, weight: 65 },
      { size: '30 ml Tan', price: 109000, stock: 0, weight: 65 },
    ],
    sold: 1980,
    views: 15670,
  },
  {
    slug: 'body-sunscreen-spf50',
    name: 'Body Sun Lotion SPF 50',
    categorySlug: 'perawatan-wajah',
    subCategorySlug: 'tabir-surya',
    skinTypes: ['Normal', 'Kering', 'Kusam'],
    description:
      'Losion tabir surya untuk wajah dan tubuh dengan SPF 50 PA+++, ringan dan cepat meresap sehingga nyaman untuk aktivitas luar ruangan, olahraga dan liburan ke pantai.\n\nTahan air 80 menit dan diperkaya aloe vera untuk menjaga kulit tetap lembap.',
    warning: WARNING.general,
    howToUse:
      'Ratakan secara merata ke kulit yang akan terpapar matahari 15 menit sebelum keluar ruangan. Ulangi setelah berenang atau berkeringat.',
    composition:
      'Aqua, Homosalate, Ethylhexyl Salicylate, Octocrylene, Butyl Methoxydibenzoylmethane, Glycerin, Aloe Barbadensis Leaf Juice, Silica, Acrylates/C10-30 Alkyl Acrylate Crosspolymer, Phenoxyethanol.',
    video: null,
    bpom: 'NA18230100310',
    shape: 'bottle',
    style: PALETTE.lemon,
    dimension: { length: 6, width: 4, height: 18 },
    variants: [
      { size: '100 ml', price: 99000, stock: 90, weight: 140 },
      { size: '200 ml', price: 169000, stock: 30, weight: 260 },
    ],
    sold: 1540,
    views: 9900,
  },
];
