// The drawing as Encapsulated PostScript (LanguageLevel 3), for print shops and vector editors: the same paths
// (m/l/c/h are defined as moveto/lineto/curveto/closepath), gradients as `shfill` under the dots' clip, and the
// logo as an RGB image flattened onto the background (the area under it is empty background, so that is exact).
import { promisify } from 'node:util';
import { deflate } from 'node:zlib';
import sharp from 'sharp';
import type { DrawPaint, Drawing, ImageLayer } from './drawing.js';
import { derivedFromLogo } from './raster.js';
import { logoPrintPixels, type PageSize } from './pdf.js';
import { formatNumber as n } from './shapes.js';

const deflateAsync = promisify(deflate);

export async function drawingToEps(drawing: Drawing, page: PageSize): Promise<Buffer> {
  const lines = [
    '%!PS-Adobe-3.0 EPSF-3.0',
    '%%Creator: Scanlink',
    '%%Title: QR code',
    `%%BoundingBox: 0 0 ${Math.ceil(page.width)} ${Math.ceil(page.height)}`,
    `%%HiResBoundingBox: 0 0 ${page.width.toFixed(3)} ${page.height.toFixed(3)}`,
    '%%LanguageLevel: 3',
    '%%Pages: 1',
    '%%EndComments',
    '%%BeginProlog',
    '/m { moveto } bind def /l { lineto } bind def /c { curveto } bind def /h { closepath } bind def',
    '%%EndProlog',
    '%%Page: 1 1',
    'gsave',
    // Module units with y downwards, like the drawing.
    `0 ${page.height} translate ${page.width / drawing.width} ${-page.height / drawing.height} scale`,
    `${rgb(drawing.background)} setrgbcolor 0 0 ${n(drawing.width)} ${n(drawing.height)} rectfill`,
  ];
  for (const layer of drawing.layers) {
    if (layer.kind === 'image') {
      lines.push(...(await imageLines(layer, drawing, page)));
      continue;
    }
    const path = layer.path.toOperators();
    if (layer.paint.kind === 'solid') {
      lines.push('newpath', path, `${rgb(layer.paint.color)} setrgbcolor fill`);
    } else {
      lines.push('gsave newpath', path, 'clip newpath', shading(layer.paint), 'shfill grestore');
    }
  }
  lines.push('grestore', 'showpage', '%%Trailer', '%%EOF', '');
  return Buffer.from(lines.join('\n'), 'latin1');
}

function shading(paint: Exclude<DrawPaint, { kind: 'solid' }>): string {
  const coords =
    paint.kind === 'linear'
      ? [paint.x1, paint.y1, paint.x2, paint.y2]
      : [paint.cx, paint.cy, 0, paint.cx, paint.cy, paint.r];
  const between = `<< /FunctionType 2 /Domain [0 1] /C0 [${rgb(paint.colors[0])}] /C1 [${rgb(paint.colors[1])}] /N 1 >>`;
  return (
    `<< /ShadingType ${paint.kind === 'linear' ? 2 : 3} /ColorSpace /DeviceRGB` +
    ` /Coords [${coords.map(n).join(' ')}] /Function ${between} /Extend [true true] >>`
  );
}

// The logo at print resolution, flattened, deflated and ASCII85-encoded inline.
async function imageLines(layer: ImageLayer, drawing: Drawing, page: PageSize): Promise<string[]> {
  const { width, height } = logoPrintPixels(layer, page.width / drawing.width);
  const [data] = await derivedFromLogo(layer.logo, `eps:${width}x${height}:${drawing.background}`, async () => {
    const pixels = await sharp(layer.logo.png)
      .resize(width, height, { fit: 'fill' })
      .flatten({ background: drawing.background })
      .removeAlpha()
      .raw()
      .toBuffer();
    return [Buffer.from(ascii85(await deflateAsync(pixels)), 'latin1')];
  });
  return [
    'gsave',
    `${n(layer.x)} ${n(layer.y)} translate ${n(layer.width)} ${n(layer.height)} scale`,
    '/DeviceRGB setcolorspace',
    // The unit square is y-down here, so the first row (the top) maps to y = 0.
    `<< /ImageType 1 /Width ${width} /Height ${height} /BitsPerComponent 8 /Decode [0 1 0 1 0 1]` +
      ` /ImageMatrix [${width} 0 0 ${height} 0 0] /DataSource currentfile /ASCII85Decode filter /FlateDecode filter >>`,
    'image',
    data!.toString('latin1'),
    'grestore',
  ];
}

const LINE = 76;

/** Adobe's ASCII85 (4 bytes → 5 characters from `!`, `z` for four zeros), in lines, ending `~>`. */
export function ascii85(bytes: Uint8Array): string {
  let out = '';
  const full = bytes.length - (bytes.length % 4);
  for (let at = 0; at < bytes.length; at += 4) {
    const count = Math.min(4, bytes.length - at);
    let value = 0;
    for (let i = 0; i < 4; i++) value = value * 256 + (i < count ? bytes[at + i]! : 0);
    if (value === 0 && at < full) {
      out += 'z';
      continue;
    }
    const digits = new Array<string>(5);
    for (let i = 4; i >= 0; i--) {
      digits[i] = String.fromCharCode(33 + (value % 85));
      value = Math.floor(value / 85);
    }
    out += digits.slice(0, count + 1).join('');
  }
  const lines: string[] = [];
  // A leading space (the decoder skips white space) keeps a line from starting with `%%`, a DSC comment.
  for (let at = 0; at < out.length; at += LINE) lines.push(` ${out.slice(at, at + LINE)}`);
  return `${lines.join('\n')}~>`;
}

function rgb(color: string): string {
  return [1, 3, 5].map((at) => n(parseInt(color.slice(at, at + 2), 16) / 255)).join(' ');
}
