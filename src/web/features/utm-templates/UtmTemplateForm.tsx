import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  createUtmTemplateSchema,
  UTM_FIELDS,
  UTM_TEMPLATE_NAME_MAX,
  UTM_VALUE_MAX,
  utmParameter,
  type UtmTemplate,
} from '../../../shared/utm.js';
import { Alert } from '../../components/ui/Alert.js';
import { Button } from '../../components/ui/Button.js';
import { FormTextField } from '../../components/ui/FormTextField.js';
import { useServerForm } from '../../kit/use-server-form.js';
import {
  emptyUtmTemplateForm,
  UTM_TEMPLATE_FORM_FIELDS,
  utmQueryOf,
  utmTemplateChanges,
  utmTemplateToForm,
} from './utm-template-form.js';
import { utmTemplates } from './utm-templates-api.js';
import { UtmQuery } from './UtmQuery.js';

/**
 * A template's name and its five parameters, with the query string they add shown as it will read: a new template
 * (`template` absent), or a saved one edited in place, of which only what changed is sent. At least one parameter
 * needs a value; that is said on the first.
 */
export function UtmTemplateForm({
  template,
  onSaved,
  onCancel,
}: {
  template?: UtmTemplate;
  onSaved: (template: UtmTemplate) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const create = utmTemplates.useCreate();
  const update = utmTemplates.useUpdate();
  const { form, formError, onSubmit, isSubmitting } = useServerForm({
    schema: createUtmTemplateSchema,
    defaultValues: template ? utmTemplateToForm(template) : emptyUtmTemplateForm(),
    fields: UTM_TEMPLATE_FORM_FIELDS,
    submit: async (values) => {
      if (!template) return create.mutateAsync(values);
      const changes = utmTemplateChanges(values, template);
      return Object.keys(changes).length === 0 ? template : update.mutateAsync({ id: template.id, changes });
    },
    onSuccess: (saved) => {
      if (!template) form.reset(emptyUtmTemplateForm());
      onSaved(saved);
    },
  });
  // Opened in place of a template's row, the form takes the keyboard where the row's edit button was.
  const editing = template !== undefined;
  useEffect(() => {
    if (editing) form.setFocus('name');
  }, [editing, form]);
  const values = useWatch({ control: form.control });
  const query = utmQueryOf(values);
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {formError && <Alert tone="error">{formError}</Alert>}
      <FormTextField
        form={form}
        name="name"
        label={t('utm.name')}
        hint={t('utm.name_hint')}
        autoComplete="off"
        maxLength={UTM_TEMPLATE_NAME_MAX}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {UTM_FIELDS.map((field) => (
          <FormTextField
            key={field}
            form={form}
            name={field}
            label={`${t(`utm.field.${field}`)} (${utmParameter(field)})`}
            hint={t(`utm.hint.${field}`)}
            autoComplete="off"
            spellCheck={false}
            maxLength={UTM_VALUE_MAX}
          />
        ))}
      </div>
      <div aria-live="polite">
        <p className="text-sm font-medium text-slate-700">{t('utm.preview')}</p>
        {query ? (
          <UtmQuery query={query} className="mt-1" />
        ) : (
          <p className="mt-1 text-sm text-slate-500">{t('utm.preview_empty')}</p>
        )}
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
        )}
        <Button type="submit" busy={isSubmitting}>
          {template ? t('common.save') : t('utm.create')}
        </Button>
      </div>
    </form>
  );
}
