// Frame text is drawn from the bundled Inter subsets; what none of them has is refused before it is saved.
import { describe, expect, it } from 'vitest';
import { addText, unsupportedCharacters } from './font.js';
import { PathBuilder } from './shapes.js';

describe('frame text', () => {
  it('draws Latin, Latin Extended, Cyrillic and Greek', () => {
    expect(unsupportedCharacters('Scan me! 50% off — café, łódź, Привет, Ωμέγα')).toEqual([]);
  });

  it('names each character no subset has, once', () => {
    expect(unsupportedCharacters('日本 日本 😀 ok\u0007')).toEqual(['日', '本', '😀', '\u0007']);
  });

  it('writes glyph outlines with cubic curves only, inside the box, shrinking long text to fit', () => {
    const box = { x: 10, y: 100, width: 50, height: 8 };
    for (const text of ['Hi', 'A much longer text for the banner']) {
      const path = new PathBuilder();
      addText(path, text, box, 0.4);
      expect(new Set(path.commands)).toEqual(new Set(['M', 'L', 'C', 'Z']));
      const xs = path.coords.filter((_, i) => i % 2 === 0);
      const ys = path.coords.filter((_, i) => i % 2 === 1);
      expect(Math.min(...xs)).toBeGreaterThanOrEqual(box.x - 0.01);
      expect(Math.max(...xs)).toBeLessThanOrEqual(box.x + box.width + 0.01);
      expect(Math.min(...ys)).toBeGreaterThanOrEqual(box.y);
      expect(Math.max(...ys)).toBeLessThanOrEqual(box.y + box.height);
    }
  });

  it('draws nothing for empty text', () => {
    const path = new PathBuilder();
    addText(path, '   ', { x: 0, y: 0, width: 10, height: 2 }, 0.4);
    expect(path.isEmpty).toBe(true);
  });
});
