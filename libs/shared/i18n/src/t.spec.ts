import { afterEach, describe, expect, it } from 'vitest';
import { messagesEn, setFallbackMessages, setLocale, t } from './index';

describe('t', () => {
  afterEach(() => setLocale('id'));
  it('answers Indonesian by default', () => {
    expect(t('notFound.title')).toBe('Halaman tidak ada');
  });
  it('uses the English fallback when the locale is en, and Indonesian when English lacks the key', () => {
    setFallbackMessages(messagesEn);
    setLocale('en');
    expect(t('notFound.title')).toBe('Page not found');
    expect(t('search.cancel')).toBe('Batal');
  });
  it('fills variables', () => {
    expect(t('brand.name')).toBe('Rona');
  });
});
