import { type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConnectPanel, DuplicationPanel, LogsPanel, VisualizationPanel } from './feature-panels';
import { sectionFrame, sectionSubtitle, sectionTitle } from './landing-styles';

const TABS = [
  { key: 'connect', Panel: ConnectPanel },
  { key: 'visualization', Panel: VisualizationPanel },
  { key: 'duplication', Panel: DuplicationPanel },
  { key: 'logs', Panel: LogsPanel },
] as const;

type TabKey = (typeof TABS)[number]['key'];

/**
 * WAI-ARIA tabs (roving focus, arrow keys, Home/End) written out rather than taken from Radix, which the landing page
 * does not otherwise load. The panel area keeps one minimum height so switching tabs does not move the page below.
 */
export function LandingFeatures() {
  const { t } = useTranslation('landing');
  const [selected, setSelected] = useState<TabKey>('connect');
  const tabRefs = useRef(new Map<TabKey, HTMLButtonElement>());

  const select = (index: number) => {
    const tab = TABS[(index + TABS.length) % TABS.length]!;
    setSelected(tab.key);
    tabRefs.current.get(tab.key)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: TABS.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <section id="features" aria-labelledby="features-title" className={sectionFrame}>
      <h2 id="features-title" className={sectionTitle}>
        {t('features.title')}
      </h2>
      <p className={sectionSubtitle}>{t('features.subtitle')}</p>
      <div className="mt-8 rounded-2xl border bg-card p-3 shadow-xs sm:p-6">
        <div role="tablist" aria-label={t('features.tabsLabel')} className="grid grid-cols-2 gap-1 rounded-lg bg-muted p-1 sm:inline-grid sm:grid-cols-4">
          {TABS.map(({ key }, index) => (
            <button
              key={key}
              ref={(element) => {
                if (element) tabRefs.current.set(key, element);
              }}
              type="button"
              role="tab"
              id={`feature-tab-${key}`}
              aria-selected={selected === key}
              aria-controls={`feature-panel-${key}`}
              tabIndex={selected === key ? 0 : -1}
              onClick={() => setSelected(key)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className="h-9 rounded-md px-4 text-sm font-medium whitespace-nowrap text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-selected:bg-background aria-selected:text-foreground aria-selected:shadow-sm"
            >
              {t(`features.tabs.${key}`)}
            </button>
          ))}
        </div>
        {TABS.map(({ key, Panel }) => (
          <div
            key={key}
            role="tabpanel"
            id={`feature-panel-${key}`}
            aria-labelledby={`feature-tab-${key}`}
            hidden={selected !== key}
            tabIndex={0}
            className="mt-5 min-h-[22rem] rounded-lg outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:min-h-[19rem]"
          >
            <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
              <h3 className="text-lg font-semibold">{t(`features.${key}.title`)}</h3>
              <span className="rounded-full border px-2 py-0.5 text-xs text-muted-foreground">{t('features.sample')}</span>
            </div>
            <p className="mb-5 text-muted-foreground">{t(`features.${key}.body`)}</p>
            <Panel />
          </div>
        ))}
      </div>
    </section>
  );
}
