import { describe, expect, it } from 'vitest';
import { initialsOf, speakableInitials } from './initials.js';

describe('the initials of a name', () => {
  it('takes the first letter of the first two words', () => {
    expect(initialsOf('Ada Lovelace')).toBe('AL');
    expect(initialsOf('  şule   yılmaz kaya ')).toBe('ŞY');
  });

  it('takes a whole emoji, flag or accented letter, never half of one', () => {
    expect(initialsOf('😀 Ada')).toBe('😀A');
    expect(initialsOf('👩‍💻Grace Hopper')).toBe('👩‍💻H');
    expect(initialsOf('🇹🇷 Kahve')).toBe('🇹🇷K');
    expect(initialsOf('e\u0301mile Zola')).toBe('E\u0301Z');
    // No lone surrogate is left for a screen reader or the font to stumble on (encoding one throws).
    expect(() => encodeURIComponent(initialsOf('😀 Ada'))).not.toThrow();
  });

  it('offers only letters for a spoken name', () => {
    expect(speakableInitials('Ada Lovelace')).toBe('AL');
    expect(speakableInitials('Émile Zola')).toBe('ÉZ');
    expect(speakableInitials('😀 Ada')).toBeNull();
    expect(speakableInitials('')).toBeNull();
  });
});
