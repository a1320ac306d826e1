import { describe, expect, it } from 'vitest';
import { DEFAULT_DESIGN, type QrDesign } from '../../../../shared/qr-design.js';
import {
  checkDesign,
  defaultDraft,
  designToDraft,
  draftToDesignInput,
  pickerColor,
  raisedErrorCorrection,
  stableJson,
  switchPaintKind,
} from './design-draft.js';

describe('the design draft', () => {
  it('round-trips a saved design, gradients included', () => {
    const linear: QrDesign = {
      ...DEFAULT_DESIGN,
      foreground: { kind: 'linear', colors: ['#112233', '#445566'], rotation: 45 },
    };
    expect(checkDesign(designToDraft(linear)).design).toEqual(linear);
    expect(checkDesign(designToDraft(DEFAULT_DESIGN)).design).toEqual(DEFAULT_DESIGN);
  });

  it('starts with the frame text in the person’s language', () => {
    expect(defaultDraft('Scan mich').frame.text).toBe('Scan mich');
    expect(checkDesign(defaultDraft('Scan mich')).design?.frame.text).toBe('Scan mich');
  });

  it('sends only the fields of the chosen paint kind', () => {
    const draft = designToDraft(DEFAULT_DESIGN);
    expect(draftToDesignInput({ ...draft, foreground: { ...draft.foreground, kind: 'radial' } }).foreground).toEqual({
      kind: 'radial',
      colors: ['#000000', '#4338ca'],
    });
  });

  it('carries the colour over when switching between one colour and a gradient', () => {
    const solid = {
      kind: 'solid' as const,
      color: '#ff0000',
      colors: ['#000000', '#00ff00'] as [string, string],
      rotation: 0,
    };
    expect(switchPaintKind(solid, 'linear').colors).toEqual(['#ff0000', '#00ff00']);
    const gradient = { ...solid, kind: 'radial' as const, colors: ['#123456', '#00ff00'] as [string, string] };
    expect(switchPaintKind(gradient, 'solid').color).toBe('#123456');
    expect(switchPaintKind(gradient, 'linear').colors).toEqual(['#123456', '#00ff00']);
  });

  it('names each invalid colour on its form path, with the schema’s code', () => {
    const draft = designToDraft(DEFAULT_DESIGN);
    const result = checkDesign({
      ...draft,
      background: '#ggg',
      foreground: { ...draft.foreground, kind: 'linear', colors: ['#000', 'red'] },
      frame: { ...draft.frame, color: '' },
    });
    expect(result.design).toBeNull();
    expect(result.issues).toEqual({
      'design.background': 'invalid_color',
      'design.foreground.colors.1': 'invalid_color',
      'design.frame.color': 'invalid_color',
    });
  });

  it('normalises short and upper-case colours as the server does', () => {
    const draft = designToDraft(DEFAULT_DESIGN);
    expect(checkDesign({ ...draft, background: '#FA0' }).design?.background).toBe('#ffaa00');
    expect(pickerColor('#FA0')).toBe('#ffaa00');
    expect(pickerColor('#12', '#ffffff')).toBe('#ffffff');
  });

  it('says when a logo raises the error correction to Q', () => {
    const logo = { uploadId: 'logo-1', size: 0.4, margin: 10 };
    expect(raisedErrorCorrection({ errorCorrection: 'M', logo })).toBe('Q');
    expect(raisedErrorCorrection({ errorCorrection: 'H', logo })).toBeNull();
    expect(raisedErrorCorrection({ errorCorrection: 'L', logo: null })).toBeNull();
  });

  it('compares designs whatever the order of their keys', () => {
    expect(stableJson({ b: 1, a: { d: [2, 1], c: null } })).toBe(stableJson({ a: { c: null, d: [2, 1] }, b: 1 }));
  });
});
