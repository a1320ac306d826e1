// The drawing as SVG: what the preview shows, and the download for the web and design tools.
import { createHash } from 'node:crypto';
import type { DrawPaint, Drawing, ImageLayer } from './drawing.js';
import { formatNumber as n } from './shapes.js';

export interface SvgSize {
  /** `width` and `height` attributes: pixels (`'1024'`) or a print size (`'50mm'`). */
  width: string;
  height: string;
}

export function drawingToSvg(drawing: Drawing, size: SvgSize): string {
  const definitions: string[] = [];
  const body: string[] = [
    `<rect width="${n(drawing.width)}" height="${n(drawing.height)}" fill="${drawing.background}"/>`,
  ];
  for (const layer of drawing.layers) {
    if (layer.kind === 'image') {
      body.push(imageElement(layer));
      continue;
    }
    const fill = paintReference(layer.paint, definitions);
    const crisp = layer.crisp ? ' shape-rendering="crispEdges"' : '';
    body.push(`<path fill="${fill}"${crisp} d="${layer.path.toSvg()}"/>`);
  }
  const defs = definitions.length > 0 ? `<defs>${definitions.join('')}</defs>` : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" version="1.1"` +
    ` width="${size.width}" height="${size.height}" viewBox="0 0 ${n(drawing.width)} ${n(drawing.height)}"` +
    ` preserveAspectRatio="none">${defs}${body.join('')}</svg>`
  );
}

function paintReference(paint: DrawPaint, definitions: string[]): string {
  if (paint.kind === 'solid') return paint.color;
  // Named after its content: codes inlined side by side on one page never take each other's gradient.
  const id = `qr-${createHash('sha1').update(JSON.stringify(paint)).digest('hex').slice(0, 10)}`;
  const stops = `<stop offset="0" stop-color="${paint.colors[0]}"/><stop offset="1" stop-color="${paint.colors[1]}"/>`;
  const attributes =
    paint.kind === 'linear'
      ? `x1="${n(paint.x1)}" y1="${n(paint.y1)}" x2="${n(paint.x2)}" y2="${n(paint.y2)}"`
      : `cx="${n(paint.cx)}" cy="${n(paint.cy)}" r="${n(paint.r)}"`;
  const element = paint.kind === 'linear' ? 'linearGradient' : 'radialGradient';
  if (!definitions.some((definition) => definition.includes(`id="${id}"`))) {
    definitions.push(`<${element} id="${id}" gradientUnits="userSpaceOnUse" ${attributes}>${stops}</${element}>`);
  }
  return `url(#${id})`;
}

// The logo is a PNG we encoded ourselves (logo.ts); base64 cannot close the attribute.
function imageElement(layer: ImageLayer): string {
  return (
    `<image x="${n(layer.x)}" y="${n(layer.y)}" width="${n(layer.width)}" height="${n(layer.height)}"` +
    ` preserveAspectRatio="none" xlink:href="data:image/png;base64,${layer.logo.png.toString('base64')}"/>`
  );
}
