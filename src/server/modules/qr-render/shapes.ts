// Dot and corner shapes as paths of M, L, C and Z only: the one vocabulary SVG, PDF and PostScript all share, so
// every format draws exactly the same outline. Coordinates are in modules, y downwards; outer contours run
// clockwise and holes anticlockwise, so the non-zero fill rule unites touching dots and keeps the holes.
import type { CornerDotStyle, CornerSquareStyle, DotStyle } from '../../../shared/qr-design.js';

/** How far a cubic Bézier's control points sit along the tangents to approximate a quarter circle. */
const KAPPA = 0.5522847498;

type Command = 'M' | 'L' | 'C' | 'Z';

export class PathBuilder {
  readonly commands: Command[] = [];
  readonly coords: number[] = [];

  moveTo(x: number, y: number): void {
    this.commands.push('M');
    this.coords.push(x, y);
  }

  lineTo(x: number, y: number): void {
    this.commands.push('L');
    this.coords.push(x, y);
  }

  curveTo(x1: number, y1: number, x2: number, y2: number, x: number, y: number): void {
    this.commands.push('C');
    this.coords.push(x1, y1, x2, y2, x, y);
  }

  close(): void {
    this.commands.push('Z');
  }

  get isEmpty(): boolean {
    return this.commands.length === 0;
  }

  /** SVG path data: `M1 2L3 4C…Z`. */
  toSvg(): string {
    return this.serialise((command) => command, '', '');
  }

  /** PDF content operators; eps.ts defines the same one-letter names in PostScript. */
  toOperators(): string {
    return this.serialise((command) => OPERATORS[command], ' ', '\n');
  }

  private serialise(name: (command: Command) => string, gap: string, end: string): string {
    const parts: string[] = [];
    let at = 0;
    for (const command of this.commands) {
      const count = ARITY[command];
      let numbers = '';
      for (let i = 0; i < count; i++) {
        const text = formatNumber(this.coords[at + i] ?? 0);
        // SVG needs no space before a minus sign; the operator syntax always takes one.
        numbers += i === 0 || (gap === '' && text.startsWith('-')) ? text : ` ${text}`;
      }
      at += count;
      parts.push(gap === '' ? name(command) + numbers : count === 0 ? name(command) : `${numbers} ${name(command)}`);
    }
    return parts.join(end);
  }
}

const ARITY: Record<Command, number> = { M: 2, L: 2, C: 6, Z: 0 };
const OPERATORS: Record<Command, string> = { M: 'm', L: 'l', C: 'c', Z: 'h' };

/** Three decimals of a module is far below a printer's dot; shorter numbers keep the files small. */
export function formatNumber(value: number): string {
  const rounded = Math.round(value * 1000) / 1000;
  return String(rounded === 0 ? 0 : rounded);
}

/** Corner radii in clockwise order from the top left, in modules. */
export type Radii = [topLeft: number, topRight: number, bottomRight: number, bottomLeft: number];

/** A rectangle with each corner rounded by its own radius (0 = sharp); `hole` reverses it to cut out. */
export function roundedRect(path: PathBuilder, x: number, y: number, w: number, h: number, radii: Radii, hole = false) {
  const [tl, tr, br, bl] = radii;
  // Each corner: where the arc starts (on the edge coming in, clockwise), the corner point, where it ends.
  const corners: Array<[number, number, number, number, number, number]> = [
    [x, y + tl, x, y, x + tl, y],
    [x + w - tr, y, x + w, y, x + w, y + tr],
    [x + w, y + h - br, x + w, y + h, x + w - br, y + h],
    [x + bl, y + h, x, y + h, x, y + h - bl],
  ];
  const order = hole ? [0, 3, 2, 1, 0] : [0, 1, 2, 3, 0];
  let first = true;
  let lastX = NaN;
  let lastY = NaN;
  for (const index of order) {
    const [ax, ay, cx, cy, bx, by] = corners[index]!;
    // Clockwise an arc runs from a to b; reversed, from b to a.
    const [fromX, fromY, toX, toY] = hole ? [bx, by, ax, ay] : [ax, ay, bx, by];
    if (first) {
      path.moveTo(toX, toY);
      first = false;
    } else {
      if (fromX !== lastX || fromY !== lastY) path.lineTo(fromX, fromY);
      if (fromX !== toX || fromY !== toY) {
        path.curveTo(
          fromX + (cx - fromX) * KAPPA,
          fromY + (cy - fromY) * KAPPA,
          toX + (cx - toX) * KAPPA,
          toY + (cy - toY) * KAPPA,
          toX,
          toY,
        );
      }
    }
    lastX = toX;
    lastY = toY;
  }
  path.close();
}

export function circle(path: PathBuilder, cx: number, cy: number, r: number, hole = false): void {
  roundedRect(path, cx - r, cy - r, 2 * r, 2 * r, [r, r, r, r], hole);
}

/** Which of a dark module's four neighbours are dark dots too. */
export interface Neighbours {
  top: boolean;
  right: boolean;
  bottom: boolean;
  left: boolean;
}

/** Whether a dot style's corners follow its neighbours (square and dots look the same wherever they are). */
export function dotStyleIsRectilinear(style: DotStyle): boolean {
  return style === 'square';
}

/** One dark module at (x, y) in a dot style; square dots are drawn as runs by the caller instead. */
export function drawDot(path: PathBuilder, style: DotStyle, x: number, y: number, near: Neighbours): void {
  if (style === 'square') return roundedRect(path, x, y, 1, 1, [0, 0, 0, 0]);
  if (style === 'dots') return circle(path, x + 0.5, y + 0.5, 0.5);
  // A corner may round only where both sides meeting at it are free: that is what joins runs into pills.
  const free: Radii = [
    !near.top && !near.left ? 1 : 0,
    !near.top && !near.right ? 1 : 0,
    !near.bottom && !near.right ? 1 : 0,
    !near.bottom && !near.left ? 1 : 0,
  ];
  if (style === 'classy' || style === 'classy-rounded') {
    // Classy rounds only the top-left and bottom-right corners: a leaf-like cut.
    free[1] = 0;
    free[3] = 0;
  }
  const roundCount = free[0] + free[1] + free[2] + free[3];
  // The larger styles round a lone corner by the whole module (a quarter disc); two rounded corners on one side
  // must share it, so they take half each, as the plain styles always do.
  const large = (style === 'extra-rounded' || style === 'classy-rounded') && roundCount === 1;
  const radius = large ? 1 : 0.5;
  roundedRect(path, x, y, 1, 1, free.map((corner) => corner * radius) as Radii);
}

/**
 * A 5×5 alignment pattern centred on module (x, y) as a ring and a dot, for the dots style: separate dots only
 * touch, and some decoders then miss the pattern and sample larger codes off the grid.
 */
export function drawAlignmentRing(path: PathBuilder, x: number, y: number): void {
  circle(path, x + 0.5, y + 0.5, 2.5);
  circle(path, x + 0.5, y + 0.5, 1.5, true);
  circle(path, x + 0.5, y + 0.5, 0.5);
}

/** The 7×7 ring of a finder pattern whose top-left module is (x, y). */
export function drawCornerSquare(path: PathBuilder, style: CornerSquareStyle, x: number, y: number): void {
  if (style === 'dot') {
    circle(path, x + 3.5, y + 3.5, 3.5);
    circle(path, x + 3.5, y + 3.5, 2.5, true);
    return;
  }
  const [outer, inner] = style === 'extra-rounded' ? [2.5, 1.5] : [0, 0];
  roundedRect(path, x, y, 7, 7, [outer, outer, outer, outer]);
  roundedRect(path, x + 1, y + 1, 5, 5, [inner, inner, inner, inner], true);
}

/**
 * The 3×3 centre of a finder pattern whose top-left module is (x, y). Decoders check a finder's 1:1:3:1:1 rhythm
 * along the diagonals too, and a centre shaped unlike its ring breaks it there (jsQR then misses about one size in
 * six): inside a round ring a square centre gets slightly softened corners, inside a square ring a dot is slightly
 * larger. Both changes are a fraction of a module and keep every size readable.
 */
export function drawCornerDot(
  path: PathBuilder,
  style: CornerDotStyle,
  ring: CornerSquareStyle,
  x: number,
  y: number,
): void {
  if (style === 'dot') return circle(path, x + 3.5, y + 3.5, ring === 'square' ? 1.6 : 1.5);
  const soften = ring === 'dot' ? 0.5 : 0;
  roundedRect(path, x + 2, y + 2, 3, 3, [soften, soften, soften, soften]);
}
