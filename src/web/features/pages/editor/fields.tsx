import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { useFormContext, useFormState, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../../components/ui/CheckboxField.js';
import { controlClass, FieldFrame } from '../../../components/ui/FieldFrame.js';
import { TextAreaField } from '../../../components/ui/TextAreaField.js';
import { TextField } from '../../../components/ui/TextField.js';
import { fieldErrorText } from '../../../i18n/errors.js';
import type { PageFormValues } from '../content-draft.js';

export type PagePath = Path<PageFormValues>;

function valueAt(tree: unknown, path: string): unknown {
  let node = tree;
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/**
 * The translated error of a field at a nested path (`content.hours.2.opens`), from the last check or the server.
 * A list's own error (too few profiles) may sit on the list or on its `root`.
 */
export function usePageFieldError(path: string): string | undefined {
  const { t } = useTranslation();
  const { errors } = useFormState<PageFormValues>();
  const issue = valueAt(errors, path) as { message?: string; root?: { message?: string } } | undefined;
  return fieldErrorText(t, issue?.message ?? issue?.root?.message);
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'form'>;

/** A text input bound to the editor's form at a path, its error (client or server) beside it. */
export function PageTextField({
  path,
  label,
  hint,
  ...rest
}: { path: PagePath; label: string; hint?: string } & InputProps) {
  const form = useFormContext<PageFormValues>();
  const error = usePageFieldError(path);
  return <TextField label={label} hint={hint} error={error} {...rest} {...form.register(path)} />;
}

/** An address field: typed like a URL, https:// added by the schema when left out. */
export function PageUrlField(props: { path: PagePath; label: string; hint?: string; placeholder?: string }) {
  return (
    <PageTextField
      inputMode="url"
      autoComplete="url"
      autoCapitalize="none"
      spellCheck={false}
      placeholder="https://"
      {...props}
    />
  );
}

export function PageTextArea({
  path,
  label,
  hint,
  ...rest
}: { path: PagePath; label: string; hint?: string } & Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'name' | 'form'
>) {
  const form = useFormContext<PageFormValues>();
  const error = usePageFieldError(path);
  return <TextAreaField label={label} hint={hint} error={error} rows={3} {...rest} {...form.register(path)} />;
}

/** A select bound to the form, with its options as value and label. */
export function PageSelect({
  path,
  label,
  hint,
  options,
  className,
}: {
  path: PagePath;
  label: string;
  hint?: string;
  options: readonly { value: string; label: string }[];
  className?: string;
}) {
  const form = useFormContext<PageFormValues>();
  const id = useId();
  const error = usePageFieldError(path);
  return (
    <FieldFrame inputId={id} label={label} error={error} hint={hint} className={className}>
      {(describedBy) => (
        <select
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={controlClass(error)}
          {...form.register(path)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

export function PageCheckbox({ path, label, hint }: { path: PagePath; label: string; hint?: string }) {
  const form = useFormContext<PageFormValues>();
  return <CheckboxField label={label} hint={hint} {...form.register(path)} />;
}

/** One part of the editor: a card with its heading and, optionally, what it is for. */
export function EditorSection({
  id,
  title,
  hint,
  children,
}: {
  id: string;
  title: string;
  hint?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="min-w-0 space-y-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div>
        <h2 id={id} className="text-base font-semibold text-slate-900">
          {title}
        </h2>
        {hint && <p className="mt-1 text-sm text-slate-600">{hint}</p>}
      </div>
      {children}
    </section>
  );
}

/** Fields side by side on wider screens, one under the other on a phone. */
export function FieldRow({ children }: { children: ReactNode }) {
  return <div className="grid gap-5 sm:grid-cols-2">{children}</div>;
}
