import { PALETTE } from './palette';
import type { SeedProduct } from './types';
import { WARNING } from './warnings';

const FLASH = 'flash-sale-serum';

/** Serums and ampoules, most of them in the serum flash sale. */
export const serumProducts: SeedProduct[] = [
  {
    slug: 'serum-niacinamide-10',
    name: 'Serum Niacinamide 10% + Zinc',
    categorySlug: 'perawatan-wajah',
    subCategorySlug: 'serum',
    skinTypes: ['Berminyak', 'Jerawat', 'Kusam', 'Kombinasi'],
    description:
      'Serum andalan Rona dengan 10% niacinamide dan 1% zinc PCA untuk menyamarkan bekas jerawat, mengontrol minyak dan membuat pori tampak lebih kecil dalam 4 minggu.\n\nTeksturnya ringan seperti air dan cepat meresap, sehingga nyaman dipakai di bawah tabir surya di iklim tropis.\n\nDalam uji pemakaian 28 hari pada 40 relawan, 87% merasakan kulit tampak lebih cerah dan minyak lebih terkontrol.',
    warning: WARNING.general,
    howToUse:
      'Teteskan 3–4 tetes ke telapak tangan dan ratakan ke wajah setelah toner, pagi dan malam. Lanjutkan dengan pelembap. Pada pagi hari, akhiri dengan tabir surya.',
    composition:
      'Aqua, Niacinamide, Pentylene Glycol, Zinc PCA, Dimethyl Isosorbide, Tamarindus Indica Seed Gum, Xanthan Gum, Isoceteth-20, Ethoxydiglycol, Phenoxyethanol, Chlorphenesin.',
    video: 'https://www.youtube.com/watch?v=RnNiacin10x',
    bpom: 'NA18230100201',
    shape: 'dropper',
    style: PALETTE.blush,
    dimension: { length: 4, width: 4, height: 12 },
    variants: [
      { size: '20 ml', price: 99000, stock: 260, weight: 80 },
      {
        size: '30 ml',
        price: 135000,
        stock: 180,
        weight: 100,
        promoSlug: FLASH,
        discount: { kind: 'percentage', value: 25, promoPurchaseLimit: 5, purchaseLimit: 2 },
      },
      { size: '50 ml', price: 199000, stock: 6, weight: 140 },
    ],
    sold: 12840,
    views: 88120,
  },
  {
    slug: 'serum-vitamin-c-15',
    name: 'Vitamin C 15% Brightening Serum',
    categorySlug: 'perawatan-wajah',
    subCategorySlug: 'serum',
    skinTypes: ['Kusam', 'Flek Hitam', 'Normal', 'Penuaan'],
    description:
      'Serum vitamin C 15% dalam bentuk ethyl ascorbic acid yang stabil, dipadukan dengan vitamin E dan ferulic acid untuk kulit tampak cerah merata dan terlindungi dari radikal bebas.\n\nBotol kaca amber melindungi formula dari cahaya. Warna serum bisa sedikit menguning seiring waktu; hal ini wajar dan tidak mengurangi manfaat.\n\nCocok dipakai pagi hari sebelum tabir surya.',
    warning: WARNING.general,
    howToUse:
      'Pagi hari setelah toner, ratakan 3 tetes ke wajah dan leher. Tunggu 1 menit sebelum pelembap dan tabir surya. Simpan di tempat sejuk dan tutup rapat setelah dipakai.',
    composition:
      'Aqua, Propanediol, 3-O-Ethyl Ascorbic Acid, Glycerin, Tocopherol, Ferulic Acid, Sodium Hyaluronate, Hydroxyethylcellulose, Sodium Metabisulfite, Phenoxyethanol.',
    video: null,
    bpom: 'NA18230100202',
    shape: 'dropper',
    style: PALETTE.honey,
    dimension: { length: 4, width: 4, height: 12 },
    variants: [
      {
        size: '20 ml',
        price: 159000,
        stock: 140,
        weight: 90,
        promoSlug: FLASH,
        discount: { kind: 'override', value: 119000, promoPurchaseLimit: 5, purchaseLimit: 1 },
      },
      { size: '40 ml', price: 279000, stock: 2, weight: 130 },
    ],
    sold: 7427,
    views: 52300,
  },
  {
    slug: 'serum-retinol-0-3',
    name: 'Retinol 0.3% Renewal Serum',
    categorySlug: 'perawatan-wajah',
    subCategorySlug: 'serum',
    skinTypes: ['Penuaan', 'Kusam', 'Normal', 'Berminyak'],
    description:
      'Serum malam dengan 0,3% retinol terenkapsulasi dan bakuchiol untuk menyamarkan garis halus, menghaluskan tekstur dan membantu regenerasi kulit dengan risiko iritasi yang lebih rendah.\n\nSqualane dan ceramide menjaga kelembapan selama proses adaptasi. Cocok untuk pemula retinol berusia 25 tahun ke atas.\n\nDikembangkan bersama dokter spesialis kulit Klinik Rona.',
    warning: WARNING.retinoid,
    howToUse:
      'Malam hari, 2–3 kali seminggu pada dua minggu pertama, lalu setiap malam bila kulit sudah terbiasa. Ratakan 2 tetes pada wajah yang kering, hindari sudut mata dan hidung, lalu gunakan pelembap.',
    composition:
      'Aqua, Squalane, Caprylic/Capric Triglyceride, Glycerin, Retinol, Bakuchiol, Ceramide NP, Polysorbate 20, Tocopherol, BHT, Carbomer, Sodium Hydroxide, Phenoxyethanol.',
    video: 'https://www.youtube.com/watch?v=RnRetinol3x',
    bpom: 'NA18230100203',
    shape: 'dropper',
    style: PALETTE.lavender,
    dimension: { length: 4, width: 4, height: 12 },
    variants: [
      {
        size: '30 ml',
        price: 189000,
        stock: 88,
        weight: 100,
        promoSlug: FLASH,
        discount: { kind: 'fixed', value: 30000, promoPurchaseLimit: 0, purchaseLimit: 2 },
      },
    ],
    sold: 4120,
    views: 39900,
  },
  {
    slug: 'serum-hyaluronic-acid',
    name: 'Hyaluronic Acid 2% + B5 Hydrating Serum',
    categorySlug: 'perawatan-wajah',
    subCategorySlug: 'serum',
    skinTypes: ['Kering', 'Normal', 'Sensitif', 'Kombinasi'],
    description:
      'Serum hidrasi dengan asam hialuronat multi-berat molekul dan vitamin B5 yang mengikat air di beberapa lapisan kulit sehingga wajah terasa kenyal dan tidak kusam karena dehidrasi.\n\nAman untuk semua jenis kulit, termasuk kulit yang sedang memakai obat jerawat dari dokter.',
    warning: WARNING.general,
    howToUse:
      'Tepukkan 3–4 tetes pada wajah yang masih sedikit lembap setelah toner, lalu kunci dengan pelembap. Pagi dan malam.',
    composition:
      'Aqua, Sodium Hyaluronate, Sodium Hyaluronate Crosspolymer, Hydrolyzed Sodium Hyaluronate, Panthenol, Glycerin, Pentylene Glycol, Trisodium Ethylenediamine Disuccinate, Phenoxyethanol.',
    video: null,
    bpom: 'NA18220100204',
    shape: 'dropper',
    style: PALETTE.ocean,
    dimension: { length: 4, width: 4, height: 12 },
    variants: [
      {
        size: '30 ml',
        price: 119000,
        stock: 150,
        weight: 100,
        promoSlug: FLASH,
        discount: { kind: 'percentage', value: 20, promoPurchaseLimit: 5, purchaseLimit: 0 },
      },
      { size: '60 ml', price: 199000, stock: 35, weight: 160 },
    ],
    sold: 5870,
    views: 33640,
  },
  {
    slug: 'serum-alpha-arbutin',
    name: 'Alpha Arbutin 2% Dark Spot Serum',
    categorySlug: 'perawatan-wajah',
    subCategorySlug: 'serum',
    skinTypes: ['Flek Hitam', 'Kusam', 'Normal', 'Kombinasi'],
    description:
      'Serum pencerah dengan 2% alpha arbutin dan tranexamic acid yang menargetkan flek hitam, bekas jerawat kecokelatan dan warna kulit tidak merata.\n\nBekerja bertahap dan lembut, aman dipakai pagi dan malam. Hasil optimal terlihat setelah 6–8 minggu pemakaian rutin bersama tabir surya.\n\nUkuran 50 ml sedang menunggu produksi berikutnya.',
    warning: WARNING.general,
    howToUse: 'Ratakan 3 tetes ke seluruh wajah atau tepukkan pada area flek, pagi dan malam, sebelum pelembap.',
    composition:
      'Aqua, Alpha-Arbutin, Tranexamic Acid, Propanediol, Niacinamide, Glycyrrhiza Glabra Root Extract, Sodium Hyaluronate, Xanthan Gum, Citric Acid, Phenoxyethanol.',
    video: null,
    bpom: 'NA18230100205',
    shape: 'dropper',
    style: PALETTE.peach,
    dimension: { length: 4, width: 4, height: 12 },
    variants: [
      { size: '30 ml', price: 145000, stock: 76, weight: 100 },
      {
        size: '50 ml',
        price: 215000,
        stock: 0,
        weight: 140,
        promoSlug: FLASH,
        discount: { kind: 'percentage', value: 30, promoPurchaseLimit: 5, purchaseLimit: 1 },
      },
    ],
    sold: 3987,
    views: 28460,
  },
  {
    slug: 'ceramide-barrier-ampoule',
    name: 'Ceramide Barrier Repair Ampoule',
    categorySlug: 'perawatan-wajah',
    subCategorySlug: 'serum',
    skinTypes: ['Sensitif', 'Kering', 'Penuaan'],
    description:
      'Ampoule pemulih skin barrier dengan kompleks 5 ceramide, kolesterol dan asam lemak dalam rasio yang menyerupai lapisan pelindung alami kulit.\n\nMembantu kulit yang terasa perih, kering bersisik atau kemerahan akibat over-exfoliation kembali nyaman dalam beberapa hari. Teksturnya milky dan tidak berminyak.',
    warning: WARNING.general,
    howToUse:
      'Gunakan 2–3 tetes setelah toner, pagi dan malam. Bila kulit sedang sangat sensitif, pakai sebagai satu-satunya serum.',
    composition:
      'Aqua, Caprylic/Capric Triglyceride, Glycerin, Ceramide NP, Ceramide AP, Ceramide EOP, Phytosphingosine, Cholesterol, Linoleic Acid, Panthenol, Madecassoside, Carbomer, Ethylhexylglycerin.',
    video: null,
    bpom: 'NA18240100206',
    shape: 'dropper',
    style: PALETTE.sand,
    dimension: { length: 4, width: 4, height: 12 },
    variants: [
      { size: '30 ml', price: 169000, stock: 64, weight: 100 },
      {
        size: '50 ml',
        price: 249000,
        stock: 21,
        weight: 140,
        promoSlug: FLASH,
        discount: { kind: 'fixed', value: 50000, promoPurchaseLimit: 5, purchaseLimit: 2 },
      },
    ],
    sold: 2460,
    views: 19877,
  },
  {
    slug: 'peptide-firming-serum',
    name: 'Multi Peptide Firming Serum',
    categorySlug: 'perawatan-wajah',
    subCategorySlug: 'serum',
    skinTypes: ['Penuaan', 'Kering', 'Normal'],
    description:
      'Serum anti-aging dengan kompleks tujuh peptida, termasuk Matrixyl 3000 dan Argireline, untuk kulit yang tampak lebih kencang dan garis ekspresi yang lebih samar.\n\nAman dikombinasikan dengan retinol maupun vitamin C, sehingga mudah dimasukkan ke rutinitas yang sudah ada.\n\nCocok untuk usia 30 tahun ke atas yang ingin perawatan anti-aging tanpa iritasi.',
    warning: WARNING.general,
    howToUse: 'Ratakan 3 tetes ke wajah dan leher dengan gerakan ke atas, pagi dan malam, setelah toner.',
    composition:
      'Aqua, Glycerin, Palmitoyl Tripeptide-1, Palmitoyl Tetrapeptide-7, Acetyl Hexapeptide-8, Copper Tripeptide-1, Sodium Hyaluronate, Butylene Glycol, Carbomer, Phenoxyethanol.',
    video: null,
    bpom: 'NA18240100207',
    shape: 'pump',
    style: PALETTE.plum,
    dimension: { length: 4, width: 4, height: 14 },
    variants: [
      { size: '30 ml', price: 229000, stock: 47, weight: 110 },
      { size: '50 ml', price: 329000, stock: 10, weight: 150 },
    ],
    sold: 1320,
    views: 14560,
  },
  {
    slug: 'azelaic-acid-serum',
    name: 'Azelaic Acid 10% Redness Serum',
    categorySlug: 'perawatan-wajah',
    subCategorySlug: 'serum',
    skinTypes: ['Jerawat', 'Sensitif', 'Flek Hitam', 'Berminyak'],
    description:
      'Serum krim dengan 10% azelaic acid yang membantu meredakan kemerahan, mencegah jerawat baru dan menyamarkan bekas kecokelatan, sekaligus lembut untuk kulit sensitif.\n\nCocok bagi yang tidak cocok dengan AHA/BHA, dan aman untuk ibu hamil setelah berkonsultasi dengan dokter.',
    warning: WARNING.general,
    howToUse:
      'Oleskan tipis ke seluruh wajah sekali sehari pada minggu pertama, lalu pagi dan malam. Rasa gatal ringan di awal pemakaian wajar dan akan mereda.',
    composition:
      'Aqua, Azelaic Acid, Dimethicone, Isodecyl Neopentanoate, Glycerin, Allantoin, Polysorbate 80, Hydroxyethylcellulose, Tocopherol, Phenoxyethanol.',
    video: null,
    bpom: 'NA18230100208',
    shape: 'tube',
    style: PALETTE.rose,
    dimension: { length: 4, width: 3, height: 14 },
    variants: [{ size: '30 ml', price: 139000, stock: 112, weight: 70 }],
    sold: 2980,
    views: 21310,
  },
];
