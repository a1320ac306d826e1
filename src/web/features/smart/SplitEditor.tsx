import { Plus, Scale, Split, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ROUTE_NAME_MAX, VARIANTS_MAX } from '../../../shared/smart-links.js';
import { withScheme } from '../../../shared/target-url.js';
import { Button } from '../../components/ui/Button.js';
import { TextField } from '../../components/ui/TextField.js';
import { newVariant, type VariantDraft } from './smart-draft.js';
import { evenOut, variantLetter, weightSum } from './split-weights.js';
import { useSmartForm, useSmartIssue } from './use-smart-form.js';

/**
 * The A/B split of the default target: two to ten addresses, each with a whole percentage of the visitors who
 * match no rule; the running sum beside them (it must come to 100) and a button that evens the shares out.
 */
export function SplitEditor({ defaultUrl }: { defaultUrl: string | null }) {
  const { t } = useTranslation();
  const id = useId();
  const { split, setSplit } = useSmartForm();
  const splitIssue = useSmartIssue('split', true);
  const sum = weightSum(split);

  const start = () => setSplit(evenOut([newVariant(defaultUrl ? withScheme(defaultUrl) : ''), newVariant()]));
  const change = (index: number, next: VariantDraft) =>
    setSplit(split.map((variant, at) => (at === index ? next : variant)));

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3">
      <div>
        <h3 id={`${id}-title`} className="text-sm font-semibold text-slate-900">
          {t('smart.split.title')}
        </h3>
        <p className="hint-text mt-0.5 text-sm text-slate-600">{t('smart.split.text')}</p>
      </div>
      {split.length === 0 ? (
        <Button variant="secondary" onClick={start}>
          <Split className="size-4" aria-hidden="true" />
          {t('smart.split.start')}
        </Button>
      ) : (
        <>
          <ol className="space-y-3" data-testid="split-variants">
            {split.map((variant, index) => (
              <VariantRow
                key={variant.key}
                variant={variant}
                index={index}
                sumId={`${id}-sum`}
                canRemove={split.length > 2}
                onChange={(next) => change(index, next)}
                onRemove={() => setSplit(split.filter((_, at) => at !== index))}
              />
            ))}
          </ol>
          <p
            id={`${id}-sum`}
            className={`text-sm font-medium ${sum === 100 ? 'text-emerald-700' : 'text-red-600'}`}
            data-testid="split-sum"
          >
            {t('smart.split.sum', { sum })}
            {splitIssue ? ` ${splitIssue}` : sum !== 100 ? ` ${t('smart.split.sum_off')}` : ''}
          </p>
          <p className="hint-text text-sm text-slate-500">{t('smart.split.sticky')}</p>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => setSplit(evenOut(split))}>
              <Scale className="size-4" aria-hidden="true" />
              {t('smart.split.even_out')}
            </Button>
            <Button
              variant="secondary"
              disabled={split.length >= VARIANTS_MAX}
              onClick={() => setSplit([...split, newVariant()])}
            >
              <Plus className="size-4" aria-hidden="true" />
              {t('smart.split.add')}
            </Button>
            <Button variant="ghost" onClick={() => setSplit([])}>
              {t('smart.split.stop')}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}

function VariantRow({
  variant,
  index,
  sumId,
  canRemove,
  onChange,
  onRemove,
}: {
  variant: VariantDraft;
  index: number;
  sumId: string;
  canRemove: boolean;
  onChange: (next: VariantDraft) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const letter = variantLetter(index);
  const title = variant.name.trim() || t('smart.split.unnamed', { letter });
  const urlIssue = useSmartIssue(`split.${index}.url`);
  const nameIssue = useSmartIssue(`split.${index}.name`);
  const weightIssue = useSmartIssue(`split.${index}.weight`);
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4" data-testid="split-variant">
      <div className="mb-3 flex items-start justify-between gap-2">
        <h4 className="flex min-w-0 items-center gap-2 text-sm font-semibold text-slate-900">
          <span
            className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700"
            aria-hidden="true"
          >
            {letter}
          </span>
          <span className="min-w-0 break-words">{title}</span>
        </h4>
        {canRemove && (
          <button
            type="button"
            onClick={onRemove}
            className="-mt-1 -mr-1 inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-red-700"
            aria-label={t('smart.split.remove', { title })}
            title={t('smart.split.remove', { title })}
          >
            <Trash2 className="size-4" aria-hidden="true" />
          </button>
        )}
      </div>
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_8rem]">
        <TextField
          label={t('smart.split.url', { letter })}
          value={variant.url}
          onChange={(event) => onChange({ ...variant, url: event.target.value })}
          inputMode="url"
          autoCapitalize="none"
          spellCheck={false}
          autoComplete="off"
          placeholder="example.com/b"
          error={urlIssue}
        />
        <TextField
          label={t('smart.split.weight', { letter })}
          type="number"
          inputMode="numeric"
          min={1}
          max={99}
          step={1}
          value={variant.weight}
          onChange={(event) => onChange({ ...variant, weight: event.target.value })}
          error={weightIssue}
          // Without an error of its own, a share is described by the running sum it is part of.
          {...(!weightIssue && { 'aria-describedby': sumId })}
        />
      </div>
      <TextField
        className="mt-4"
        label={t('smart.split.name', { letter })}
        hint={t('smart.split.name_hint')}
        value={variant.name}
        maxLength={ROUTE_NAME_MAX}
        autoComplete="off"
        onChange={(event) => onChange({ ...variant, name: event.target.value })}
        error={nameIssue}
      />
    </li>
  );
}
