import type { SeedCategory } from './types';

export const categories: SeedCategory[] = [
  {
    slug: 'perawatan-wajah',
    name: 'Perawatan Wajah',
    subcategories: [
      { slug: 'pembersih-wajah', name: 'Pembersih Wajah' },
      { slug: 'toner-essence', name: 'Toner & Essence' },
      { slug: 'serum', name: 'Serum & Ampoule' },
      { slug: 'pelembap', name: 'Pelembap' },
      { slug: 'tabir-surya', name: 'Tabir Surya' },
      { slug: 'masker-wajah', name: 'Masker Wajah' },
      { slug: 'mata-bibir', name: 'Perawatan Mata & Bibir' },
      { slug: 'perawatan-jerawat', name: 'Perawatan Jerawat' },
    ],
  },
  {
    slug: 'perawatan-tubuh',
    name: 'Perawatan Tubuh',
    subcategories: [
      { slug: 'sabun-mandi', name: 'Sabun Mandi' },
      { slug: 'losion-tubuh', name: 'Losion Tubuh' },
      { slug: 'scrub-tubuh', name: 'Scrub Tubuh' },
      { slug: 'tangan-kaki', name: 'Perawatan Tangan & Kaki' },
      { slug: 'deodoran', name: 'Deodoran' },
    ],
  },
  {
    slug: 'perawatan-rambut',
    name: 'Perawatan Rambut',
    subcategories: [
      { slug: 'sampo', name: 'Sampo' },
      { slug: 'kondisioner', name: 'Kondisioner & Masker Rambut' },
      { slug: 'tonik-rambut', name: 'Tonik & Serum Rambut' },
    ],
  },
  {
    slug: 'klinik-rona',
    name: 'Klinik Rona',
    subcategories: [
      { slug: 'paket-perawatan', name: 'Paket Perawatan' },
      { slug: 'pasca-tindakan', name: 'Perawatan Pasca Tindakan' },
      { slug: 'peeling-booster', name: 'Peeling & Booster' },
    ],
  },
];
