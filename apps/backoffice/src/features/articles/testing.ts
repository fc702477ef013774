import type { AdminArticleDetail } from '@rona/domain';

/** Test data (never imported by the app): an article as the API answers it. */
export function anAdminArticle(overrides: Partial<AdminArticleDetail> = {}): AdminArticleDetail {
  return {
    id: '33333333-3333-4333-8333-333333333333',
    slug: 'cara-memilih-sunscreen',
    title: 'Cara Memilih Sunscreen',
    tags: ['sunscreen'],
    author: 'Tim Rona',
    releaseDate: '2026-12-01T02:00:00.000Z',
    thumbnail: '/media/uploads/a.jpg',
    published: false,
    status: 'draft',
    shortDescription: 'Tekstur ringan.',
    sections: [{ title: 'Kenapa', text: 'Paragraf satu.\n\nParagraf dua.', image: null }],
    recommendedProducts: [],
    ...overrides,
  };
}
