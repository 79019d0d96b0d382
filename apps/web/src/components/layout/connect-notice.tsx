import { useLocation, useNavigate } from '@tanstack/react-router';
import { CircleAlertIcon, XIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { type FacebookErrorKey, type FacebookErrorSearch, facebookErrorText } from '@/lib/facebook-error';
import { CONNECT_FAILURE_PARAMS, FACEBOOK_CONNECT_URL, TIKTOK_CONNECT_URL, usePlatformConnect } from '@/lib/platform-connect';
import { type TikTokErrorKey, tiktokErrorKey } from '@/lib/tiktok-error';

/** The refusal to show: which platform's flow came back (it names the platform and starts that flow again). */
type Notice = { platform: 'facebook'; key: FacebookErrorKey; scopes: string } | { platform: 'tiktok'; key: TikTokErrorKey };

function noticeOf(platform: string | undefined, search: FacebookErrorSearch): Notice | null {
  if (platform === 'tiktok') return { platform: 'tiktok', key: tiktokErrorKey(search.error_reason) };
  const facebook = facebookErrorText(search);
  return facebook && { platform: 'facebook', ...facebook };
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * A connection refused or cancelled comes back to the page it began on with codes in its search (see
 * apps/server/src/rest/connect-return.ts). The notice is taken out of the address at once, so a reload or a shared
 * link does not repeat it, and stays in the app shell, across pages, until it is dismissed.
 */
export function ConnectNotice() {
  const { t } = useTranslation(['layout', 'auth']);
  const search = useLocation({ select: (location) => location.search as Record<string, unknown> });
  const navigate = useNavigate();
  const { connecting, connect } = usePlatformConnect();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [arrived, setArrived] = useState<string | null>(null);
  const error = text(search['connect_error']);
  const reason = text(search['connect_reason']);
  const missing = text(search['connect_missing']);
  const platform = text(search['connect_platform']);
  const signature = error || reason ? JSON.stringify([error, reason, missing, platform]) : null;

  // Taken when it arrives (during render, so it shows in the same paint); forgotten once gone from the address, so
  // the same refusal coming back later is shown again.
  if (signature !== arrived) {
    setArrived(signature);
    if (signature !== null) setNotice(noticeOf(platform, { ...(error ? { error } : {}), ...(reason ? { error_reason: reason } : {}), ...(missing ? { missing } : {}) }));
  }

  useEffect(() => {
    if (signature === null) return;
    void navigate({
      to: '.',
      search: (previous: Record<string, unknown>) => Object.fromEntries(Object.entries(previous).filter(([key]) => !(CONNECT_FAILURE_PARAMS as readonly string[]).includes(key))),
      hash: (previous) => previous ?? '',
      replace: true,
    });
  }, [signature, navigate]);

  if (!notice) return null;
  return (
    <Alert variant="destructive" data-testid="connect-notice" className="mb-4 pr-12">
      <CircleAlertIcon aria-hidden="true" />
      <AlertTitle>{notice.platform === 'tiktok' ? t('layout:connectNotice.tiktokTitle') : t('layout:connectNotice.title')}</AlertTitle>
      <AlertDescription className="flex flex-col items-start gap-2">
        <p>{notice.platform === 'tiktok' ? t(`layout:connectNotice.tiktokErrors.${notice.key}`) : t(`auth:social.facebookErrors.${notice.key}`, { scopes: notice.scopes })}</p>
        <Button variant="outline" size="sm" disabled={connecting} onClick={() => connect(notice.platform === 'tiktok' ? TIKTOK_CONNECT_URL : FACEBOOK_CONNECT_URL)}>
          {t('layout:connectNotice.connectAgain')}
        </Button>
      </AlertDescription>
      <Button variant="ghost" size="icon" className="absolute top-1.5 right-1.5" aria-label={t('layout:connectNotice.dismiss')} onClick={() => setNotice(null)}>
        <XIcon aria-hidden="true" />
      </Button>
    </Alert>
  );
}
