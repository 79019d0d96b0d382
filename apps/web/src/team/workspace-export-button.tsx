import { DownloadIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { downloadFile } from '@/lib/download-file';

/**
 * Downloads everything the workspace shares as one JSON file (`/api/workspaces/:id/export`); Settings → Team offers it
 * to the owner and admins only, whom the server alone lets have it.
 */
export function WorkspaceExportButton({ workspaceId }: { workspaceId: string }) {
  const { t } = useTranslation('team');
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadFile(`/api/workspaces/${encodeURIComponent(workspaceId)}/export`, 'adfleet-workspace.json');
    } catch {
      toast({ title: t('export.failed'), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" className="h-auto min-h-9 max-w-full self-start whitespace-normal text-left" onClick={() => void download()} disabled={busy} data-testid="workspace-export">
      <DownloadIcon aria-hidden="true" />
      {busy ? t('export.busy') : t('export.button')}
    </Button>
  );
}
