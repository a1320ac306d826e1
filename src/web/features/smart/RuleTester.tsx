import { ArrowRight, Dices, FlaskConical } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button.js';
import { TextField } from '../../components/ui/TextField.js';
import { viewerTimeZone } from '../../lib/local-time.js';
import { useRuleTitle } from './RuleItem.js';
import { weightOf, type RuleDraft } from './smart-draft.js';
import { variantLetter } from './split-weights.js';
import { TesterFactFields } from './TesterFactFields.js';
import { clampBucket, runTester, type TesterFacts } from './tester-run.js';
import { useIntlTag, useSmartForm } from './use-smart-form.js';
import { wallClock } from './zoned-time.js';

/** A first visitor: now, in the zone the rules speak of (else the viewer's), speaking the interface language. */
function firstFacts(rules: readonly RuleDraft[], language: string): TesterFacts {
  const timed = rules.flatMap((rule) => rule.conditions).find((condition) => condition.kind === 'time');
  const timeZone = (timed?.kind === 'time' && timed.timeZone) || viewerTimeZone();
  const now = wallClock(timeZone) ?? wallClock('UTC');
  return {
    country: '',
    language,
    device: '',
    os: '',
    date: now?.date ?? '',
    time: now?.time ?? '',
    timeZone,
    query: '',
    bucket: 0,
  };
}

/**
 * "Which address would this visitor get?" — asked of the rules and the split as they are on screen, before saving,
 * with the redirect's own evaluator; it names the rule or variant that serves and the address.
 */
export function RuleTester({ defaultUrl }: { defaultUrl: string | null }) {
  const { t } = useTranslation();
  const id = useId();
  const { rules, split } = useSmartForm();
  const titleOf = useRuleTitle();
  // The interface's language as the visitor's, by its real code (et, sv for the product's ee, se).
  const language = useIntlTag();
  const [facts, setFacts] = useState(() => firstFacts(rules, language));
  const result = runTester(rules, split, defaultUrl, facts);
  const ruleLabel = (index: number) => {
    const name = rules[index]?.name.trim();
    const number = index + 1;
    return name ? t('smart.tester.result_rule_named', { number, name }) : t('smart.tester.result_rule', { number });
  };
  const variantLabel = (index: number) => {
    const name = split[index]?.name.trim();
    const values = { letter: variantLetter(index), weight: weightOf(split[index]?.weight ?? '') };
    return name
      ? t('smart.tester.result_variant_named', { ...values, name })
      : t('smart.tester.result_variant', values);
  };
  const { outcome } = result;
  const served =
    outcome.kind === 'rule'
      ? ruleLabel(outcome.index)
      : outcome.kind === 'variant'
        ? variantLabel(outcome.index)
        : t('smart.tester.result_default');

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
      <div>
        <h3 id={`${id}-title`} className="flex items-center gap-2 text-sm font-semibold text-slate-900">
          <FlaskConical className="size-4 text-slate-500" aria-hidden="true" />
          {t('smart.tester.title')}
        </h3>
        <p className="hint-text mt-0.5 text-sm text-slate-600">{t('smart.tester.text')}</p>
      </div>
      <TesterFactFields facts={facts} onChange={(changes) => setFacts({ ...facts, ...changes })} />
      {split.length > 0 && (
        <div className="flex flex-wrap items-end gap-2">
          <TextField
            className="w-48"
            label={t('smart.tester.bucket')}
            type="number"
            inputMode="numeric"
            min={0}
            max={99}
            step={1}
            value={String(facts.bucket)}
            onChange={(event) => setFacts({ ...facts, bucket: clampBucket(Number(event.target.value)) })}
          />
          <Button variant="secondary" onClick={() => setFacts({ ...facts, bucket: Math.floor(Math.random() * 100) })}>
            <Dices className="size-4" aria-hidden="true" />
            {t('smart.tester.another_visitor')}
          </Button>
        </div>
      )}
      <div className="rounded-lg bg-white p-4 ring-1 ring-slate-200" role="status" data-testid="tester-result">
        <p className="text-sm text-slate-600">{t('smart.tester.gets')}</p>
        <p className="mt-1 font-semibold break-words text-slate-900">{served}</p>
        <p className="mt-1 flex items-start gap-1.5 text-sm text-slate-800">
          <ArrowRight className="mt-0.5 size-4 shrink-0 text-slate-500" aria-label={t('smart.rule.leads_to')} />
          <span className="min-w-0 font-mono [overflow-wrap:anywhere]" data-testid="tester-url">
            {outcome.url || t('smart.tester.no_default')}
          </span>
        </p>
        {outcome.kind === 'variant' && (
          <p className="hint-text mt-2 text-sm text-slate-600">{t('smart.split.sticky')}</p>
        )}
      </div>
      {(result.skipped.length > 0 || result.splitIgnored || result.momentInvalid) && (
        <ul className="hint-text space-y-1 text-sm text-amber-900">
          {result.skipped.map((index) => (
            <li key={index}>{t('smart.tester.skipped', { title: titleOf(rules[index] ?? { name: '' }, index) })}</li>
          ))}
          {result.splitIgnored && <li>{t('smart.tester.split_ignored')}</li>}
          {result.momentInvalid && <li>{t('smart.tester.moment_invalid')}</li>}
        </ul>
      )}
    </section>
  );
}
