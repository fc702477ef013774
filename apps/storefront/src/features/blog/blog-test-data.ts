import type { ArticleDetail, ArticleListItem } from '@rona/domain';

export function anArticle(overrides: Partial<ArticleListItem> = {}): ArticleListItem {
  return {
    slug: 'tips-sunscreen',
    title: 'Tips Memilih Sunscreen',
    thumbnail: '/api/media/articles/tips-sunscreen.svg',
    releaseDate: '2025-03-03T02:00:00.000Z',
    shortDescription: 'Cara memilih sunscreen yang cocok untuk kulitmu.',
    tags: ['sunscreen'],
    ...overrides,
  };
}

export function anArticleDetail(overrides: Partial<ArticleDetail> = {}): ArticleDetail {
  return {
    slug: 'tips-sunscreen',
    title: 'Tips Memilih Sunscreen',
    thumbnail: '/api/media/articles/tips-sunscreen.svg',
    tags: ['sunscreen', 'oily'],
    realeseDate: '2025-03-03T02:00:00.000Z',
    author: 'dr. Rani',
    shortDescription: 'Cara memilih sunscreen yang cocok untuk kulitmu.',
    sections: [
      {
        title: 'Kenapa Sunscreen?',
        description: 'Sinar UV merusak kulit.\n\nPakai setiap pagi.',
        images: { url: '/api/media/articles/uv.svg', originalURL: '/api/media/articles/uv.svg', source: 'Rona Clinic' },
      },
      { title: 'Cara Memakai', description: 'Oleskan dua jari.', images: null },
    ],
    ...overrides,
  };
}
