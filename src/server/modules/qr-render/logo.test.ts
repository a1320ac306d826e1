// Logos are judged by their bytes alone, and nothing an uploader wrote survives into a rendered code.
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { LOGO_BYTES_MAX } from '../../../shared/qr-design.js';
import { LogoError, normaliseLogo, sanitiseSvg, sniffLogoType } from './logo.js';

const HOSTILE_SVG = `<?xml version="1.0"?>
<?xml-stylesheet href="https://evil.example/x.css"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="64" height="64"
     onload="alert(1)" xml:base="https://evil.example/">
  <script>alert(document.cookie)</script>
  <style>@import url(https://evil.example/a.css); rect { fill: url(https://evil.example/p.svg#x) }</style>
  <style>.ok { fill: #0a0 }</style>
  <defs><linearGradient id="g"><stop offset="0" stop-color="#f00"/><stop offset="1" stop-color="#00f"/></linearGradient></defs>
  <rect id="a" width="64" height="64" fill="url(#g)" onclick="steal()"/>
  <image href="https://evil.example/track.png" width="10" height="10"/>
  <image xlink:href="data:image/png;base64,AAAA" width="10" height="10"/>
  <use href="#a" x="2"/>
  <a xlink:href="javascript:alert(1)"><circle class="ok" cx="32" cy="32" r="8" style="fill: url('https://evil.example/f')"/></a>
  <foreignObject width="10" height="10"><iframe src="https://evil.example/"/></foreignObject>
  <animate attributeName="href" to="javascript:alert(1)"/>
</svg>`;

async function refusal(bytes: Buffer): Promise<string> {
  try {
    await normaliseLogo(bytes);
  } catch (error) {
    expect(error).toBeInstanceOf(LogoError);
    return (error as LogoError).code;
  }
  throw new Error('the logo was accepted');
}

/** A PNG whose header claims `width` × `height` but whose data is a few bytes: a decompression bomb's shape. */
function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(64))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

describe('logo type by content', () => {
  it('recognises PNG, JPEG and SVG by their bytes, whatever they were called', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 4, background: '#f00' } })
      .png()
      .toBuffer();
    const jpeg = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#f00' } })
      .jpeg()
      .toBuffer();
    expect(sniffLogoType(png)).toBe('image/png');
    expect(sniffLogoType(jpeg)).toBe('image/jpeg');
    expect(sniffLogoType(Buffer.from('\ufeff<?xml version="1.0"?><!-- hi --><svg xmlns="x"/>'))).toBe('image/svg+xml');
    expect(sniffLogoType(Buffer.from('<!DOCTYPE svg><svg:svg xmlns:svg="x"/>'))).toBe('image/svg+xml');
  });

  it('refuses a text file renamed to .png, HTML, other XML and binary junk', async () => {
    expect(await refusal(Buffer.from('just some notes, saved as logo.png\n'))).toBe('logo_unsupported_type');
    expect(await refusal(Buffer.from('<html><body><svg/></body></html>'))).toBe('logo_unsupported_type');
    expect(await refusal(Buffer.from('<?xml version="1.0"?><feed><svg/></feed>'))).toBe('logo_unsupported_type');
    expect(await refusal(Buffer.from([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0]))).toBe('logo_unsupported_type');
    expect(await refusal(Buffer.from([0x3c, 0x73, 0x76, 0x67, 0xff, 0xfe]))).toBe('logo_unsupported_type');
  });

  it('refuses broken images as invalid', async () => {
    expect(await refusal(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]))).toBe(
      'logo_invalid_image',
    );
    expect(await refusal(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]))).toBe('logo_invalid_image');
    expect(await refusal(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><rect></svg>'))).toBe(
      'logo_invalid_image',
    );
  });

  it('refuses more than 1 MB and more than 40 megapixels', async () => {
    const big = Buffer.concat([Buffer.from('<svg xmlns="http://www.w3.org/2000/svg">'), Buffer.alloc(LOGO_BYTES_MAX)]);
    expect(await refusal(big)).toBe('logo_too_big');
    expect(await refusal(pngClaiming(10_000, 10_000))).toBe('logo_too_big');
  });

  it('refuses entity tricks: a doctype is never kept, so its entities are unknown', async () => {
    const laughs =
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "lol"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;">]>' +
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><text>&b;</text></svg>';
    expect(await refusal(Buffer.from(laughs))).toBe('logo_invalid_image');
  });
});

describe('logo normalising', () => {
  it('re-encodes PNG as PNG, keeping its alpha and nothing else of the file', async () => {
    const original = await sharp({ create: { width: 300, height: 200, channels: 4, background: '#ff000080' } })
      .png()
      .withMetadata({ exif: { IFD0: { ImageDescription: 'secret-camera-serial' } } })
      .toBuffer();
    const { asset, sourceType } = await normaliseLogo(original);
    expect(sourceType).toBe('image/png');
    expect([asset.width, asset.height]).toEqual([300, 200]);
    const meta = await sharp(asset.png).metadata();
    expect([meta.format, meta.hasAlpha, meta.exif]).toEqual(['png', true, undefined]);
    expect(asset.png.includes('secret-camera-serial')).toBe(false);
  });

  it('turns JPEG into PNG and shrinks anything larger than 1024 px', async () => {
    const jpeg = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#0a0' } })
      .jpeg()
      .toBuffer();
    const { asset, sourceType } = await normaliseLogo(jpeg);
    expect(sourceType).toBe('image/jpeg');
    expect([asset.width, asset.height]).toEqual([1024, 512]);
    expect((await sharp(asset.png).metadata()).format).toBe('png');
  });

  it('rasterises a small SVG icon sharply at 1024 px on its long side', async () => {
    const icon = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 12"><rect width="24" height="12"/></svg>';
    const { asset, sourceType } = await normaliseLogo(Buffer.from(icon));
    expect(sourceType).toBe('image/svg+xml');
    expect([asset.width, asset.height]).toEqual([1024, 512]);
  });

  it('takes scripts, handlers and every outside reference out of an SVG before anything reads it', async () => {
    const clean = sanitiseSvg(HOSTILE_SVG);
    for (const gone of [
      '<script',
      'alert',
      'onload',
      'onclick',
      'evil.example',
      'foreignObject',
      'iframe',
      'xml:base',
    ]) {
      expect(clean).not.toContain(gone);
    }
    expect(clean).not.toContain('data:image');
    expect(clean).not.toContain('@import');
    expect(clean).not.toContain('<animate');
    // What is harmless stays: same-document references, gradients, plain styles.
    expect(clean).toContain('href="#a"');
    expect(clean).toContain('fill="url(#g)"');
    expect(clean).toContain('.ok { fill: #0a0 }');
    const { asset, sourceType } = await normaliseLogo(Buffer.from(HOSTILE_SVG));
    expect(sourceType).toBe('image/svg+xml');
    expect([asset.width, asset.height]).toEqual([1024, 1024]);
    expect(asset.png.includes('evil.example')).toBe(false);
  });

  it('escapes what it writes back, so text cannot become markup', () => {
    const tricky =
      '<svg xmlns="http://www.w3.org/2000/svg"><title>a &lt;script&gt; b</title><desc><![CDATA[<script>x</script>]]></desc></svg>';
    const clean = sanitiseSvg(tricky);
    expect(clean).not.toContain('<script');
    expect(clean).toContain('&lt;script&gt;');
  });
});
