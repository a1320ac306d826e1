import { ClipboardList } from 'lucide-react';
import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError, LoadingBlock } from '../../components/ui/QueryStatus.js';
import { CheckboxList } from '../../kit/CheckboxList.js';
import { listItems, LoadMore } from '../../kit/LoadMore.js';
import { workspaceForms } from './event-queries.js';

interface FormsPickerProps {
  /** The ids of the ticked forms. */
  value: string[];
  onChange: (ids: string[]) => void;
  /** Forms already linked (edit): listed even before the page that holds them is read. */
  linked?: readonly { id: string; name: string }[];
  error?: string;
  /** Ticked forms the server refused (deleted meanwhile): marked so the person knows which to untick. */
  refused?: readonly string[];
  /** Receives the first checkbox, so a form can focus the picker when it has an error. */
  inputRef?: Ref<HTMLInputElement>;
}

/** The workspace's feedback forms as checkboxes, newest first, a hundred at a time: the ones answered at the event. */
export function FormsPicker({ value, onChange, linked = [], error, refused = [], inputRef }: FormsPickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const list = workspaceForms.useList('');
  const read = listItems(list);
  const forms = [...linked.filter((form) => !read.some((item) => item.id === form.id)), ...read];

  return (
    <fieldset aria-describedby={error ? `${id}-error` : `${id}-hint`}>
      <legend className="block text-sm font-medium text-slate-700">{t('event.forms_label')}</legend>
      <p id={`${id}-hint`} className="mt-0.5 text-sm text-slate-500">
        {t('event.forms_hint')}
      </p>
      {list.isPending ? (
        <LoadingBlock className="py-6" />
      ) : !list.data ? (
        <div className="mt-3">
          <LoadError error={list.error} onRetry={() => void list.refetch()} />
        </div>
      ) : forms.length === 0 ? (
        <div className="mt-3 flex items-start gap-2 rounded-lg bg-slate-50 px-3 py-3 text-sm text-slate-600">
          <ClipboardList className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
          <p>
            {t('event.forms_none')}{' '}
            <Link to="/feedback/new" className="font-semibold text-brand-700 underline-offset-2 hover:underline">
              {t('event.forms_create')}
            </Link>
          </p>
        </div>
      ) : (
        <div className="mt-3 space-y-3">
          <CheckboxList
            options={forms}
            value={value}
            onChange={onChange}
            refused={refused}
            refusedLabel={t('event.form_gone')}
            error={error}
            inputRef={inputRef}
          />
          <LoadMore list={list} />
        </div>
      )}
      {error && (
        <p id={`${id}-error`} className="hint-text mt-1.5 text-sm text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
