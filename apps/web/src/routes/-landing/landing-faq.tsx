import ChevronDownIcon from 'lucide-react/icons/chevron-down';
import { useTranslation } from 'react-i18next';
import { sectionFrame, sectionTitle } from './landing-styles';

const ITEMS = ['safety', 'changes', 'platforms', 'data', 'currencies'] as const;

/** Native <details>: a disclosure that keyboards, screen readers and find-in-page understand, with no script. */
export function LandingFaq() {
  const { t } = useTranslation('landing');
  return (
    <section id="faq" aria-labelledby="faq-title" className={sectionFrame}>
      <h2 id="faq-title" className={sectionTitle}>
        {t('faq.title')}
      </h2>
      <div className="mt-8 divide-y rounded-xl border bg-card">
        {ITEMS.map((item) => (
          <details key={item} className="group">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-5 py-4 font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 [&::-webkit-details-marker]:hidden">
              {t(`faq.items.${item}.question`)}
              <ChevronDownIcon aria-hidden="true" className="size-5 shrink-0 text-muted-foreground transition-transform group-open:rotate-180" />
            </summary>
            <p className="px-5 pb-5 text-muted-foreground">{t(`faq.items.${item}.answer`)}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
