import { PALETTE } from './palette';
import type { SeedProduct } from './types';
import { WARNING } from './warnings';

/** Masks, eye and lip care, acne treatments. */
export const faceCareProducts: SeedProduct[] = [
  {
    slug: 'masker-clay-kaolin',
    name: 'Kaolin Clay Pore Mask',
    categorySlug: 'perawatan-wajah',
    subCategorySlug: 'masker-wajah',
    skinTypes: ['Berminyak', 'Jerawat', 'Kombinasi'],
    description:
      'Masker lumpur kaolin dan bentonit yang menyerap minyak berlebih dan kotoran di pori-pori, membuat kulit terasa bersih dan halus tanpa rasa kaku.\n\nDilengkapi ekstrak tea tree dan allantoin. Produk ini sedang habis dan dijadwalkan tersedia kembali bulan depan.',
    warning: WARNING.general,
    howToUse:
      'Oleskan merata pada wajah yang bersih, hindari area mata dan bibir. Diamkan 10 menit, jangan sampai terlalu kering, lalu bilas dengan air hangat. Gunakan 1–2 kali seminggu.',
    composition:
      'Aqua, Kaolin, Bentonite, Glycerin, Butylene Glycol, Melaleuca Alternifolia Leaf Extract, Allantoin, Titanium Dioxide, Xanthan Gum, Phenoxyethanol.',
    video: null,
    bpom: 'NA18220100401',
    shape: 'jar',
    style: PALETTE.charcoal,
    dimension: { length: 8, width: 8, height: 6 },
    variants: [
      { size: '50 g', price: 89000, stock: 0, weight: 130 },
      { size: '100 g', price: 149000, stock: 0, weight: 210 },
    ],
    sold: 4410,
    views: 23760,
  },
  {
    slug: 'sleeping-mask-watermelon',
    name: 'Watermelon Glow Sleeping Mask',
    categorySlug: 'perawatan-wajah',
    subCategorySlug: 'masker-wajah',
    skinTypes: ['Kusam', 'Kering', 'Normal'],
    description:
      'Masker tidur bertekstur jeli dengan ekstrak semangka, AHA ringan dan asam hialuronat yang bekerja semalaman untuk kulit yang tampak segar dan bercahaya saat bangun tidur.\n\nAroma semangka segar yang lembut dan tidak meninggalkan noda pada sarung bantal.',
    warning: WARNING.general,
    howToUse:
      'Sebagai langkah terakhir perawatan malam, oleskan lapisan tipis ke seluruh wajah. Biarkan semalaman dan bilas di pagi hari. Gunakan 2–3 kali seminggu.',
    composition:
      'Aqua, Glycerin, Citrullus Lanatus Fruit Extract, Butylene Glycol, Sodium Hyaluronate, Lactic Acid, Hibiscus Sabdariffa Flower Extract, Carbomer, Arginine, Fragrance, Phenoxyethanol.',
    video: null,
    bpom: 'NA18230100402',
    shape: 'jar',
    style: PALETTE.coral,
    dimension: { length: 7, width: 7, height: 5 },
    variants: [{ size: '70 ml', price: 119000, stock: 66, weight: 150 }],
    sold: 2730,
    views: 18420,
  },
  {
    slug: 'sheet-mask-hydrating',
    name: 'Hydrating Sheet Mask Hyaluronic',
    categorySlug: 'perawatan-wajah',
    subCategorySlug: 'masker-wajah',
    skinTypes: ['Kering', 'Normal', 'Sensitif', 'Kusam'],
    description:
      'Masker lembaran dari serat bambu yang lembut dan pas di wajah, direndam dalam 25 ml essence asam hialuronat dan panthenol untuk hidrasi instan dalam 15 menit.\n\nCocok dipakai sebelum acara penting atau setelah seharian di ruangan ber-AC.',
    warning: WARNING.general,
    howToUse:
      'Setelah cuci muka dan toner, tempelkan masker di wajah selama 15–20 menit. Lepas dan tepuk sisa essence hingga meresap. Tidak perlu dibilas.',
    composition:
      'Aqua, Glycerin, Butylene Glycol, Sodium Hyaluronate, Panthenol, Trehalose, Allantoin, Hydroxyethylcellulose, Disodium EDTA, Phenoxyethanol.',
    video: null,
    bpom: 'NA18220100403',
    shape: 'sachet',
    style: PALETTE.ocean,
    dimension: { length: 18, width: 13, height: 1 },
    variants: [
      { size: '1 lembar', price: 45000, stock: 300, weight: 35 },
      { size: 'Isi 5 lembar', price: 199000, stock: 48, weight: 170 },
    ],
    sold: 6980,
    views: 25430,
  },
  {
    slug: 'masker-bengkoang-brightening',
    name: 'Masker Bengkoang Brightening',
    categorySlug: 'perawatan-wajah',
    subCategorySlug: 'masker-wajah',
    skinTypes: ['Kusam', 'Flek Hitam', 'Normal'],
    description:
      'Masker krim dengan ekstrak bengkoang dan beras yang sejak lama dikenal dalam perawatan kecantikan Indonesia untuk kulit tampak lebih cerah.\n\nFormula lama ini sudah tidak diproduksi dan digantikan oleh Rice Ferment Glow Essence.',
    warning: WARNING.general,
    howToUse: 'Oleskan merata pada wajah, diamkan 15 menit lalu bilas. Gunakan 2 kali seminggu.',
    composition:
      'Aqua, Kaolin, Pachyrhizus Erosus Root Extract, Oryza Sativa Powder, Glycerin, Cetearyl Alcohol, Niacinamide, Phenoxyethanol.',
    video: null,
    bpom: 'NA18190100404',
    shape: 'jar',
    style: PALETTE.sand,
    dimension: { length: 7, width: 7, height: 5 },
    variants: [{ size: '60 g', price: 65000, stock: 12, weight: 120 }],
    sold: 860,
    views: 3100,
    active: false,
  },
  {
    slug: 'eye-cream-caffeine',
    name: 'Caffeine Bright Eye Cream',
    categorySlug: 'perawatan-wajah',
    subCategorySlug: 'mata-bibir',
    skinTypes: ['Penuaan', 'Kusam', 'Normal'],
    description:
      'Krim mata dengan 5% kafein, vitamin K dan peptida untuk menyamarkan kantung mata, lingkaran hitam dan garis halus di sekitar mata.\n\nUjung aplikator logam memberi sensasi dingin yang membantu mata tampak lebih segar di pagi hari. Telah diuji oftalmologis.',
    warning: WARNING.eye,
    howToUse:
      'Pagi dan malam, oleskan sedikit krim di bawah mata dengan ujung aplikator lalu tepuk lembut dengan jari manis dari sudut dalam ke luar.',
    composition:
      'Aqua, Caffeine, Glycerin, Caprylic/Capric Triglyceride, Phytonadione, Acetyl Tetrapeptide-5, Niacinamide, Cetearyl Alcohol, Carbomer, Phenoxyethanol.',
    video: null,
    bpom: 'NA18230100405',
    shape: 'tube',
    style: PALETTE.lavender,
    dimension: { length: 3, width: 2, height: 12 },
    variants: [
      {
        size: '15 ml',
        price: 149000,
        stock: 58,
        weight: 45,
        discount: { kind: 'fixed', value: 20000, promoPurchaseLimit: 0, purchaseLimit: 2 },
      },
    ],
    sold: 2120,
    views: 16400,
  },
  {
    slug: 'retinal-eye-serum',
    name: 'Retinal Eye Serum',
    categorySlug: 'perawatan-wajah',
    subCategorySlug: 'mata-bibir',
    skinTypes: ['Penuaan', 'Kering'],
    description:
      "Serum mata dengan retinaldehyde 0,05% yang bekerja lebih cepat dari retinol untuk kerutan halus dan crow's feet, diformulasikan khusus untuk kulit tipis di sekitar mata.\n\nHanya dipakai malam hari. Persediaan sangat terbatas karena produksi dalam batch kecil.",
    warning: WARNING.retinoid,
    howToUse:
      'Malam hari, tepuk satu tetes kecil untuk kedua mata di tulang orbital, jangan terlalu dekat dengan garis bulu mata. Mulai 3 kali seminggu.',
    composition:
      'Aqua, Squalane, Glycerin, Retinal, Hydroxypinacolone Retinoate, Tocopherol, Ceramide NP, Polysorbate 20, Carbomer, Phenoxyethanol.',
    video: null,
    bpom: 'NA18240100406',
    shape: 'dropper',
    style: PALETTE.plum,
    dimension: { length: 3, width: 3, height: 10 },
    variants: [{ size: '15 ml', price: 219000, stock: 3, weight: 55 }],
    sold: 610,
    views: 8870,
  },
  {
    slug: 'lip-sleeping-balm',
    name: 'Lip Sleeping Balm Madu',
    categorySlug: 'perawatan-wajah',
    subCategorySlug: 'mata-bibir',
    skinTypes: ['Kering', 'Normal', 'Sensitif'],
    description:
      'Balm bibir malam dengan madu hutan, shea butter dan ceramide untuk bibir kering dan pecah-pecah. Bangun dengan bibir yang terasa halus dan lembap.\n\nRasa madu yang lembut dan tanpa pewarna tambahan.',
    warning: WARNING.general,
    howToUse:
      'Oleskan lapisan tebal di bibir sebelum tidur dan biarkan semalaman. Bisa juga dipakai di siang hari sebagai lip balm.',
    composition:
      'Butyrospermum Parkii Butter, Ricinus Communis Seed Oil, Mel, Cera Alba, Ceramide NP, Tocopherol, Aroma.',
    video: null,
    bpom: 'NA18230100407',
    shape: 'jar',
    style: PALETTE.honey,
    dimension: { length: 5, width: 5, height: 3 },
    variants: [{ size: '10 g', price: 55000, stock: 190, weight: 35 }],
    sold: 7420,
    views: 20110,
  },
  {
    slug: 'tinted-lip-serum',
    name: 'Tinted Lip Serum',
    categorySlug: 'perawatan-wajah',
    subCategorySlug: 'mata-bibir',
    skinTypes: ['Normal', 'Kering'],
    description:
      'Serum bibir dengan rona warna alami yang melembapkan sekaligus memberi kesan bibir segar, diperkaya hyaluronic acid dan minyak jojoba.\n\nTersedia dalam warna Peach, Rosy dan Berry.',
    warning: WARNING.general,
    howToUse: 'Aplikasikan langsung ke bibir kapan saja. Ulangi sesuai kebutuhan.',
    composition:
      'Polybutene, Simmondsia Chinensis Seed Oil, Sodium Hyaluronate, Tocopheryl Acetate, Silica Dimethyl Silylate, CI 15850, CI 77491, Aroma.',
    video: null,
    bpom: 'NA18240100408',
    shape: 'tube',
    style: PALETTE.blush,
    dimension: { length: 2, width: 2, height: 10 },
    variants: [
      { size: '4 ml Peach', price: 59000, stock: 37, weight: 25 },
      { size: '4 ml Rosy', price: 59000, stock: 0, weight: 25 },
      { size: '4 ml Berry', price: 59000, stock: 9, weight: 25 },
    ],
    sold: 3300,
    views: 14020,
  },
  {
    slug: 'acne-spot-gel',
    name: 'Acne Spot Gel Benzoyl 2.5%',
    categorySlug: 'perawatan-wajah',
    subCategorySlug: 'perawatan-jerawat',
    skinTypes: ['Jerawat', 'Berminyak'],
    description:
      'Gel totol jerawat dengan benzoyl peroxide 2,5% yang membantu mengurangi bakteri penyebab jerawat meradang dan mempercepat jerawat mengempis dalam 2–3 hari.\n\nKonsentrasi 2,5% dipilih agar efektif namun lebih jarang menimbulkan iritasi dibanding konsentrasi tinggi.',
    warning: 'Dapat memudarkan warna kain seperti handuk dan sarung bantal. ' + WARNING.general,
    howToUse: 'Oleskan tipis hanya pada jerawat 1–2 kali sehari setelah cuci muka. Jangan dioleskan ke seluruh wajah.',
    composition:
      'Aqua, Benzoyl Peroxide, Glycerin, Carbomer, Sodium Hydroxide, Allantoin, Disodium EDTA, Docusate Sodium.',
    video: null,
    bpom: 'NA18230100409',
    shape: 'tube',
    style: PALETTE.mint,
    dimension: { length: 3, width: 2, height: 11 },
    variants: [{ size: '15 g', price: 49000, stock: 240, weight: 40 }],
    sold: 9860,
    views: 36010,
  },
  {
    slug: 'acne-patch-hydrocolloid',
    name: 'Acne Patch Hydrocolloid',
    categorySlug: 'perawatan-wajah',
    subCategorySlug: 'perawatan-jerawat',
    skinTypes: ['Jerawat', 'Berminyak', 'Sensitif'],
    description:
      'Plester jerawat hidrokoloid tipis dan transparan yang menyerap cairan jerawat bernanah, melindunginya dari sentuhan tangan dan membantu pemulihan.\n\nSatu kemasan berisi 36 plester dalam dua ukuran, hampir tidak terlihat saat dipakai di luar rumah.',
    warning:
      'Jangan dipakai pada luka terbuka yang dalam. Hentikan pemakaian bila timbul gatal atau kemerahan. Jauhkan dari jangkauan anak-anak.',
    howToUse:
      'Tempelkan pada jerawat di kulit yang bersih dan kering. Ganti setelah 6–8 jam atau saat plester memutih.',
    composition:
      'Hydrocolloid (Cellulose Gum, Styrene Isoprene Styrene Block Copolymer, Polyisobutylene), Polyurethane Film.',
    video: null,
    bpom: 'NA18240100410',
    shape: 'sachet',
    style: PALETTE.sky,
    dimension: { length: 10, width: 8, height: 1 },
    variants: [{ size: 'Isi 36', price: 45000, stock: 410, weight: 20 }],
    sold: 11230,
    views: 30100,
  },
  {
    slug: 'sulfur-acne-mask',
    name: 'Sulfur 3% Acne Treatment Mask',
    categorySlug: 'perawatan-wajah',
    subCategorySlug: 'perawatan-jerawat',
    skinTypes: ['Jerawat', 'Berminyak', 'Kombinasi'],
    description:
      'Masker totol berbasis sulfur 3% dan kaolin yang membantu mengeringkan jerawat dan komedo, bisa dipakai sebagai masker 10 menit atau totol semalaman.\n\nAroma sulfur yang khas diseimbangkan dengan minyak lavender.',
    warning: WARNING.general,
    howToUse: 'Oleskan pada area berjerawat, diamkan 10 menit lalu bilas, atau totolkan pada jerawat sebelum tidur.',
    composition:
      'Aqua, Kaolin, Sulfur, Bentonite, Glycerin, Zinc Oxide, Lavandula Angustifolia Oil, Xanthan Gum, Phenoxyethanol.',
    video: null,
    bpom: 'NA18230100411',
    shape: 'jar',
    style: PALETTE.lemon,
    dimension: { length: 6, width: 6, height: 4 },
    variants: [{ size: '30 g', price: 69000, stock: 27, weight: 70 }],
    sold: 1870,
    views: 9420,
  },
  {
    slug: 'bha-blackhead-serum',
    name: 'BHA 2% Blackhead Clearing Serum',
    categorySlug: 'perawatan-wajah',
    subCategorySlug: 'perawatan-jerawat',
    skinTypes: ['Berminyak', 'Jerawat', 'Kombinasi'],
    description:
      'Serum eksfoliasi BHA 2% yang membersihkan komedo hitam dan putih di hidung, dagu dan dahi, serta membantu mencegah jerawat baru.\n\nDipadukan dengan ekstrak willow bark dan niacinamide. Teksturnya cair dan cepat kering.',
    warning: WARNING.exfoliant,
    howToUse:
      'Malam hari setelah toner, oleskan pada area berkomedo 3 kali seminggu. Jangan dipakai bersama retinol di malam yang sama.',
    composition:
      'Aqua, Salicylic Acid, Butylene Glycol, Salix Alba Bark Extract, Niacinamide, Sodium Hydroxide, Hydroxyethylcellulose, Allantoin, Phenoxyethanol.',
    video: null,
    bpom: 'NA18230100412',
    shape: 'dropper',
    style: PALETTE.ocean,
    dimension: { length: 4, width: 4, height: 12 },
    variants: [
      { size: '20 ml', price: 89000, stock: 130, weight: 80 },
      { size: '30 ml', price: 119000, stock: 0, weight: 100 },
    ],
    sold: 4670,
    views: 27680,
  },
];
