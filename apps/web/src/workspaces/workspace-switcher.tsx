import type { AppRouter } from '@adfleet/server/trpc';
import { useMutation } from '@tanstack/react-query';
import type { inferRouterOutputs } from '@trpc/server';
import { CheckIcon, PlusIcon } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WorkspaceButton } from '@/components/layout/header/workspace-button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuRadioGroup, DropdownMenuRadioItem, DropdownMenuSeparator, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { toast } from '@/hooks/use-toast';
import { useRenderMessage } from '@/i18n/use-render-message';
import { callErrorText } from '@/lib/call-error-text';
import { useTRPC } from '@/lib/trpc';
import { useEnterWorkspace } from './use-enter-workspace';

type WorkspaceSummary = inferRouterOutputs<AppRouter>['workspaces']['list']['workspaces'][number];

// Most people never create a workspace: the dialog's code comes only when asked for. This menu and the dialog load
// after the page (lazy-workspace-switcher.tsx), and their texts with them.
const CreateWorkspaceDialog = lazy(() => import('./create-workspace-dialog').then((module) => ({ default: module.CreateWorkspaceDialog })));

interface WorkspaceSwitcherProps {
  workspaces: readonly WorkspaceSummary[];
  /** The workspace this tab shows. */
  currentId: string | null;
  /** The reader pressed the button before this menu's code had arrived, so it opens as it arrives. */
  defaultOpen?: boolean;
}

/** Every workspace of the person with their role in it, the tab's own checked; choosing one moves this tab there. */
export function WorkspaceSwitcher({ workspaces, currentId, defaultOpen = false }: WorkspaceSwitcherProps) {
  const { t } = useTranslation('workspaces');
  const { t: tErrors } = useTranslation('errors');
  const render = useRenderMessage();
  const trpc = useTRPC();
  const enter = useEnterWorkspace();
  const [creating, setCreating] = useState(false);
  const switching = useMutation(trpc.workspaces.switch.mutationOptions());
  const current = workspaces.find((workspace) => workspace.id === currentId);

  const choose = (workspaceId: string) => {
    if (workspaceId === currentId || switching.isPending) return;
    // The tab moves only once the server has accepted: a refused switch leaves it where it was.
    switching.mutateAsync({ workspaceId }).then(
      () => enter(workspaceId),
      (error: unknown) => toast({ title: t('switchFailed'), description: callErrorText(error, tErrors, render), variant: 'destructive' }),
    );
  };

  return (
    <>
      <DropdownMenu defaultOpen={defaultOpen}>
        <DropdownMenuTrigger asChild>
          <WorkspaceButton name={current?.name ?? ''} />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start" collisionPadding={8} className="w-[min(18rem,calc(100vw-1rem))]" data-testid="workspace-menu">
          <DropdownMenuLabel>{t('menuTitle')}</DropdownMenuLabel>
          <DropdownMenuRadioGroup value={currentId ?? ''} onValueChange={choose}>
            {workspaces.map((workspace) => (
              <DropdownMenuRadioItem key={workspace.id} value={workspace.id} indicator={<CheckIcon className="size-4" />} disabled={switching.isPending}>
                <span className="min-w-0 flex-1 truncate">{workspace.name}</span>
                <span className="shrink-0 text-xs text-muted-foreground">{t(`roles.${workspace.role}`)}</span>
              </DropdownMenuRadioItem>
            ))}
          </DropdownMenuRadioGroup>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => setCreating(true)} data-testid="workspace-create">
            <PlusIcon aria-hidden="true" />
            {t('create')}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      {creating && (
        <Suspense fallback={null}>
          <CreateWorkspaceDialog onOpenChange={setCreating} />
        </Suspense>
      )}
    </>
  );
}
