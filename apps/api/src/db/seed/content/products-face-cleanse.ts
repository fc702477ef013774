import { PALETTE } from './palette';
import type { SeedProduct } from './types';
import { WARNING } from './warnings';

/** Cleansers and toners. */
export const cleanseProducts: SeedProduct[] = [
  {
    slug: 'gentle-low-ph-cleanser',
    name: 'Gentle Low pH Cleanser',
    categorySlug: 'perawatan-wajah',
    subCategorySlug: 'pembersih-wajah',
    skinTypes: ['Normal', 'Kering', 'Sensitif', 'Kombinasi'],
    description:
      'Sabun cuci muka gel ber-pH 5,5 yang membersihkan kotoran, minyak dan sisa tabir surya tanpa membuat kulit terasa tertarik. Cocok dipakai pagi dan malam, termasuk untuk kulit sensitif.\n\nDiformulasikan bersama dokter kulit Klinik Rona dengan surfaktan lembut turunan asam amino, panthenol dan ekstrak centella asiatica yang membantu menenangkan kulit kemerahan.\n\nBebas pewangi, bebas alkohol dan sudah diuji dermatologis pada 30 relawan dengan kulit sensitif.',
    warning: WARNING.general,
    howToUse:
      'Basahi wajah dengan air. Tuang satu pump ke telapak tangan, busakan, lalu pijat lembut ke seluruh wajah selama 30–60 detik. Bilas hingga bersih dan keringkan dengan menepuk handuk. Gunakan pagi dan malam.',
    composition:
      'Aqua, Sodium Cocoyl Glycinate, Cocamidopropyl Betaine, Glycerin, Panthenol, Centella Asiatica Extract, Allantoin, Sodium Chloride, Citric Acid, Disodium EDTA, Phenoxyethanol, Ethylhexylglycerin.',
    video: 'https://www.youtube.com/watch?v=Rn1Clean01x',
    bpom: 'NA18220100101',
    shape: 'pump',
    style: PALETTE.sage,
    dimension: { length: 6, width: 6, height: 17 },
    variants: [
      {
        size: '100 ml',
        price: 89000,
        stock: 140,
        weight: 150,
        discount: { kind: 'percentage', value: 15, promoPurchaseLimit: 0, purchaseLimit: 3 },
      },
      { size: '200 ml', price: 149000, stock: 64, weight: 270 },
    ],
    sold: 4820,
    views: 31240,
  },
  {
    slug: 'salicylic-acid-acne-cleanser',
    name: 'Salicylic Acid 2% Acne Cleanser',
    categorySlug: 'perawatan-wajah',
    subCategorySlug: 'pembersih-wajah',
    skinTypes: ['Berminyak', 'Jerawat', 'Kombinasi'],
    description:
      'Pembersih wajah dengan 2% asam salisilat yang masuk ke pori-pori untuk mengangkat sebum berlebih dan membantu mengurangi komedo serta jerawat meradang.\n\nTea tree oil dan zinc PCA membantu mengontrol minyak sepanjang hari, sementara betaine menjaga kelembapan alami agar kulit tidak kering setelah dibilas.\n\nTeksturnya gel bening dengan busa ringan. Hasil terbaik terlihat setelah pemakaian rutin 4 minggu.',
    warning: WARNING.exfoliant,
    howToUse:
      'Gunakan pada malam hari, atau pagi dan malam bila kulit sudah terbiasa. Busakan sedikit produk dengan air, pijat pada wajah yang basah dan diamkan 30 detik agar asam salisilat bekerja, lalu bilas bersih.',
    composition:
      'Aqua, Sodium Laureth Sulfate, Cocamidopropyl Betaine, Salicylic Acid, Glycerin, Betaine, Zinc PCA, Melaleuca Alternifolia Leaf Oil, Niacinamide, Sodium Hydroxide, Polyquaternium-7, Phenoxyethanol.',
    video: null,
    bpom: 'NA18230100102',
    shape: 'tube',
    style: PALETTE.mint,
    dimension: { length: 5, width: 4, height: 16 },
    variants: [
      { size: '50 ml', price: 59000, stock: 0, weight: 80 },
      {
        size: '100 ml',
        price: 95000,
        stock: 86,
        weight: 140,
        discount: { kind: 'fixed', value: 15000, promoPurchaseLimit: 0, purchaseLimit: 0 },
      },
    ],
    sold: 6310,
    views: 40210,
  },
  {
    slug: 'micellar-water-calming',
    name: 'Calming Micellar Water',
    categorySlug: 'perawatan-wajah',
    subCategorySlug: 'pembersih-wajah',
    skinTypes: ['Sensitif', 'Kering', 'Normal'],
    description:
      'Air micellar tanpa bilas yang mengangkat riasan ringan, tabir surya dan debu dalam satu usapan, dengan rasa sejuk dan tanpa rasa lengket.\n\nMengandung ekstrak chamomile dan glycerin untuk menenangkan kulit, cocok sebagai langkah pertama double cleansing sebelum sabun cuci muka.',
    warning: WARNING.general,
    howToUse:
      'Tuang secukupnya pada kapas, tempelkan pada mata dan bibir beberapa detik lalu usap perlahan. Ulangi hingga kapas bersih. Lanjutkan dengan sabun cuci muka.',
    composition:
      'Aqua, Hexylene Glycol, Glycerin, Poloxamer 184, Chamomilla Recutita Flower Extract, Panthenol, Disodium EDTA, Polyaminopropyl Biguanide.',
    video: null,
    bpom: 'NA18220100103',
    shape: 'bottle',
    style: PALETTE.sky,
    dimension: { length: 6, width: 6, height: 19 },
    variants: [
      { size: '100 ml', price: 49000, stock: 220, weight: 140 },
      { size: '300 ml', price: 99000, stock: 7, weight: 360 },
    ],
    sold: 3980,
    views: 18770,
  },
  {
    slug: 'cleansing-balm-oat',
    name: 'Oat Cleansing Balm',
    categorySlug: 'perawatan-wajah',
    subCategorySlug: 'pembersih-wajah',
    skinTypes: ['Kering', 'Normal', 'Penuaan'],
    description:
      'Balm pembersih yang meleleh menjadi minyak saat dipijat, melarutkan riasan tahan air dan tabir surya tanpa menyumbat pori.\n\nEkstrak oat koloid dan minyak biji bunga matahari menjaga kulit tetap lembut; saat dibilas berubah menjadi susu ringan yang mudah hilang.\n\nTermasuk spatula agar higienis.',
    warning: WARNING.general,
    howToUse:
      'Ambil satu spatula pada tangan dan wajah yang kering. Pijat 1 menit, tambahkan sedikit air hingga menjadi susu, lalu bilas. Lanjutkan dengan Gentle Low pH Cleanser.',
    composition:
      'Ethylhexyl Palmitate, Helianthus Annuus Seed Oil, PEG-20 Glyceryl Triisostearate, Polyethylene, Avena Sativa Kernel Extract, Caprylic/Capric Triglyceride, Tocopherol.',
    video: null,
    bpom: 'NA18230100104',
    shape: 'jar',
    style: PALETTE.sand,
    dimension: { length: 8, width: 8, height: 6 },
    variants: [{ size: '90 g', price: 129000, stock: 3, weight: 160 }],
    sold: 1240,
    views: 9020,
  },
  {
    slug: 'brightening-foam-cleanser',
    name: 'Brightening Foam Cleanser',
    categorySlug: 'perawatan-wajah',
    subCategorySlug: 'pembersih-wajah',
    skinTypes: ['Kusam', 'Normal', 'Kombinasi', 'Flek Hitam'],
    description:
      'Sabun cuci muka berbusa lembut dengan vitamin C stabil dan ekstrak licorice untuk kulit yang tampak lebih cerah dan segar setelah dibilas.\n\nBusa krimnya membersihkan minyak tanpa mengikis lapisan pelindung kulit, dan meninggalkan aroma jeruk yang samar dari minyak atsiri alami.',
    warning: WARNING.general,
    howToUse:
      'Busakan sebesar biji jagung dengan sedikit air, pijat ke wajah yang basah dengan gerakan memutar, lalu bilas. Gunakan pagi dan malam.',
    composition:
      'Aqua, Myristic Acid, Glycerin, Potassium Hydroxide, Lauric Acid, Ascorbyl Glucoside, Glycyrrhiza Glabra Root Extract, Niacinamide, Citrus Aurantium Dulcis Peel Oil, Phenoxyethanol.',
    video: null,
    bpom: 'NA18210100105',
    shape: 'tube',
    style: PALETTE.honey,
    dimension: { length: 5, width: 4, height: 17 },
    variants: [{ size: '100 g', price: 75000, stock: 180, weight: 140 }],
    sold: 5120,
    views: 22400,
  },
  {
    slug: 'hydrating-rose-toner',
    name: 'Hydrating Rose Toner',
    categorySlug: 'perawatan-wajah',
    subCategorySlug: 'toner-essence',
    skinTypes: ['Kering', 'Normal', 'Sensitif'],
    description:
      'Toner tanpa alkohol dengan air mawar Damaskus dan lima jenis asam hialuronat yang langsung menghidrasi kulit setelah cuci muka.\n\nTeksturnya cair ringan, cepat meresap dan menyiapkan kulit agar serum terserap lebih baik. Edisi ini sedang habis dan akan diproduksi kembali.',
    warning: WARNING.general,
    howToUse:
      'Tuang pada telapak tangan lalu tepuk-tepuk ke wajah dan leher setelah membersihkan wajah. Bisa dilapis 2–3 kali untuk kulit sangat kering.',
    composition:
      'Rosa Damascena Flower Water, Aqua, Butylene Glycol, Sodium Hyaluronate, Hydrolyzed Hyaluronic Acid, Sodium Acetylated Hyaluronate, Panthenol, Allantoin, 1,2-Hexanediol.',
    video: null,
    bpom: 'NA18220100106',
    shape: 'bottle',
    style: PALETTE.blush,
    dimension: { length: 6, width: 6, height: 18 },
    variants: [
      { size: '100 ml', price: 85000, stock: 0, weight: 150 },
      { size: '200 ml', price: 139000, stock: 0, weight: 270 },
    ],
    sold: 2870,
    views: 17307,
  },
  {
    slug: 'aha-bha-exfoliating-toner',
    name: 'AHA BHA Exfoliating Toner',
    categorySlug: 'perawatan-wajah',
    subCategorySlug: 'toner-essence',
    skinTypes: ['Berminyak', 'Jerawat', 'Kusam', 'Kombinasi'],
    description:
      'Toner eksfoliasi dengan 5% glycolic acid dan 1% salicylic acid untuk mengangkat sel kulit mati, menyamarkan tekstur kasar dan membantu membersihkan komedo.\n\nDipadukan dengan aloe vera dan panthenol agar proses eksfoliasi tetap nyaman. Mulailah dua kali seminggu, lalu naikkan frekuensinya perlahan.\n\nTidak untuk dipakai bersamaan dengan retinol di malam yang sama.',
    warning: WARNING.exfoliant,
    howToUse:
      'Malam hari setelah cuci muka, tuang ke kapas dan usapkan ke seluruh wajah, hindari area mata dan bibir. Jangan dibilas. Lanjutkan dengan serum dan pelembap.',
    composition:
      'Aqua, Glycolic Acid, Aloe Barbadensis Leaf Juice, Sodium Hydroxide, Salicylic Acid, Butylene Glycol, Panthenol, Glycerin, Hamamelis Virginiana Water, Phenoxyethanol.',
    video: 'https://www.youtube.com/watch?v=Rona2Toner7',
    bpom: 'NA18230100107',
    shape: 'bottle',
    style: PALETTE.coral,
    dimension: { length: 6, width: 6, height: 18 },
    variants: [
      {
        size: '100 ml',
        price: 119000,
        stock: 95,
        weight: 150,
        discount: { kind: 'override', value: 99000, promoPurchaseLimit: 0, purchaseLimit: 2 },
      },
      { size: '200 ml', price: 199000, stock: 9, weight: 270 },
    ],
    sold: 3560,
    views: 26110,
  },
  {
    slug: 'centella-calming-essence',
    name: 'Centella Calming Essence',
    categorySlug: 'perawatan-wajah',
    subCategorySlug: 'toner-essence',
    skinTypes: ['Sensitif', 'Jerawat', 'Berminyak'],
    description:
      'Essence bertekstur gel cair dengan 70% ekstrak centella asiatica dan madecassoside untuk menenangkan kulit yang kemerahan setelah berjerawat atau terpapar matahari.\n\nRingan di kulit berminyak, tidak lengket, dan bisa dipakai sebagai lapisan hidrasi di bawah tabir surya.',
    warning: WARNING.general,
    howToUse:
      'Setelah toner, teteskan 2–3 tetes ke telapak tangan dan tekan lembut ke wajah hingga meresap. Gunakan pagi dan malam.',
    composition:
      'Centella Asiatica Extract, Aqua, Glycerin, Propanediol, Madecassoside, Asiaticoside, Niacinamide, Betaine, Carbomer, Arginine, Ethylhexylglycerin.',
    video: null,
    bpom: 'NA18230100108',
    shape: 'dropper',
    style: PALETTE.matcha,
    dimension: { length: 5, width: 5, height: 13 },
    variants: [
      { size: '50 ml', price: 109000, stock: 130, weight: 110 },
      { size: '100 ml', price: 179000, stock: 42, weight: 190 },
    ],
    sold: 2217,
    views: 12890,
  },
  {
    slug: 'rice-ferment-essence',
    name: 'Rice Ferment Glow Essence',
    categorySlug: 'perawatan-wajah',
    subCategorySlug: 'toner-essence',
    skinTypes: ['Kusam', 'Normal', 'Kering', 'Penuaan'],
    description:
      'Essence fermentasi beras yang membuat kulit tampak lebih halus, kenyal dan bercahaya alami, terinspirasi ritual air beras yang turun-temurun di Indonesia.\n\nGalactomyces dan niacinamide membantu meratakan warna kulit, sementara ceramide menjaga kelembapan. Teksturnya encer seperti air dan meresap dalam hitungan detik.',
    warning: WARNING.general,
    howToUse: 'Tuang ke telapak tangan dan tepukkan ke wajah setelah toner, pagi dan malam. Lanjutkan dengan serum.',
    composition:
      'Galactomyces Ferment Filtrate, Oryza Sativa Bran Water, Niacinamide, Butylene Glycol, Glycerin, Ceramide NP, Sodium Hyaluronate, Adenosine, 1,2-Hexanediol.',
    video: null,
    bpom: 'NA18240100109',
    shape: 'bottle',
    style: PALETTE.sand,
    dimension: { length: 6, width: 6, height: 17 },
    variants: [{ size: '150 ml', price: 165000, stock: 58, weight: 220 }],
    sold: 1780,
    views: 15120,
  },
  {
    slug: 'pore-tightening-toner',
    name: 'Pore Tightening Witch Hazel Toner',
    categorySlug: 'perawatan-wajah',
    subCategorySlug: 'toner-essence',
    skinTypes: ['Berminyak', 'Kombinasi', 'Jerawat'],
    description:
      'Toner penyegar dengan witch hazel tanpa alkohol yang membantu pori-pori tampak lebih kecil dan mengontrol kilap di zona T.\n\nNiacinamide 4% dan ekstrak teh hijau membantu menyeimbangkan produksi minyak tanpa membuat kulit kering, sehingga riasan lebih tahan lama.',
    warning: WARNING.general,
    howToUse: 'Usapkan dengan kapas ke seluruh wajah setelah cuci muka, fokus pada zona T. Gunakan pagi dan malam.',
    composition:
      'Hamamelis Virginiana Water, Aqua, Niacinamide, Camellia Sinensis Leaf Extract, Butylene Glycol, Zinc PCA, Allantoin, Panthenol, Sodium Benzoate, Potassium Sorbate.',
    video: null,
    bpom: 'NA18220100110',
    shape: 'bottle',
    style: PALETTE.ocean,
    dimension: { length: 6, width: 6, height: 18 },
    variants: [
      { size: '100 ml', price: 79000, stock: 4, weight: 150 },
      { size: '250 ml', price: 155000, stock: 0, weight: 320 },
    ],
    sold: 2640,
    views: 14080,
  },
];
