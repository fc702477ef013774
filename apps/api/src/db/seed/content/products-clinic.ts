import { PALETTE } from './palette';
import type { SeedProduct } from './types';
import { WARNING } from './warnings';

const ANNIVERSARY = 'anniversary-klinik-rona';

/** Klinik Rona: doctor-curated kits, post-procedure care, peels and boosters. */
export const clinicProducts: SeedProduct[] = [
  {
    slug: 'paket-acne-care-dokter',
    name: 'Paket Acne Care Rekomendasi Dokter',
    categorySlug: 'klinik-rona',
    subCategorySlug: 'paket-perawatan',
    skinTypes: ['Jerawat', 'Berminyak', 'Kombinasi'],
    description:
      'Paket perawatan jerawat 4 langkah yang disusun dokter spesialis kulit Klinik Rona: Salicylic Acid Acne Cleanser, Serum Niacinamide 10%, Oil-Free Gel Moisturizer dan Aqua Gel Sunscreen SPF 50.\n\nSetiap pembelian sudah termasuk satu sesi konsultasi online 15 menit dengan dokter Klinik Rona untuk menyesuaikan cara pemakaian dengan kondisi kulitmu.\n\nLebih hemat dibanding membeli produk satuan.',
    warning: WARNING.clinic,
    howToUse:
      'Pagi: cleanser, serum niacinamide, gel moisturizer, sunscreen. Malam: cleanser, serum niacinamide, gel moisturizer. Jadwal konsultasi dikirim melalui WhatsApp setelah pesanan diterima.',
    composition:
      'Isi paket: Salicylic Acid 2% Acne Cleanser 100 ml, Serum Niacinamide 10% + Zinc 20 ml, Oil-Free Gel Moisturizer 30 g, Aqua Gel Sunscreen SPF 50 PA++++ 30 ml. Komposisi lengkap tercantum pada setiap kemasan.',
    video: 'https://www.youtube.com/watch?v=RnAcneKit1x',
    bpom: 'NA18230100701',
    shape: 'sachet',
    style: PALETTE.mint,
    dimension: { length: 22, width: 16, height: 8 },
    variants: [
      {
        size: 'Paket 1 bulan',
        price: 349000,
        stock: 38,
        weight: 450,
        promoSlug: ANNIVERSARY,
        discount: { kind: 'percentage', value: 15, promoPurchaseLimit: 3, purchaseLimit: 1 },
      },
      { size: 'Paket 3 bulan', price: 649000, stock: 7, weight: 1200 },
    ],
    sold: 1960,
    views: 26740,
  },
  {
    slug: 'paket-brightening-dokter',
    name: 'Paket Brightening Glow Rekomendasi Dokter',
    categorySlug: 'klinik-rona',
    subCategorySlug: 'paket-perawatan',
    skinTypes: ['Kusam', 'Flek Hitam', 'Normal'],
    description:
      'Paket mencerahkan untuk kulit kusam dan flek hitam: Brightening Foam Cleanser, Vitamin C 15% Serum, Alpha Arbutin 2% Serum dan Aqua Gel Sunscreen SPF 50.\n\nTermasuk panduan rutinitas tertulis dari dokter Klinik Rona dan satu sesi konsultasi online.',
    warning: WARNING.clinic,
    howToUse:
      'Pagi: cleanser, vitamin C, sunscreen. Malam: cleanser, alpha arbutin, pelembap pilihanmu. Ikuti panduan dokter yang disertakan.',
    composition:
      'Isi paket: Brightening Foam Cleanser 100 g, Vitamin C 15% Brightening Serum 20 ml, Alpha Arbutin 2% Dark Spot Serum 30 ml, Aqua Gel Sunscreen SPF 50 PA++++ 30 ml.',
    video: null,
    bpom: 'NA18230100702',
    shape: 'sachet',
    style: PALETTE.honey,
    dimension: { length: 22, width: 16, height: 8 },
    variants: [
      {
        size: 'Paket 1 bulan',
        price: 429000,
        stock: 25,
        weight: 420,
        promoSlug: ANNIVERSARY,
        discount: { kind: 'override', value: 359000, promoPurchaseLimit: 3, purchaseLimit: 1 },
      },
    ],
    sold: 1340,
    views: 20980,
  },
  {
    slug: 'paket-anti-aging-dokter',
    name: 'Paket Anti Aging Rekomendasi Dokter',
    categorySlug: 'klinik-rona',
    subCategorySlug: 'paket-perawatan',
    skinTypes: ['Penuaan', 'Kering', 'Normal'],
    description:
      'Paket anti-aging untuk usia 30 tahun ke atas: Retinol 0.3% Renewal Serum, Multi Peptide Firming Serum, Ceramide Rich Moisturizer dan Mineral Sunscreen SPF 30.\n\nDisertai jadwal pengenalan retinol bertahap dari dokter agar kulit beradaptasi tanpa iritasi.',
    warning: WARNING.retinoid,
    howToUse:
      'Ikuti jadwal pengenalan retinol 8 minggu yang disertakan. Pagi: peptide serum, moisturizer, sunscreen. Malam: retinol sesuai jadwal, moisturizer.',
    composition:
      'Isi paket: Retinol 0.3% Renewal Serum 30 ml, Multi Peptide Firming Serum 30 ml, Ceramide Rich Moisturizer 50 g, Mineral Sunscreen SPF 30 Sensitive 40 ml.',
    video: null,
    bpom: 'NA18240100703',
    shape: 'sachet',
    style: PALETTE.plum,
    dimension: { length: 22, width: 16, height: 8 },
    variants: [{ size: 'Paket 1 bulan', price: 599000, stock: 0, weight: 480 }],
    sold: 720,
    views: 15240,
  },
  {
    slug: 'post-laser-recovery-cream',
    name: 'Post Laser Recovery Cream',
    categorySlug: 'klinik-rona',
    subCategorySlug: 'pasca-tindakan',
    skinTypes: ['Sensitif', 'Kering'],
    description:
      'Krim pemulihan yang dipakai di Klinik Rona setelah tindakan laser, microneedling dan chemical peeling, kini tersedia untuk perawatan di rumah.\n\nPanthenol 5%, madecassoside dan peptida tembaga membantu kulit yang kemerahan dan terasa panas kembali nyaman, serta mendukung proses pemulihan lapisan pelindung kulit.',
    warning: WARNING.clinic,
    howToUse: 'Oleskan lapisan tipis 2–3 kali sehari selama 7 hari setelah tindakan, atau sesuai anjuran dokter.',
    composition:
      'Aqua, Panthenol, Glycerin, Caprylic/Capric Triglyceride, Madecassoside, Copper Tripeptide-1, Allantoin, Beta-Glucan, Cetearyl Alcohol, Sodium Polyacrylate, Ethylhexylglycerin.',
    video: null,
    bpom: 'NA18230100704',
    shape: 'tube',
    style: PALETTE.sky,
    dimension: { length: 4, width: 3, height: 14 },
    variants: [
      {
        size: '30 ml',
        price: 189000,
        stock: 34,
        weight: 70,
        promoSlug: ANNIVERSARY,
        discount: { kind: 'fixed', value: 25000, promoPurchaseLimit: 3, purchaseLimit: 2 },
      },
    ],
    sold: 980,
    views: 8450,
  },
  {
    slug: 'thermal-spring-mist',
    name: 'Calming Thermal Mist',
    categorySlug: 'klinik-rona',
    subCategorySlug: 'pasca-tindakan',
    skinTypes: ['Sensitif', 'Normal', 'Kering'],
    description:
      'Semprotan air mineral dengan selenium dan ekstrak centella yang mendinginkan kulit setelah tindakan klinik, paparan matahari atau olahraga.\n\nSemprotan halus yang tidak merusak riasan.',
    warning: WARNING.general,
    howToUse: 'Semprotkan dari jarak 20 cm kapan saja kulit terasa panas atau kering. Tepuk sisa air hingga meresap.',
    composition: 'Aqua (Mineral Water), Centella Asiatica Extract, Selenium Aspartate, Panthenol, Nitrogen.',
    video: null,
    bpom: 'NA18220100705',
    shape: 'bottle',
    style: PALETTE.ocean,
    dimension: { length: 5, width: 5, height: 17 },
    variants: [
      { size: '50 ml', price: 65000, stock: 120, weight: 90 },
      { size: '150 ml', price: 135000, stock: 0, weight: 220 },
    ],
    sold: 2210,
    views: 10970,
  },
  {
    slug: 'healing-balm-multi',
    name: 'Multi Healing Balm',
    categorySlug: 'klinik-rona',
    subCategorySlug: 'pasca-tindakan',
    skinTypes: ['Kering', 'Sensitif'],
    description:
      'Balm serbaguna dengan petrolatum murni, panthenol dan bisabolol untuk area kulit kering yang pecah, bekas tindakan yang mulai mengelupas dan sudut bibir.\n\nMembentuk lapisan pelindung yang menjaga kelembapan tanpa rasa perih.',
    warning: WARNING.clinic,
    howToUse: 'Oleskan tipis pada area yang membutuhkan 2–3 kali sehari.',
    composition: 'Petrolatum, Paraffinum Liquidum, Panthenol, Glycerin, Bisabolol, Lanolin Alcohol, Tocopherol.',
    video: null,
    bpom: 'NA18230100706',
    shape: 'tube',
    style: PALETTE.sand,
    dimension: { length: 3, width: 2, height: 12 },
    variants: [{ size: '20 g', price: 59000, stock: 150, weight: 40 }],
    sold: 1637,
    views: 7080,
  },
  {
    slug: 'home-peeling-solution',
    name: 'Home Peeling Solution AHA 10%',
    categorySlug: 'klinik-rona',
    subCategorySlug: 'peeling-booster',
    skinTypes: ['Kusam', 'Berminyak', 'Flek Hitam', 'Penuaan'],
    description:
      'Larutan peeling rumahan 10 menit dengan AHA 10% (glycolic dan lactic) dan BHA 1%, versi ringan dari chemical peeling di Klinik Rona untuk kulit tampak lebih halus dan cerah.\n\nDirancang untuk dipakai seminggu sekali oleh pengguna yang sudah terbiasa dengan eksfoliasi. Tidak untuk kulit sensitif atau sedang memakai retinoid resep dokter.',
    warning: WARNING.exfoliant,
    howToUse:
      'Seminggu sekali pada malam hari, ratakan ke wajah yang bersih dan kering, hindari mata dan bibir. Diamkan maksimal 10 menit lalu bilas dengan air dingin. Lanjutkan dengan pelembap.',
    composition:
      'Aqua, Glycolic Acid, Lactic Acid, Sodium Hydroxide, Salicylic Acid, Propanediol, Tasmannia Lanceolata Fruit Extract, Panthenol, Hydroxyethylcellulose, Phenoxyethanol.',
    video: null,
    bpom: 'NA18240100707',
    shape: 'dropper',
    style: PALETTE.coral,
    dimension: { length: 4, width: 4, height: 12 },
    variants: [{ size: '30 ml', price: 149000, stock: 10, weight: 100 }],
    sold: 1880,
    views: 18320,
  },
  {
    slug: 'booster-tranexamic-ampoule',
    name: 'Tranexamic Acid Booster Ampoule',
    categorySlug: 'klinik-rona',
    subCategorySlug: 'peeling-booster',
    skinTypes: ['Flek Hitam', 'Kusam', 'Sensitif'],
    description:
      'Ampoule booster dengan tranexamic acid 5% dan niacinamide untuk melasma dan flek membandel, dikemas dalam ampul sekali pakai agar tetap segar.\n\nSering dipakai dokter Klinik Rona sebagai pendamping tindakan laser toning.',
    warning: WARNING.clinic,
    howToUse:
      'Buka satu ampul dan ratakan ke seluruh wajah malam hari setelah toner selama 7 hari berturut-turut. Sisa isi ampul tidak disimpan.',
    composition:
      'Aqua, Tranexamic Acid, Niacinamide, Butylene Glycol, Glutathione, Sodium Hyaluronate, Allantoin, 1,2-Hexanediol.',
    video: null,
    bpom: 'NA18240100708',
    shape: 'dropper',
    style: PALETTE.lavender,
    dimension: { length: 12, width: 8, height: 3 },
    variants: [
      { size: '7 x 2 ml', price: 199000, stock: 52, weight: 60 },
      { size: '14 x 2 ml', price: 359000, stock: 1, weight: 110 },
    ],
    sold: 1150,
    views: 14290,
  },
];
