import { formatMinor, moneyLocale } from '@adfleet/core/money';
import CheckIcon from 'lucide-react/icons/check';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type BillingCycle, type PlanId, planPrice } from './plan-prices';
import { outlineButton, primaryButton, sectionFrame, sectionSubtitle, sectionTitle } from './landing-styles';

const SALES_EMAIL = 'support@adfleet.app';

const PLANS = [
  { id: 'basic', features: ['accounts', 'dashboard', 'reports', 'activity'] },
  { id: 'professional', features: ['everything', 'duplication', 'budgets', 'notifications'] },
  { id: 'enterprise', features: ['everything', 'pricing', 'contact'] },
] as const satisfies ReadonlyArray<{ id: PlanId; features: readonly string[] }>;

const CYCLES: readonly BillingCycle[] = ['monthly', 'yearly'];

/** Money in the page's language; whole dollars drop their ".00" so a price reads "$29", not "$29.00". */
function useFormatPrice() {
  const { i18n } = useTranslation();
  const locale = moneyLocale(i18n.resolvedLanguage);
  return (cents: number) => {
    const text = formatMinor(cents, 'USD', locale);
    return cents % 100 === 0 ? text.replace(/[.,]00(?!\d)/, '') : text;
  };
}

function CycleSwitch({ cycle, onChange }: { cycle: BillingCycle; onChange: (cycle: BillingCycle) => void }) {
  const { t } = useTranslation('landing');
  return (
    <fieldset className="mt-8 inline-flex items-center gap-1 rounded-lg bg-muted p-1">
      <legend className="sr-only">{t('plans.cycle')}</legend>
      {CYCLES.map((option) => (
        <label
          key={option}
          className="relative inline-flex h-9 cursor-pointer items-center gap-2 rounded-md px-4 text-sm font-medium text-muted-foreground has-checked:bg-background has-checked:text-foreground has-checked:shadow-sm has-focus-visible:ring-[3px] has-focus-visible:ring-ring/50"
        >
          <input type="radio" name="billing-cycle" value={option} checked={cycle === option} onChange={() => onChange(option)} className="sr-only" />
          {t(`plans.${option}`)}
          {option === 'yearly' && <span className="rounded-full bg-success/15 px-2 py-0.5 text-xs font-semibold text-success">{t('plans.yearlySaving')}</span>}
        </label>
      ))}
    </fieldset>
  );
}

export function LandingPlans() {
  const { t } = useTranslation('landing');
  const format = useFormatPrice();
  const [cycle, setCycle] = useState<BillingCycle>('monthly');
  return (
    <section id="plans" aria-labelledby="plans-title" className={sectionFrame}>
      <h2 id="plans-title" className={sectionTitle}>
        {t('plans.title')}
      </h2>
      <p className={sectionSubtitle}>{t('plans.subtitle')}</p>
      <CycleSwitch cycle={cycle} onChange={setCycle} />
      <ul className="mt-8 grid gap-4 lg:grid-cols-3">
        {PLANS.map((plan) => {
          const price = planPrice(plan.id, cycle);
          const name = t(`plans.names.${plan.id}`);
          const featured = plan.id === 'professional';
          return (
            <li
              key={plan.id}
              aria-labelledby={`plan-${plan.id}`}
              className={`flex flex-col rounded-xl border bg-card p-6 text-card-foreground shadow-xs ${featured ? 'border-primary ring-1 ring-primary' : ''}`}
            >
              <div className="flex items-center justify-between gap-2">
                <h3 id={`plan-${plan.id}`} className="text-lg font-semibold">
                  {name}
                </h3>
                {featured && <span className="rounded-full bg-primary/10 px-2 py-0.5 text-xs font-semibold text-primary">{t('plans.popular')}</span>}
              </div>
              {/* Minimum heights: switching the cycle changes the figures, never the card's size. */}
              <p className="mt-4 flex min-h-10 items-baseline gap-1">
                {price ? (
                  <>
                    <span className="text-4xl font-extrabold tracking-tight tabular-nums" data-testid={`price-${plan.id}`}>
                      {format(price.chargeCents)}
                    </span>
                    <span className="text-muted-foreground">{t(cycle === 'monthly' ? 'plans.perMonth' : 'plans.perYear')}</span>
                  </>
                ) : (
                  <span className="text-2xl leading-10 font-extrabold tracking-tight">{t('plans.customPrice')}</span>
                )}
              </p>
              <p className="mt-2 min-h-10 text-sm text-muted-foreground">
                {!price
                  ? t('plans.customNote')
                  : cycle === 'yearly'
                    ? t('plans.yearlyEquivalent', { monthly: format(price.perMonthCents), yearly: format(price.chargeCents) })
                    : t('plans.monthlyBilled')}
              </p>
              <ul className="mt-4 flex flex-1 flex-col gap-2 text-sm">
                {plan.features.map((feature) => (
                  <li key={feature} className="flex gap-2">
                    <CheckIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                    {t(`plans.features.${plan.id}.${feature}` as 'plans.features.basic.accounts')}
                  </li>
                ))}
              </ul>
              <a
                href={price ? '/register' : `mailto:${SALES_EMAIL}`}
                aria-label={price ? t('plans.choose', { plan: name }) : undefined}
                className={`mt-6 h-10 px-4 ${featured ? primaryButton : outlineButton}`}
              >
                {price ? t('plans.choose', { plan: name }) : t('plans.contact')}
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
