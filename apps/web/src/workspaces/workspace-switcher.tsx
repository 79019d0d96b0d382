import { useMutation, useQuery } from '@tanstack/react-query';
import { CheckIcon, ChevronDownIcon, PlusIcon, UsersIcon } from 'lucide-react';
import { type ComponentProps, lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuRadioGroup, DropdownMenuRadioItem, DropdownMenuSeparator, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { toast } from '@/hooks/use-toast';
import { useRenderMessage } from '@/i18n/use-render-message';
import { callErrorText } from '@/lib/call-error-text';
import { useTRPC } from '@/lib/trpc';
import { useTabWorkspace } from './tab-workspace';
import { useEnterWorkspace } from './use-enter-workspace';

// Most people never create a workspace: the dialog's code comes only when asked for.
const CreateWorkspaceDialog = lazy(() => import('./create-workspace-dialog').then((module) => ({ default: module.CreateWorkspaceDialog })));

/**
 * The header's workspace menu: every workspace of the person with their role in it, the tab's own checked (or, before
 * the tab has one, the person's current one); choosing one moves this tab there.
 */
export function WorkspaceSwitcher() {
  const { t } = useTranslation('workspaces');
  const { t: tErrors } = useTranslation('errors');
  const render = useRenderMessage();
  const trpc = useTRPC();
  const enter = useEnterWorkspace();
  const [creating, setCreating] = useState(false);
  const switching = useMutation(trpc.workspaces.switch.mutationOptions());
  const list = useQuery(trpc.workspaces.list.queryOptions());
  const tabWorkspaceId = useTabWorkspace();
  const workspaces = list.data?.workspaces ?? [];
  const current = workspaces.find((workspace) => workspace.id === tabWorkspaceId) ?? workspaces.find((workspace) => workspace.id === list.data?.currentId);
  const currentId = current?.id ?? null;

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
      <DropdownMenu>
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

/**
 * The menu's trigger: the workspace's name, cut short on a wide screen and left to the label on a narrow one, where the
 * icon stands alone.
 */
function WorkspaceButton({ name, ...props }: ComponentProps<typeof Button> & { name: string }) {
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
