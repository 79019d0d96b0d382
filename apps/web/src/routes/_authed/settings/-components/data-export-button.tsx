import { DownloadIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readToken } from '@/auth/auth-token';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';

/**
 * Downloads /api/me/export with the session's bearer token (a plain link would carry only the cookie, which a
 * password sign-in does not set) and saves it under the name the server gives.
 */
export function DataExportButton() {
  const { t } = useTranslation('dataRights');
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const token = readToken();
      const response = await fetch('/api/me/export', { headers: token ? { authorization: `Bearer ${token}` } : {}, credentials: 'same-origin' });
      if (!response.ok) throw new Error(String(response.status));
      const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'adfleet-data.json';
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = name;
      link.click();
      URL.revokeObjectURL(url);
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
