import { DownloadIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readToken } from '@/auth/auth-token';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';

/**
 * Downloads the report's CSV from the streaming export route, with the session's bearer token (a plain link would
 * carry only the cookie, which a password sign-in does not set) and the UI language for the headers.
 */
export function ExportCsvButton({ query }: { query: string }) {
  const { t, i18n } = useTranslation('reports');
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const token = readToken();
      const response = await fetch(`/api/reports/export.csv?${query}`, {
        headers: { 'accept-language': i18n.resolvedLanguage ?? i18n.language, ...(token ? { authorization: `Bearer ${token}` } : {}) },
        credentials: 'same-origin',
      });
      if (!response.ok) throw new Error(String(response.status));
      const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'adfleet-report.csv';
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = name;
      link.click();
      URL.revokeObjectURL(url);
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
