import { LanguagesIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** The language menu's trigger: the same button before the menu's code has loaded and after (lazy-language-switcher.tsx). */
export function LanguageButton(props: ComponentProps<typeof Button>) {
  const { t, i18n } = useTranslation('layout');
  return (
    <Button variant="ghost" size="sm" aria-label={t('header.language')} {...props}>
      <LanguagesIcon aria-hidden="true" />
      <span className="text-xs font-semibold uppercase">{i18n.resolvedLanguage ?? 'en'}</span>
    </Button>
  );
}
