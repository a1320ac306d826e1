import { useEffect } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { createTagSchema, TAG_NAME_MAX, type Tag, type TagColor } from '../../../shared/tags.js';
import { Alert } from '../../components/ui/Alert.js';
import { Button } from '../../components/ui/Button.js';
import { FormTextField } from '../../components/ui/FormTextField.js';
import { useServerForm } from '../../kit/use-server-form.js';
import { TAG_FORM_FIELDS, tagChanges, type TagFormValues } from './tag-form.js';
import { useCreateTag, useUpdateTag } from './tags-api.js';
import { TagChip } from '../../components/tags/TagChip.js';
import { TagColorPicker } from './TagColorPicker.js';

/**
 * A tag's name and colour, with a preview of its chip: a new tag (`tag` absent, starting with `color`), or a saved
 * one edited in place, of which only what changed is sent. A name another tag has is refused beside the field.
 */
export function TagForm({
  tag,
  color = 'gray',
  onSaved,
  onCancel,
}: {
  tag?: Tag;
  color?: TagColor;
  onSaved: (tag: Tag) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const create = useCreateTag();
  const update = useUpdateTag();
  const empty: TagFormValues = { name: '', color };
  const { form, formError, onSubmit, isSubmitting } = useServerForm({
    schema: createTagSchema,
    defaultValues: tag ? { name: tag.name, color: tag.color } : empty,
    fields: TAG_FORM_FIELDS,
    submit: async (values) => {
      const chosen = { name: values.name, color: values.color ?? color };
      if (!tag) return create.mutateAsync(chosen);
      const changes = tagChanges(chosen, tag);
      return Object.keys(changes).length === 0 ? tag : update.mutateAsync({ id: tag.id, changes });
    },
    onSuccess: (saved) => {
      if (!tag) form.reset(empty);
      onSaved(saved);
    },
  });
  // Opened in place of a tag's row, the form takes the keyboard where the row's edit button was.
  const editing = tag !== undefined;
  useEffect(() => {
    if (editing) form.setFocus('name');
  }, [editing, form]);
  // A new tag's suggested colour follows the list (the next unused one) until a colour is chosen by hand.
  useEffect(() => {
    if (!tag && !form.getFieldState('color').isDirty) form.setValue('color', color);
  }, [tag, color, form]);
  const name = useWatch({ control: form.control, name: 'name' });
  const chosenColor = useWatch({ control: form.control, name: 'color' }) ?? color;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {formError && <Alert tone="error">{formError}</Alert>}
      <FormTextField
        form={form}
        name="name"
        label={t('tags.name')}
        hint={t('tags.name_hint')}
        autoComplete="off"
        maxLength={TAG_NAME_MAX}
      />
      <Controller
        control={form.control}
        name="color"
        render={({ field }) => (
          <TagColorPicker value={field.value ?? color} onChange={field.onChange} legend={t('tags.color')} />
        )}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="flex min-w-0 items-center gap-2 text-sm text-slate-600">
          {t('tags.preview')} <TagChip tag={{ name: name.trim() || t('tags.preview_name'), color: chosenColor }} />
        </p>
        <div className="flex flex-wrap gap-2">
          {onCancel && (
            <Button variant="secondary" onClick={onCancel}>
              {t('common.cancel')}
            </Button>
          )}
          <Button type="submit" busy={isSubmitting}>
            {tag ? t('common.save') : t('tags.create')}
          </Button>
        </div>
      </div>
    </form>
  );
}
