import type { TFunction } from 'i18next';
import { PLANS, type PlanId } from '../../../shared/billing.js';

/**
 * A plan as a subscription reads: its monthly price in the language's currency format ("$5.00 / month",
 * "5,00 $ / Monat") and what its business days mean, the time support takes to answer.
 */
export function planText(t: TFunction, locale: string, plan: PlanId): { price: string; support: string } {
  const amount = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(
    Number(PLANS[plan].priceUsd),
  );
  return {
    price: t('billing.price_per_month', { price: amount }),
    support: t('billing.support_time', { days: PLANS[plan].businessDays }),
  };
}
