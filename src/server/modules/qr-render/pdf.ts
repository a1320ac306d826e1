// The drawing as a vector PDF: the paths become one content stream written directly (thousands of pdf-lib
// operator objects would cost more than the rest of the render), gradients are real shadings painted through the
// dots as a clip, and only the logo is an image.
import { promisify } from 'node:util';
import { deflate } from 'node:zlib';
import { PDFDocument, PDFName, type PDFContext, type PDFRef } from 'pdf-lib';
import sharp from 'sharp';
import { PRINT_DPI } from '../../../shared/qr-design.js';
import type { DrawPaint, Drawing, ImageLayer } from './drawing.js';
import { derivedFromLogo } from './raster.js';
import { formatNumber as n } from './shapes.js';

const deflateAsync = promisify(deflate);
const POINTS_PER_INCH = 72;

export interface PageSize {
  /** Points. */
  width: number;
  height: number;
}

export async function drawingToPdf(drawing: Drawing, page: PageSize): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.setCreator('Scanlink');
  document.setProducer('Scanlink');
  const pdfPage = document.addPage([page.width, page.height]);
  const { context } = document;
  const shadings: Record<string, ReturnType<typeof context.register>> = {};
  // Module units with y downwards, like the drawing; the page is y upwards.
  const operators = [
    'q',
    `${page.width / drawing.width} 0 0 ${-page.height / drawing.height} 0 ${page.height} cm`,
    `${rgb(drawing.background)} rg 0 0 ${n(drawing.width)} ${n(drawing.height)} re f`,
  ];
  for (const layer of drawing.layers) {
    if (layer.kind === 'image') {
      const image = await logoImage(context, layer, page.width / drawing.width);
      const name = pdfPage.node.newXObject('Logo', image);
      // An image fills the unit square upwards: flip it back into the y-down space.
      const matrix = [layer.width, 0, 0, -layer.height, layer.x, layer.y + layer.height].map(n).join(' ');
      operators.push(`q ${matrix} cm ${name.asString()} Do Q`);
      continue;
    }
    const path = layer.path.toOperators();
    if (layer.paint.kind === 'solid') {
      operators.push(`${rgb(layer.paint.color)} rg`, path, 'f');
      continue;
    }
    const name = `Sh${Object.keys(shadings).length}`;
    shadings[name] = context.register(context.obj(shading(layer.paint)));
    operators.push('q', path, 'W n', `/${name} sh`, 'Q');
  }
  operators.push('Q');
  if (Object.keys(shadings).length > 0) {
    pdfPage.node.normalizedEntries().Resources.set(PDFName.of('Shading'), context.obj(shadings));
  }
  pdfPage.node.addContentStream(context.register(context.flateStream(operators.join('\n'))));
  // Without object streams every dictionary stays readable in the file (an image would show as /Subtype /Image).
  return Buffer.from(await document.save({ useObjectStreams: false }));
}

/** The pixels a logo is embedded with in print formats: 300 dpi at its placed size, never more than its own. */
export function logoPrintPixels(layer: ImageLayer, pointsPerUnit: number): { width: number; height: number } {
  const dots = (units: number, own: number) =>
    Math.max(1, Math.min(own, Math.round(((units * pointsPerUnit) / POINTS_PER_INCH) * PRINT_DPI)));
  return { width: dots(layer.width, layer.logo.width), height: dots(layer.height, layer.logo.height) };
}

// The logo as an image XObject with its alpha as a soft mask, made with sharp and zlib: pdf-lib's embedPng decodes
// and recompresses in JavaScript, twenty times slower.
async function logoImage(context: PDFContext, layer: ImageLayer, pointsPerUnit: number): Promise<PDFRef> {
  const { width, height } = logoPrintPixels(layer, pointsPerUnit);
  const [colour, alpha] = await derivedFromLogo(layer.logo, `pdf:${width}x${height}`, async () => {
    const rgba = await sharp(layer.logo.png).resize(width, height, { fit: 'fill' }).ensureAlpha().raw().toBuffer();
    const rgb = Buffer.alloc(width * height * 3);
    const mask = Buffer.alloc(width * height);
    let opaque = true;
    for (let pixel = 0; pixel < width * height; pixel++) {
      rgb[pixel * 3] = rgba[pixel * 4]!;
      rgb[pixel * 3 + 1] = rgba[pixel * 4 + 1]!;
      rgb[pixel * 3 + 2] = rgba[pixel * 4 + 2]!;
      mask[pixel] = rgba[pixel * 4 + 3]!;
      opaque &&= mask[pixel] === 255;
    }
    return opaque ? [await deflateAsync(rgb)] : Promise.all([deflateAsync(rgb), deflateAsync(mask)]);
  });
  const image = { Type: 'XObject', Subtype: 'Image', Width: width, Height: height, BitsPerComponent: 8 };
  const softMask = alpha
    ? { SMask: context.register(context.stream(alpha, { ...image, ColorSpace: 'DeviceGray', Filter: 'FlateDecode' })) }
    : {};
  return context.register(
    context.stream(colour!, { ...image, ColorSpace: 'DeviceRGB', Filter: 'FlateDecode', ...softMask }),
  );
}

/** An axial (type 2) or radial (type 3) shading between two colours, in the drawing's module units. */
function shading(paint: Exclude<DrawPaint, { kind: 'solid' }>) {
  const between = {
    FunctionType: 2,
    Domain: [0, 1],
    C0: rgbArray(paint.colors[0]),
    C1: rgbArray(paint.colors[1]),
    N: 1,
  };
  const coords =
    paint.kind === 'linear'
      ? [paint.x1, paint.y1, paint.x2, paint.y2]
      : [paint.cx, paint.cy, 0, paint.cx, paint.cy, paint.r];
  return {
    ShadingType: paint.kind === 'linear' ? 2 : 3,
    ColorSpace: 'DeviceRGB',
    Coords: coords.map((value) => Number(n(value))),
    Function: between,
    Extend: [true, true],
  };
}

function rgbArray(color: string): number[] {
  return [1, 3, 5].map((at) => Math.round((parseInt(color.slice(at, at + 2), 16) / 255) * 10_000) / 10_000);
}

function rgb(color: string): string {
  return rgbArray(color).join(' ');
}
