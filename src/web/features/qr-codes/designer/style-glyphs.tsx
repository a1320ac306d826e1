// Small drawings of the design's choices (dot styles, finder shapes, frames), so each is chosen by its look.
import type { CornerDotStyle, CornerSquareStyle, DotStyle, FrameStyle } from '../../../../shared/qr-design.js';

const CELL = 6;
// A few modules of a code, row by row.
const PATTERN = ['1101', '1011', '0110', '1101'];

function cellShape(style: DotStyle, x: number, y: number, key: string) {
  const s = CELL;
  switch (style) {
    case 'dots':
      return <circle key={key} cx={x + s / 2} cy={y + s / 2} r={s * 0.42} />;
    case 'classy':
    case 'classy-rounded': {
      const r = s * 0.5;
      const small = style === 'classy-rounded' ? s * 0.2 : 0;
      return (
        <path
          key={key}
          d={`M${x + r} ${y}H${x + s - small}${small ? `A${small} ${small} 0 0 1 ${x + s} ${y + small}` : ''}V${y + s - r}A${r} ${r} 0 0 1 ${x + s - r} ${y + s}H${x + small}${small ? `A${small} ${small} 0 0 1 ${x} ${y + s - small}` : ''}V${y + r}A${r} ${r} 0 0 1 ${x + r} ${y}Z`}
        />
      );
    }
    default:
      return <rect key={key} x={x} y={y} width={s} height={s} />;
  }
}

/** A few modules drawn in a dot style; the rounded styles join neighbours of a row as the renderer does. */
export function DotGlyph({ style }: { style: DotStyle }) {
  const shapes = [];
  for (const [row, line] of PATTERN.entries()) {
    if (style === 'rounded' || style === 'extra-rounded') {
      // Runs of neighbouring modules in the row become one rounded bar.
      for (const match of line.matchAll(/1+/g)) {
        const start = match.index ?? 0;
        shapes.push(
          <rect
            key={`${row}-${start}`}
            x={start * CELL}
            y={row * CELL}
            width={match[0].length * CELL}
            height={CELL}
            rx={style === 'rounded' ? CELL * 0.25 : CELL * 0.5}
          />,
        );
      }
      continue;
    }
    for (const [column, cell] of [...line].entries()) {
      if (cell === '1') shapes.push(cellShape(style, column * CELL, row * CELL, `${row}-${column}`));
    }
  }
  return (
    <svg viewBox="-1 -1 26 26" className="size-9" fill="currentColor">
      {shapes}
    </svg>
  );
}

function ring(style: CornerSquareStyle) {
  // A 7-module finder's outer ring, 1 module thick, in a 28-unit box.
  if (style === 'dot')
    return (
      <path fillRule="evenodd" d="M14 0a14 14 0 1 0 0 28a14 14 0 1 0 0-28zm0 4a10 10 0 1 1 0 20a10 10 0 1 1 0-20z" />
    );
  if (style === 'extra-rounded') {
    return (
      <path
        fillRule="evenodd"
        d="M8 0h12a8 8 0 0 1 8 8v12a8 8 0 0 1-8 8H8a8 8 0 0 1-8-8V8a8 8 0 0 1 8-8zm0 4a4 4 0 0 0-4 4v12a4 4 0 0 0 4 4h12a4 4 0 0 0 4-4V8a4 4 0 0 0-4-4z"
      />
    );
  }
  return <path fillRule="evenodd" d="M0 0h28v28H0zm4 4v20h20V4z" />;
}

function centre(style: CornerDotStyle) {
  return style === 'dot' ? <circle cx="14" cy="14" r="6" /> : <rect x="8" y="8" width="12" height="12" />;
}

/** A finder pattern with its outer ring in a corner-square style. */
export function CornerSquareGlyph({ style }: { style: CornerSquareStyle }) {
  return (
    <svg viewBox="-1 -1 30 30" className="size-9" fill="currentColor">
      {ring(style)}
      {centre('square')}
    </svg>
  );
}

/** A finder pattern with its centre in a corner-dot style (the ring pale, as it is not the choice). */
export function CornerDotGlyph({ style }: { style: CornerDotStyle }) {
  return (
    <svg viewBox="-1 -1 30 30" className="size-9" fill="currentColor">
      <g opacity="0.3">{ring('square')}</g>
      {centre(style)}
    </svg>
  );
}

/** A code in a frame style: a banner below or above, or a box around with the text inside. */
export function FrameGlyph({ style }: { style: FrameStyle }) {
  const code = (y: number) => (
    <g transform={`translate(8 ${y})`}>
      <path fillRule="evenodd" d="M0 0h7v7H0zm2 2v3h3V2zM13 0h7v7h-7zm2 2v3h3V2zM0 13h7v7H0zm2 2v3h3v-3z" />
      <rect x="10" y="10" width="3" height="3" />
      <rect x="14" y="14" width="3" height="3" />
      <rect x="10" y="16" width="3" height="3" />
      <rect x="16" y="9" width="3" height="3" />
    </g>
  );
  switch (style) {
    case 'banner-bottom':
      return (
        <svg viewBox="0 0 36 36" className="size-9" fill="currentColor">
          {code(2)}
          <rect x="4" y="26" width="28" height="8" rx="2" />
        </svg>
      );
    case 'banner-top':
      return (
        <svg viewBox="0 0 36 36" className="size-9" fill="currentColor">
          <rect x="4" y="2" width="28" height="8" rx="2" />
          {code(14)}
        </svg>
      );
    case 'box':
      return (
        <svg viewBox="0 0 36 36" className="size-9" fill="currentColor">
          <path
            fillRule="evenodd"
            d="M3 0h30a3 3 0 0 1 3 3v30a3 3 0 0 1-3 3H3a3 3 0 0 1-3-3V3a3 3 0 0 1 3-3zm0 2.5a.5.5 0 0 0-.5.5v22.5h31V3a.5.5 0 0 0-.5-.5z"
          />
          {code(3)}
        </svg>
      );
    default:
      return (
        <svg viewBox="0 0 36 36" className="size-9" fill="currentColor">
          {code(8)}
        </svg>
      );
  }
}
