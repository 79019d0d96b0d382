import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Fragment, type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FullPageStatus } from '@/components/full-page-status';
import { useTRPC } from '@/lib/trpc';
import { clientErrorMessageOf } from '@/lib/trpc-error';
import { clearTabWorkspace, useTabWorkspace, writeTabWorkspace } from './tab-workspace';

/**
 * The signed-in pages, once this tab knows its workspace: a new tab starts in the person's remembered one, and the
 * pages never ask anything before that. Keyed by the workspace, so entering another one mounts every page and query
 * afresh. A workspace the person has since left is dropped for their remembered one.
 */
export function WorkspaceGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation('layout');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const workspaceId = useTabWorkspace();
  const list = useQuery(trpc.workspaces.list.queryOptions());
  const currentId = list.data?.currentId;
  const notMember = workspaceId !== null && clientErrorMessageOf(list.error)?.code === 'workspaceNotMember';

  useEffect(() => {
    if (workspaceId === null && currentId) writeTabWorkspace(currentId);
  }, [workspaceId, currentId]);

  useEffect(() => {
    if (!notMember) return;
    queryClient.clear();
    clearTabWorkspace();
  }, [notMember, queryClient]);

  // With no workspace at all (the list is empty) or no answer, the pages still show, with the server's own words.
  const waiting = workspaceId === null ? list.isPending || Boolean(currentId) : notMember;
  if (waiting) return <FullPageStatus message={t('workspace.loading')} />;
  return <Fragment key={workspaceId ?? ''}>{children}</Fragment>;
}
