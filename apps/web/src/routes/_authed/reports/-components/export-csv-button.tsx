import { DownloadIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { downloadFile } from '@/lib/download-file';

/**
 * Downloads the report's CSV from the streaming export route, with the UI language for its headers.
 */
export function ExportCsvButton({ query }: { query: string }) {
  const { t, i18n } = useTranslation('reports');
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadFile(`/api/reports/export.csv?${query}`, 'adfleet-report.csv', { 'accept-language': i18n.resolvedLanguage ?? i18n.language });
    } catch {
      toast({ title: t('export.failed'), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" onClick={() => void download()} disabled={busy} data-testid="report-export">
      <DownloadIcon aria-hidden="true" />
      {busy ? t('export.busy') : t('export.button')}
    </Button>
  );
}
