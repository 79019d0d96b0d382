import { ChevronDownIcon, UsersIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/**
 * The workspace menu's trigger, the same before the menu's code has loaded and after (lazy-workspace-switcher.tsx):
 * the workspace's name, cut short on a wide screen and left to the label on a narrow one, where the icon stands alone.
 */
export function WorkspaceButton({ name, ...props }: ComponentProps<typeof Button> & { name: string }) {
  const { t } = useTranslation('layout');
  return (
    <Button variant="ghost" aria-label={t('workspace.label', { name })} title={name} data-testid="workspace-switcher" {...props}>
      <UsersIcon aria-hidden="true" />
      <span className="hidden max-w-40 truncate sm:inline" data-testid="workspace-name">
        {name}
      </span>
      <ChevronDownIcon aria-hidden="true" className="hidden text-muted-foreground sm:inline" />
    </Button>
  );
}
