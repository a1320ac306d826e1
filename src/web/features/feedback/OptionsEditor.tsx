import { Plus, X } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { OPTION_TEXT_MAX, OPTIONS_MAX, OPTIONS_MIN } from '../../../shared/feedback.js';
import { Button, buttonClasses } from '../../components/ui/Button.js';
import { controlClass } from '../../components/ui/FieldFrame.js';

/**
 * The choices of a choice question: one input each, removable, and "add option" up to the limit. Enter in an option
 * adds the next one below it, as in the form builders people know. Focus follows: to a new option, and after a
 * removal to the option that took its place (or to "add option").
 */
export function OptionsEditor({
  options,
  onChange,
  error,
  optionErrors,
}: {
  options: string[];
  onChange: (options: string[]) => void;
  /** About the list as a whole (too few, too many). */
  error?: string;
  /** About single options (a duplicate), by index. */
  optionErrors: (string | undefined)[];
}) {
  const { t } = useTranslation();
  const id = useId();
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const addButton = useRef<HTMLButtonElement>(null);
  const focusNext = useRef<number | 'add' | null>(null);

  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target === 'add') addButton.current?.focus();
    else if (target !== null) inputs.current[target]?.focus();
  });

  const insertAt = (index: number) => {
    if (options.length >= OPTIONS_MAX) return;
    focusNext.current = index;
    onChange([...options.slice(0, index), '', ...options.slice(index)]);
  };
  const removeAt = (index: number) => {
    const next = options.filter((_, position) => position !== index);
    focusNext.current = next.length === 0 ? 'add' : Math.min(index, next.length - 1);
    onChange(next);
  };

  return (
    <fieldset aria-describedby={error ? `${id}-error` : `${id}-hint`}>
      <legend className="block text-sm font-medium text-slate-700">{t('question.options')}</legend>
      <p id={`${id}-hint`} className="hint-text mt-0.5 text-sm text-slate-500">
        {t('question.options_hint', { min: OPTIONS_MIN, max: OPTIONS_MAX })}
      </p>
      <ol className="mt-2 space-y-2">
        {options.map((option, index) => {
          const optionError = optionErrors[index];
          const label = t('question.option_number', { number: index + 1 });
          return (
            <li key={index}>
              <div className="flex items-start gap-2">
                <span className="mt-4 w-6 shrink-0 text-right text-sm text-slate-500 tabular-nums" aria-hidden="true">
                  {index + 1}.
                </span>
                <input
                  ref={(element) => {
                    inputs.current[index] = element;
                  }}
                  value={option}
                  onChange={(event) => onChange(options.map((o, i) => (i === index ? event.target.value : o)))}
                  onKeyDown={(event) => {
                    if (event.key !== 'Enter') return;
                    // Enter adds an option rather than submitting the question half-written.
                    event.preventDefault();
                    insertAt(index + 1);
                  }}
                  aria-label={label}
                  aria-invalid={optionError ? true : undefined}
                  aria-describedby={optionError ? `${id}-option-${index}` : undefined}
                  maxLength={OPTION_TEXT_MAX}
                  className={`${controlClass(optionError)} min-w-0 flex-1`}
                  data-testid="question-option"
                />
                <Button
                  variant="ghost"
                  className="mt-1.5 shrink-0 px-2.5 disabled:text-slate-300 disabled:hover:bg-transparent"
                  onClick={() => removeAt(index)}
                  disabled={options.length <= OPTIONS_MIN}
                  aria-label={t('question.remove_option', { number: index + 1 })}
                >
                  <X className="size-4" aria-hidden="true" />
                </Button>
              </div>
              {optionError && (
                <p id={`${id}-option-${index}`} className="hint-text mt-1 ml-8 text-sm text-red-600">
                  {optionError}
                </p>
              )}
            </li>
          );
        })}
      </ol>
      <button
        ref={addButton}
        type="button"
        className={buttonClasses('secondary', 'mt-3 px-3 py-2')}
        onClick={() => insertAt(options.length)}
        disabled={options.length >= OPTIONS_MAX}
      >
        <Plus className="size-4" aria-hidden="true" />
        {t('question.add_option')}
      </button>
      {error && (
        <p id={`${id}-error`} className="hint-text mt-1.5 text-sm text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
