import {
  UTM_FIELDS,
  utmParameter,
  type CreateUtmTemplateInput,
  type UpdateUtmTemplateInput,
  type UtmField,
  type UtmTemplate,
} from '../../../shared/utm.js';

/** What the template form's inputs hold: the name and each parameter as typed ('' for none). */
export type UtmTemplateFormValues = { name: string } & Record<UtmField, string>;

export const UTM_TEMPLATE_FORM_FIELDS = ['name', ...UTM_FIELDS] as const;

export const emptyUtmTemplateForm = (): UtmTemplateFormValues => ({
  name: '',
  source: '',
  medium: '',
  campaign: '',
  term: '',
  content: '',
});

export function utmTemplateToForm(template: UtmTemplate): UtmTemplateFormValues {
  return {
    name: template.name,
    source: template.source ?? '',
    medium: template.medium ?? '',
    campaign: template.campaign ?? '',
    term: template.term ?? '',
    content: template.content ?? '',
  };
}

/**
 * The query string a template adds to an address, as the address will carry it (`utm_source=news&utm_medium=email`):
 * the parameters in their usual order, blanks left out, values encoded as a browser encodes them.
 */
export function utmQueryOf(values: Partial<Record<UtmField, string | null | undefined>>): string {
  const query = new URLSearchParams();
  for (const field of UTM_FIELDS) {
    const value = values[field]?.trim();
    if (value) query.set(utmParameter(field), value);
  }
  return query.toString();
}

/** Only what differs from the saved template goes into the PATCH (a cleared parameter as null). */
export function utmTemplateChanges(values: CreateUtmTemplateInput, template: UtmTemplate): UpdateUtmTemplateInput {
  const changes: UpdateUtmTemplateInput = {};
  if (values.name !== template.name) changes.name = values.name;
  for (const field of UTM_FIELDS) {
    const value = values[field] ?? null;
    if (value !== template[field]) changes[field] = value;
  }
  return changes;
}
