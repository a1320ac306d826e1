import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/mini';
import { createUtmTemplateSchema, type UtmTemplate } from '../../../shared/utm.js';
import { emptyUtmTemplateForm, utmQueryOf, utmTemplateChanges, utmTemplateToForm } from './utm-template-form.js';

const saved: UtmTemplate = {
  id: 't1',
  name: 'Newsletter',
  source: 'newsletter',
  medium: 'email',
  campaign: null,
  term: null,
  content: null,
  createdAt: '2026-03-01T09:30:00.000Z',
  updatedAt: '2026-03-01T09:30:00.000Z',
};

describe('a UTM template’s preview', () => {
  it('lists the parameters in their usual order, blanks left out', () => {
    expect(utmQueryOf({ medium: 'email', source: 'newsletter', term: '  ', content: null })).toBe(
      'utm_source=newsletter&utm_medium=email',
    );
  });

  it('encodes values as the address will carry them', () => {
    expect(utmQueryOf({ campaign: 'Spring sale & more' })).toBe('utm_campaign=Spring+sale+%26+more');
    expect(utmQueryOf({})).toBe('');
  });
});

describe('the UTM template form', () => {
  it('refuses a template without any value on the source field', () => {
    const result = safeParse(createUtmTemplateSchema, { ...emptyUtmTemplateForm(), name: 'Empty' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['source', 'utm_template_empty'],
    ]);
  });

  it('sends only what changed, a cleared parameter as null', () => {
    const same = safeParse(createUtmTemplateSchema, utmTemplateToForm(saved));
    expect(same.data && utmTemplateChanges(same.data, saved)).toEqual({});
    const edited = safeParse(createUtmTemplateSchema, {
      ...utmTemplateToForm(saved),
      medium: '',
      campaign: ' spring ',
    });
    expect(edited.data && utmTemplateChanges(edited.data, saved)).toEqual({ medium: null, campaign: 'spring' });
  });
});
