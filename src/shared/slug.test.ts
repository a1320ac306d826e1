import { describe, expect, it } from 'vitest';
import { slugify } from './slug.js';

describe('slugify', () => {
  it('maps the Turkish letters to Latin ones, both cases', () => {
    expect(slugify('Çiğ Köfte Şöleni')).toBe('cig-kofte-soleni');
    expect(slugify('İSTANBUL ılık ÜÇ')).toBe('istanbul-ilik-uc');
  });

  it('drops other non-alphanumerics, turns whitespace into hyphens and collapses them', () => {
    expect(slugify('  Spring   menu — 2026!  ')).toBe('spring-menu-2026');
    expect(slugify('a--b__c')).toBe('a-bc');
    expect(slugify('Café / Bar')).toBe('caf-bar');
  });

  it('is empty for a name without letters or digits', () => {
    expect(slugify('★ ★')).toBe('');
  });
});
