import { describe, expect, it } from 'vitest';
import { glb, gltfJson, mp4, webm } from '../../test/media-files.js';
import { gltfExternalFiles, sniff } from './sniff.js';

const text = (value: string) => Buffer.from(value, 'utf8');

describe('sniff: the type from the bytes', () => {
  it('reads ISO media by its brands: an MP4 brand, MP4 among the compatible ones, still images and QuickTime', () => {
    expect(sniff(mp4('mp42'))).toEqual({ contentType: 'video/mp4', kind: 'video' });
    // An unknown major brand with `isom` among the compatible brands still plays as MP4.
    expect(sniff(mp4('xyz1'))).toEqual({ contentType: 'video/mp4', kind: 'video' });
    expect(sniff(mp4('avif'))).toEqual({ contentType: 'image/avif', kind: null });
    expect(sniff(mp4('heic'))).toEqual({ contentType: 'image/heic', kind: null });
    expect(sniff(mp4('qt  '))).toEqual({ contentType: 'video/quicktime', kind: null });
    // A box size beyond the file is no box.
    const broken = mp4();
    broken.writeUInt32BE(broken.length + 1, 0);
    expect(sniff(broken.subarray(0, 20))).toBeUndefined();
  });

  it('tells WebM from other Matroska', () => {
    expect(sniff(webm())?.contentType).toBe('video/webm');
    expect(sniff(webm('matroska'))).toEqual({ contentType: 'video/x-matroska', kind: null });
  });

  it('takes a GLB only of version 2 and of its declared length', () => {
    expect(sniff(glb())?.contentType).toBe('model/gltf-binary');
    expect(sniff(glb(1))).toBeUndefined();
    expect(sniff(Buffer.concat([glb(), Buffer.alloc(4)]))).toBeUndefined();
  });

  it('takes JSON only when it is a glTF, and names the files a glTF refers to', () => {
    expect(sniff(gltfJson())?.contentType).toBe('model/gltf+json');
    expect(sniff(text('\uFEFF  {"asset":{"version":"2.0"}}'))?.contentType).toBe('model/gltf+json');
    expect(sniff(text('{"asset":{"version":2}}'))).toBeUndefined();
    expect(sniff(text('{"asset":'))).toBeUndefined();
    expect(gltfExternalFiles(gltfJson(true))).toEqual(['scene.bin']);
    expect(gltfExternalFiles(gltfJson())).toEqual([]);
  });

  it('knows SVG, with or without a prolog, only to refuse it', () => {
    for (const svg of ['<svg xmlns="http://www.w3.org/2000/svg"/>', '<?xml version="1.0"?>\n<!-- x --><svg/>']) {
      expect(sniff(text(svg))).toEqual({ contentType: 'image/svg+xml', kind: null });
    }
    expect(sniff(text('<html><body>hi</body></html>'))).toBeUndefined();
    expect(sniff(text('GIF88a'))).toBeUndefined();
    expect(sniff(Buffer.alloc(0))).toBeUndefined();
  });
});
