import { DownloadIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { downloadFile } from '@/lib/download-file';

/**
 * Downloads everything AdFleet holds about the user as one JSON file (/api/me/export).
 */
export function DataExportButton() {
  const { t } = useTranslation('dataRights');
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadFile('/api/me/export', 'adfleet-data.json');
    } catch {
      toast({ title: t('settings.export.failed'), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" className="self-start" onClick={() => void download()} disabled={busy} data-testid="data-export">
      <DownloadIcon aria-hidden="true" />
      {busy ? t('settings.export.busy') : t('settings.export.button')}
    </Button>
  );
}
