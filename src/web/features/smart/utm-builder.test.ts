import { describe, expect, it } from 'vitest';
import { addressWithUtm, applyTemplate, canCarryUtm, hasUtm, NO_UTM, syncTexts, utmTextsOf } from './utm-builder.js';

describe('the UTM builder', () => {
  it('starts from the values the address already carries', () => {
    expect(utmTextsOf('https://example.com/menu?utm_source=flyer&utm_medium=print&x=1')).toEqual({
      ...NO_UTM,
      source: 'flyer',
      medium: 'print',
    });
    expect(utmTextsOf('not an address')).toEqual(NO_UTM);
    expect(hasUtm('example.com/?utm_campaign=spring')).toBe(true);
    expect(hasUtm('https://example.com/?ref=1')).toBe(false);
  });

  it('writes the fields into the address, adding https:// first, keeping other parameters and the fragment', () => {
    const texts = { ...NO_UTM, source: 'newsletter', campaign: 'spring sale' };
    expect(addressWithUtm('example.com/menu?lang=de#top', texts)).toBe(
      'https://example.com/menu?lang=de&utm_source=newsletter&utm_campaign=spring+sale#top',
    );
    // A cleared field takes its parameter out of the address.
    expect(addressWithUtm('https://example.com/?utm_source=old&utm_medium=email', { ...NO_UTM, medium: 'email' })).toBe(
      'https://example.com/?utm_medium=email',
    );
  });

  it('leaves an address that cannot carry parameters as it is', () => {
    expect(canCarryUtm('')).toBe(false);
    expect(canCarryUtm('mailto:someone@example.com')).toBe(false);
    expect(addressWithUtm('', { ...NO_UTM, source: 'x' })).toBe('');
    expect(canCarryUtm('example.com')).toBe(true);
  });

  it('keeps what is being typed while the address says the same, and follows an address edited in its own field', () => {
    const typing = { ...NO_UTM, campaign: 'spring ' };
    const address = addressWithUtm('https://example.com/', typing);
    expect(address).toBe('https://example.com/?utm_campaign=spring');
    expect(syncTexts(typing, address)).toBe(typing);
    expect(syncTexts(typing, 'https://example.com/?utm_campaign=autumn')).toEqual({ ...NO_UTM, campaign: 'autumn' });
    expect(syncTexts(typing, 'https://example.com/')).toEqual(NO_UTM);
  });

  it('applies a template to all five fields, so nothing of an earlier one stays', () => {
    const template = { source: 'newsletter', medium: 'email', campaign: null, term: null, content: null };
    expect(applyTemplate(template)).toEqual({ ...NO_UTM, source: 'newsletter', medium: 'email' });
    expect(addressWithUtm('https://example.com/?utm_term=menu', applyTemplate(template))).toBe(
      'https://example.com/?utm_source=newsletter&utm_medium=email',
    );
  });
});
