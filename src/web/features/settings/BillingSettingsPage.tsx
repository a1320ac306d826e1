import { CircleCheck, CreditCard, Info, Timer } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import {
  BILLING_TEXT_MAX,
  PLAN_IDS,
  POSTAL_CODE_MAX,
  updateBillingSchema,
  type Billing,
  type BillingFormInput,
  type UpdateBillingInput,
} from '../../../shared/billing.js';
import type { Me } from '../../../shared/account.js';
import { intlLocale, isLocale } from '../../../shared/locales.js';
import { Alert } from '../../components/ui/Alert.js';
import { Button } from '../../components/ui/Button.js';
import { ChoiceCards } from '../../components/ui/ChoiceCards.js';
import { FormTextField } from '../../components/ui/FormTextField.js';
import { fieldErrorText } from '../../i18n/errors.js';
import { useFormat } from '../../i18n/format.js';
import { QueryGate } from '../../kit/QueryGate.js';
import { useServerForm } from '../../kit/use-server-form.js';
import { useMe } from '../../session/session.js';
import { useCan } from '../../session/use-can.js';
import { useBilling, useSaveBilling } from './billing-api.js';
import { CountrySelect } from './CountrySelect.js';
import { planText } from './plan-text.js';
import { SettingsHeader } from './SettingsLayout.js';

// The inputs hold text as typed (the country as its code, '' for none); the shared schema does the rest.
const billingFormSchema = z.pipe(
  z.pipe(
    z.object({
      company: z.string(),
      address: z.string(),
      city: z.string(),
      country: z.string(),
      region: z.string(),
      postalCode: z.string(),
      phone: z.string(),
      plan: z.enum(PLAN_IDS),
    }),
    z.transform((values): BillingFormInput => values),
  ),
  updateBillingSchema,
);
type BillingForm = z.input<typeof billingFormSchema>;

/** The account's phone and country, for the billing fields that have none yet (invoices mostly carry the same). */
function fromAccount(billing: Billing, me: Me | null | undefined): Partial<Pick<BillingForm, 'phone' | 'country'>> {
  return {
    ...(billing.phone === null && me?.phone ? { phone: me.phone } : {}),
    ...(billing.country === null && me?.country ? { country: me.country } : {}),
  };
}

const toForm = (billing: Billing): BillingForm => ({
  company: billing.company ?? '',
  address: billing.address ?? '',
  city: billing.city ?? '',
  country: billing.country ?? '',
  region: billing.region ?? '',
  postalCode: billing.postalCode ?? '',
  phone: billing.phone ?? '',
  plan: billing.plan,
});

/** /settings/billing: the trial, the plan and the company details that go on invoices, saved for real. */
export function BillingSettingsPage() {
  const { t } = useTranslation();
  const billing = useBilling();
  return (
    <div className="max-w-2xl space-y-6">
      <SettingsHeader title={t('billing.title')} description={t('billing.subtitle')} />
      <QueryGate query={billing}>
        {(data) => (
          <>
            <TrialCard billing={data} />
            <BillingForm billing={data} />
          </>
        )}
      </QueryGate>
    </div>
  );
}

/** How long the trial runs, and the honest state of payment: nothing is charged, no card is on file. */
function TrialCard({ billing }: { billing: Billing }) {
  const { t } = useTranslation();
  const format = useFormat();
  const date = format.date(billing.trialEndsAt);
  const running = billing.trialDaysLeft > 0;
  return (
    <section
      aria-labelledby="billing-trial"
      className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-2 sm:p-6"
    >
      <div className="flex gap-3">
        <Timer className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden="true" />
        <div className="min-w-0">
          <h2 id="billing-trial" className="text-base font-semibold text-slate-900">
            {t('billing.trial_title')}
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            {running ? t('billing.trial_ends', { date }) : t('billing.trial_ended', { date })}
          </p>
          {running && (
            <p className="mt-2 text-sm text-slate-700">
              <span className="text-2xl font-bold text-slate-900">{format.number(billing.trialDaysLeft)}</span>{' '}
              {t('billing.trial_days_left')}
            </p>
          )}
        </div>
      </div>
      <div className="flex gap-3 sm:border-l sm:border-slate-100 sm:pl-4">
        <CreditCard className="mt-0.5 size-5 shrink-0 text-slate-500" aria-hidden="true" />
        <div className="min-w-0">
          <h2 className="text-base font-semibold text-slate-900">{t('billing.payment_title')}</h2>
          <p className="mt-1 text-sm text-slate-600">{t('billing.no_payment_method')}</p>
        </div>
      </div>
    </section>
  );
}

function BillingForm({ billing }: { billing: Billing }) {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const save = useSaveBilling();
  // Only owners change the plan and the invoices' details; the others read them.
  const canEdit = useCan('manage_billing');
  const [prefill] = useState(() => (canEdit ? fromAccount(billing, me) : {}));
  const [saved, setSaved] = useState(false);
  const [defaultValues] = useState(() => toForm(billing));
  const { form, formError, onSubmit, isSubmitting } = useServerForm({
    schema: billingFormSchema,
    defaultValues,
    // Only what changed is sent: a field somebody else saved meanwhile is not written back.
    submit: (values, changed) => {
      setSaved(false);
      const changes = Object.fromEntries(
        Object.entries(values).filter(([key]) => changed.has(key as keyof BillingForm)),
      );
      return save.mutateAsync(changes as UpdateBillingInput);
    },
    onSuccess: (answer) => {
      form.reset(toForm(answer));
      setSaved(true);
    },
  });
  // Filled in as changes, not as saved values: they go on invoices only once the owner saves them here.
  useEffect(() => {
    for (const [name, value] of Object.entries(prefill) as ['phone' | 'country', string][]) {
      form.setValue(name, value, { shouldDirty: true });
    }
  }, [form, prefill]);
  const prefilled = Object.keys(prefill).length > 0 && !saved;

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={t('billing.form_label')}
      className="space-y-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      {formError && <Alert tone="error">{formError}</Alert>}
      {saved && !formError && <Alert tone="success">{t('settings.saved')}</Alert>}
      {prefilled && (
        <p className="flex items-start gap-2 rounded-lg bg-sky-50 px-3 py-2.5 text-sm text-sky-900 ring-1 ring-sky-200">
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{t('billing.prefilled_from_account')}</span>
        </p>
      )}
      {!canEdit && me && (
        <p
          data-testid="billing-read-only"
          className="flex items-start gap-2 rounded-lg bg-sky-50 px-3 py-2.5 text-sm text-sky-900 ring-1 ring-sky-200"
        >
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            {t('billing.owners_only', { workspace: me.workspace.name })}{' '}
            {t('access.your_role', { role: t(`roles.${me.workspace.role}`) })}
          </span>
        </p>
      )}
      <fieldset disabled={!canEdit} className="min-w-0 space-y-6">
        <PlanChoice form={form} current={billing.plan} />
        <fieldset className="space-y-5">
          <legend className="text-base font-semibold text-slate-900">{t('billing.company_title')}</legend>
          <FormTextField
            form={form}
            name="company"
            label={t('billing.company')}
            autoComplete="organization"
            maxLength={BILLING_TEXT_MAX}
          />
          <FormTextField
            form={form}
            name="address"
            label={t('billing.address')}
            autoComplete="street-address"
            maxLength={BILLING_TEXT_MAX}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <FormTextField
              form={form}
              name="postalCode"
              label={t('billing.postal_code')}
              autoComplete="postal-code"
              maxLength={POSTAL_CODE_MAX}
            />
            <FormTextField
              form={form}
              name="city"
              label={t('billing.city')}
              autoComplete="address-level2"
              maxLength={BILLING_TEXT_MAX}
            />
          </div>
          <div className="grid gap-5 sm:grid-cols-2">
            <FormTextField
              form={form}
              name="region"
              label={t('billing.region')}
              autoComplete="address-level1"
              maxLength={BILLING_TEXT_MAX}
            />
            <CountrySelect form={form} name="country" id="billing-country" label={t('billing.country')} />
          </div>
          <FormTextField
            form={form}
            name="phone"
            label={t('billing.phone')}
            hint={t('billing.phone_hint')}
            type="tel"
            autoComplete="tel"
          />
        </fieldset>
      </fieldset>
      {canEdit && (
        <div className="flex justify-end">
          <Button type="submit" busy={isSubmitting} disabled={!form.formState.isDirty}>
            {t('common.save')}
          </Button>
        </div>
      )}
    </form>
  );
}

type BillingFormApi = UseFormReturn<BillingForm, unknown, z.output<typeof billingFormSchema>>;

/** The two fixed plans as monthly subscriptions: the price, how soon support answers, and which one is in use. */
function PlanChoice({ form, current }: { form: BillingFormApi; current: Billing['plan'] }) {
  const { t, i18n } = useTranslation();
  const tag = intlLocale(isLocale(i18n.language) ? i18n.language : 'en');
  return (
    <ChoiceCards
      id="billing-plan"
      legend={t('billing.plan_title')}
      legendClassName="text-base font-semibold text-slate-900"
      choices={PLAN_IDS.map((plan) => {
        const { price, support } = planText(t, tag, plan);
        return {
          value: plan,
          title: t(`billing.plan_${plan}`),
          hint: support,
          aside: <span className="whitespace-nowrap tabular-nums">{price}</span>,
          badge: plan === current && (
            <span
              className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200 ring-inset"
              data-testid="billing-current-plan"
            >
              <CircleCheck className="size-3.5" aria-hidden="true" />
              {t('billing.current_plan')}
            </span>
          ),
        };
      })}
      registration={form.register('plan')}
      error={fieldErrorText(t, form.formState.errors.plan?.message)}
    />
  );
}
