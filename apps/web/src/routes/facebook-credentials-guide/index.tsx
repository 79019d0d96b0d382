import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { CheckIcon, CopyIcon, InfoIcon } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { LegalPage, legalLinkClass } from '@/components/legal/legal-page';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { toast } from '@/hooks/use-toast';
import { formatDate } from '@/lib/date-format';
import { useTRPC } from '@/lib/trpc';

export const Route = createFileRoute('/facebook-credentials-guide/')({
  component: CredentialsGuidePage,
});

const DEVELOPERS_URL = 'https://developers.facebook.com/apps';

function CredentialsGuidePage() {
  const { t } = useTranslation('legal');
  const origin = window.location.origin;
  const { hostname } = window.location;

  return (
    <LegalPage title={t('guide.title')} description={t('guide.description')}>
      <Alert variant="info">
        <InfoIcon aria-hidden="true" />
        <AlertTitle>{t('guide.sandboxTitle')}</AlertTitle>
        <AlertDescription>{t('guide.sandbox')}</AlertDescription>
      </Alert>
      <ol className="flex flex-col gap-4">
        <Step number={1} title={t('guide.steps.createApp.title')}>
          <p>
            <Trans
              t={t}
              i18nKey="guide.steps.createApp.body"
              components={{ link: <a href={DEVELOPERS_URL} target="_blank" rel="noopener noreferrer" className={legalLinkClass} /> }}
            />
          </p>
        </Step>
        <Step number={2} title={t('guide.steps.marketingApi.title')}>
          <p>{t('guide.steps.marketingApi.body')}</p>
          <GraphApiVersionNote />
        </Step>
        <Step number={3} title={t('guide.steps.platform.title')}>
          <p>{t('guide.steps.platform.body')}</p>
          <dl className="flex flex-col gap-3">
            <CopyValue label={t('guide.steps.platform.siteUrl')} value={`${origin}/`} />
            <CopyValue label={t('guide.steps.platform.appDomain')} value={hostname} />
            <CopyValue label={t('guide.steps.platform.privacyUrl')} value={`${origin}/privacy-policy`} />
          </dl>
        </Step>
        <Step number={4} title={t('guide.steps.redirect.title')}>
          <p>{t('guide.steps.redirect.body')}</p>
          <dl className="flex flex-col gap-3">
            <CopyValue label={t('guide.steps.redirect.uri')} value={`${origin}/api/auth/facebook/callback`} />
          </dl>
          <p>{t('guide.steps.redirect.callbacks')}</p>
          <dl className="flex flex-col gap-3">
            <CopyValue label={t('guide.steps.redirect.deauthorize')} value={`${origin}/api/facebook/deauthorize`} optional />
            <CopyValue label={t('guide.steps.redirect.dataDeletion')} value={`${origin}/api/facebook/data-deletion`} optional />
          </dl>
        </Step>
        <Step number={5} title={t('guide.steps.env.title')}>
          <p>{t('guide.steps.env.body')}</p>
          <dl className="flex flex-col gap-3">
            <EnvVar name="FACEBOOK_APP_ID" description={t('guide.steps.env.appId')} />
            <EnvVar name="FACEBOOK_APP_SECRET" description={t('guide.steps.env.appSecret')} />
            <EnvVar name="FACEBOOK_REDIRECT_URI" description={t('guide.steps.env.redirectUri')} optional />
          </dl>
        </Step>
      </ol>
    </LegalPage>
  );
}

function Step({ number, title, children }: { number: number; title: string; children: ReactNode }) {
  return (
    <li>
      <Card>
        <CardContent className="flex gap-4">
          <span aria-hidden="true" className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground">
            {number}
          </span>
          <div className="flex min-w-0 flex-1 flex-col gap-3">
            <h2 className="pt-1 text-lg leading-tight font-semibold">{title}</h2>
            <div className="flex flex-col gap-3 text-sm leading-relaxed text-muted-foreground">{children}</div>
          </div>
        </CardContent>
      </Card>
    </li>
  );
}

/** Which Graph API version AdFleet calls and when Meta retires it, as the server reports it (see /auth-diagnostics). */
function GraphApiVersionNote() {
  const { t, i18n } = useTranslation('legal');
  const trpc = useTRPC();
  const { data } = useQuery(trpc.health.graphApiVersion.queryOptions());
  if (!data) return null;
  const diagnostics = <Link to="/auth-diagnostics" className={legalLinkClass} />;
  return (
    <p>
      {data.expires === null ? (
        <Trans t={t} i18nKey="guide.steps.marketingApi.versionNotAnnounced" values={{ version: data.version }} components={{ diagnostics }} />
      ) : (
        <Trans
          t={t}
          i18nKey="guide.steps.marketingApi.versionExpires"
          values={{ version: data.version, date: formatDate(new Date(`${data.expires}T00:00:00`), i18n.resolvedLanguage) }}
          components={{ diagnostics }}
        />
      )}
    </p>
  );
}

function OptionalBadge() {
  const { t } = useTranslation('legal');
  return <Badge variant="secondary">{t('guide.optional')}</Badge>;
}

function CopyValue({ label, value, optional = false }: { label: string; value: string; optional?: boolean }) {
  const { t } = useTranslation('legal');
  const [copied, setCopied] = useState(false);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      toast({ title: t('guide.copied'), variant: 'success' });
      window.setTimeout(() => setCopied(false), 2000);
    } catch {
      toast({ title: t('guide.copyFailed'), variant: 'destructive' });
    }
  };

  return (
    <div className="flex flex-col gap-1.5">
      <dt className="flex items-center gap-2 text-xs font-medium text-foreground">
        {label}
        {optional && <OptionalBadge />}
      </dt>
      <dd className="flex items-center gap-2">
        <code className="min-w-0 flex-1 rounded-md border bg-muted px-3 py-2 font-mono text-xs break-all text-foreground">{value}</code>
        <Button type="button" variant="outline" size="icon" onClick={() => void copy()} aria-label={t('guide.copyLabel', { value })} title={t('guide.copy')}>
          {copied ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
        </Button>
      </dd>
    </div>
  );
}

function EnvVar({ name, description, optional = false }: { name: string; description: string; optional?: boolean }) {
  return (
    <div className="flex flex-col gap-1">
      <dt className="flex items-center gap-2">
        <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-xs font-semibold text-foreground">{name}</code>
        {optional && <OptionalBadge />}
      </dt>
      <dd>{description}</dd>
    </div>
  );
}
