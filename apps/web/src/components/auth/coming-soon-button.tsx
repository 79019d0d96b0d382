import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';

/**
 * A sign-in option that is announced but not built. aria-disabled rather than disabled, so it stays focusable and
 * its 'Coming soon' tooltip can still be reached; clicking it does nothing.
 */
export function ComingSoonButton({ icon, label }: { icon: ReactNode; label: string }) {
  const { t } = useTranslation('auth');
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Button type="button" variant="outline" aria-disabled="true" className="w-full" onClick={(event) => event.preventDefault()}>
          {icon}
          <span className="truncate">{label}</span>
          <Badge variant="secondary" className="ml-auto">
            {t('comingSoon')}
          </Badge>
        </Button>
      </TooltipTrigger>
      <TooltipContent>{t('comingSoon')}</TooltipContent>
    </Tooltip>
  );
}
