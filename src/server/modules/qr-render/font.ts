// Frame text as glyph outlines from Inter Bold, so it looks the same in SVG, PNG, PDF and EPS and needs no font on
// the viewer's side. Glyphs are laid out one by one by their advance widths (opentype.js's own layout trips over
// Inter's contextual substitutions, and it cannot read Inter's kerning, which sits in extension lookups), falling
// back through the subsets @fontsource ships: latin, latin-ext, cyrillic, greek.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import opentype from 'opentype.js';
import type { PathBuilder } from './shapes.js';

const SUBSETS = ['latin', 'latin-ext', 'cyrillic', 'greek'] as const;

interface GlyphOutline {
  /** Font units, y upwards as in the font; quadratic segments already raised to cubic. */
  commands: Array<'M' | 'L' | 'C' | 'Z'>;
  coords: number[];
  advance: number;
}

interface LoadedFont {
  font: opentype.Font;
  glyphs: Map<number, GlyphOutline>;
}

let fonts: LoadedFont[] | null = null;

function loadFonts(): LoadedFont[] {
  if (fonts) return fonts;
  const require = createRequire(import.meta.url);
  const folder = path.join(path.dirname(require.resolve('@fontsource/inter/package.json')), 'files');
  fonts = SUBSETS.map((subset) => {
    const bytes = readFileSync(path.join(folder, `inter-${subset}-700-normal.woff`));
    const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
    return { font: opentype.parse(buffer), glyphs: new Map() };
  });
  return fonts;
}

function fontFor(character: string): LoadedFont | null {
  for (const loaded of loadFonts()) {
    if (loaded.font.charToGlyphIndex(character) > 0) return loaded;
  }
  return null;
}

/** Characters of `text` no bundled Inter subset can draw (each once, in order of appearance). */
export function unsupportedCharacters(text: string): string[] {
  const missing = new Set<string>();
  for (const character of text.normalize('NFC')) {
    if (character === ' ') continue;
    if (/\p{Cc}/u.test(character) || !fontFor(character)) missing.add(character);
  }
  return [...missing];
}

function outlineOf(loaded: LoadedFont, character: string): GlyphOutline {
  const glyph = loaded.font.charToGlyph(character);
  const cached = loaded.glyphs.get(glyph.index);
  if (cached) return cached;
  const outline: GlyphOutline = { commands: [], coords: [], advance: glyph.advanceWidth ?? 0 };
  let x = 0;
  let y = 0;
  for (const command of glyph.path.commands) {
    if (command.type === 'Z') {
      outline.commands.push('Z');
    } else if (command.type === 'Q') {
      // A quadratic Bézier is a cubic whose control points lie two thirds of the way to the quadratic's one.
      outline.commands.push('C');
      outline.coords.push(
        x + ((command.x1 - x) * 2) / 3,
        y + ((command.y1 - y) * 2) / 3,
        command.x + ((command.x1 - command.x) * 2) / 3,
        command.y + ((command.y1 - command.y) * 2) / 3,
        command.x,
        command.y,
      );
    } else if (command.type === 'C') {
      outline.commands.push('C');
      outline.coords.push(command.x1, command.y1, command.x2, command.y2, command.x, command.y);
    } else {
      outline.commands.push(command.type);
      outline.coords.push(command.x, command.y);
    }
    if (command.type !== 'Z') {
      x = command.x;
      y = command.y;
    }
  }
  loaded.glyphs.set(glyph.index, outline);
  return outline;
}

interface PlacedGlyph {
  outline: GlyphOutline;
  unitsPerEm: number;
  offset: number;
}

function place(text: string): { glyphs: PlacedGlyph[]; width: number } {
  const glyphs: PlacedGlyph[] = [];
  let width = 0;
  // Composed characters: glyphs are placed one after another, without the font's mark positioning.
  for (const character of text.normalize('NFC')) {
    const loaded = fontFor(character) ?? loadFonts()[0]!;
    const unitsPerEm = loaded.font.unitsPerEm;
    const outline = outlineOf(loaded, character);
    glyphs.push({ outline, unitsPerEm, offset: width });
    width += outline.advance / unitsPerEm;
  }
  return { glyphs, width };
}

/** Inter's cap height per em: what the text is centred on, so capitals sit in the middle of the band. */
const CAP_HEIGHT = 1490 / 2048;

export interface TextBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Adds `text` to `path`, centred in `box`, its capitals `capShare` of the box's height unless that makes it too
 * wide: then it shrinks to fit.
 */
export function addText(path: PathBuilder, text: string, box: TextBox, capShare: number): void {
  if (text.trim() === '') return;
  const { glyphs, width: widthInEm } = place(text);
  const size = Math.min((box.height * capShare) / CAP_HEIGHT, box.width / widthInEm);
  const left = box.x + (box.width - widthInEm * size) / 2;
  const baseline = box.y + (box.height + CAP_HEIGHT * size) / 2;
  for (const { outline, unitsPerEm, offset } of glyphs) {
    const scale = size / unitsPerEm;
    const originX = left + offset * size;
    const { coords } = outline;
    let at = 0;
    const point = (): [number, number] => {
      const pair: [number, number] = [originX + coords[at]! * scale, baseline - coords[at + 1]! * scale];
      at += 2;
      return pair;
    };
    for (const type of outline.commands) {
      if (type === 'Z') path.close();
      else if (type === 'M') path.moveTo(...point());
      else if (type === 'L') path.lineTo(...point());
      else path.curveTo(...point(), ...point(), ...point());
    }
  }
}
