import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TAG_COLORS, TAG_NAME_MAX, TAGS_PER_ITEM_MAX, type TagColor, type TagRef } from '../../../shared/tags.js';
import { ApiError } from '../../api/client.js';
import { controlClass } from '../../components/ui/FieldFrame.js';
import { Button } from '../../components/ui/Button.js';
import { errorText, fieldErrorText } from '../../i18n/errors.js';
import { fieldMessage } from '../../i18n/field-message.js';
import { useCreateTag, useWorkspaceTags } from './smart-api.js';
import type { SmartFormValues } from './smart-form.js';
import { issueAt } from './smart-issues.js';
import { TagChip } from '../../components/tags/TagChip.js';
import { tagColorClasses } from '../../components/tags/tag-colors.js';
import { useSmartForm } from './use-smart-form.js';

const folded = (text: string) => text.trim().toLocaleLowerCase();

/**
 * The tags of a link or a QR code: the chosen ones as coloured chips, the workspace's others found by typing, and a
 * new one made on the spot when no tag has the typed name. `saved` names the tags the item has before the list of
 * the workspace's tags has arrived.
 */
export function TagPicker({ saved = [] }: { saved?: readonly TagRef[] }) {
  const { t } = useTranslation();
  const id = useId();
  const { form, set } = useSmartForm();
  const chosen = useWatch({ control: form.control, name: 'tagIds' });
  const { errors } = useFormState<SmartFormValues>();
  const tags = useWorkspaceTags();
  const create = useCreateTag();
  const [query, setQuery] = useState('');
  const [color, setColor] = useState<TagColor>('blue');
  const [createError, setCreateError] = useState<string | null>(null);
  const known = [...(tags.data ?? []), ...saved.filter((tag) => !tags.data?.some((item) => item.id === tag.id))];
  const byId = new Map(known.map((tag) => [tag.id, tag]));
  const full = chosen.length >= TAGS_PER_ITEM_MAX;
  const offered = known.filter(
    (tag) => !chosen.includes(tag.id) && (query.trim() === '' || folded(tag.name).includes(folded(query))),
  );
  const exact = known.some((tag) => folded(tag.name) === folded(query));
  const error = fieldErrorText(t, issueAt(errors, 'tagIds'));

  const choose = (ids: string[]) => set('tagIds', ids);
  const make = async () => {
    setCreateError(null);
    try {
      const tag = await create.mutateAsync({ name: query.trim(), color });
      choose([...chosen, tag.id]);
      setQuery('');
    } catch (failure) {
      // A refused name (taken meanwhile: 409 `tag_name_taken` on `name`; too long) is said in words beside the box.
      const issue = failure instanceof ApiError ? failure.fields[0] : undefined;
      setCreateError((issue && fieldErrorText(t, fieldMessage(issue))) ?? errorText(t, failure));
    }
  };

  return (
    <fieldset aria-describedby={`${id}-note`} data-testid="tag-picker">
      <legend className="text-sm font-medium text-slate-700">{t('smart.tags.label')}</legend>
      {chosen.length > 0 ? (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label={t('smart.tags.chosen')}>
          {chosen.map((tagId) => {
            const tag = byId.get(tagId);
            return (
              <li key={tagId} className="max-w-full">
                <TagChip
                  tag={{ name: tag?.name ?? t('smart.tags.gone'), color: tag?.color ?? 'gray' }}
                  onRemove={() => choose(chosen.filter((item) => item !== tagId))}
                />
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="mt-1 text-sm text-slate-500">{t('smart.tags.none')}</p>
      )}
      <input
        type="search"
        value={query}
        maxLength={TAG_NAME_MAX}
        disabled={full}
        onChange={(event) => {
          setQuery(event.target.value);
          setCreateError(null);
        }}
        // Enter makes the typed tag when none has its name, and never saves the form.
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          if (query.trim() && !exact) void make();
        }}
        aria-label={t('smart.tags.search')}
        placeholder={t('smart.tags.search')}
        aria-controls={offered.length > 0 && !full ? `${id}-offers` : undefined}
        className={controlClass(createError ?? undefined)}
      />
      {offered.length > 0 && !full && (
        <ul id={`${id}-offers`} className="mt-2 flex max-h-40 flex-wrap gap-2 overflow-y-auto p-0.5">
          {offered.map((tag) => (
            <li key={tag.id} className="max-w-full">
              <button
                type="button"
                onClick={() => choose([...chosen, tag.id])}
                className="inline-flex max-w-full items-center gap-1.5 rounded-full border border-dashed border-slate-300 bg-white px-2.5 py-1 text-sm text-slate-800 hover:bg-slate-50"
                aria-label={t('smart.tags.add', { name: tag.name })}
              >
                <span
                  className={`size-2.5 shrink-0 rounded-full ${tagColorClasses(tag.color).swatch}`}
                  aria-hidden="true"
                />
                <span className="min-w-0 break-words">{tag.name}</span>
                <Plus className="size-3.5 shrink-0" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {query.trim() !== '' && !exact && !full && (
        <div className="mt-3 flex flex-wrap items-end gap-2 rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200">
          <div className="min-w-0">
            <label htmlFor={`${id}-color`} className="block text-sm font-medium text-slate-700">
              {t('smart.tags.color')}
            </label>
            <select
              id={`${id}-color`}
              value={color}
              onChange={(event) => setColor(event.target.value as TagColor)}
              className={controlClass(undefined)}
            >
              {TAG_COLORS.map((value) => (
                <option key={value} value={value}>
                  {t(`tags.colors.${value}`)}
                </option>
              ))}
            </select>
          </div>
          <Button variant="secondary" busy={create.isPending} onClick={() => void make()}>
            <Plus className="size-4" aria-hidden="true" />
            <span className="min-w-0 break-words">{t('smart.tags.create', { name: query.trim() })}</span>
          </Button>
          <span className="self-center">
            <TagChip tag={{ name: query.trim(), color }} />
          </span>
        </div>
      )}
      <p
        id={`${id}-note`}
        className={`hint-text mt-1.5 text-sm ${createError || error || tags.isError ? 'text-red-600' : 'text-slate-500'}`}
      >
        {createError ??
          error ??
          (tags.isError
            ? errorText(t, tags.error)
            : full
              ? t('smart.tags.full', { max: TAGS_PER_ITEM_MAX })
              : t('smart.tags.hint'))}
      </p>
    </fieldset>
  );
}
