import { createFileRoute, Link } from '@tanstack/react-router';
import { CirclePauseIcon, CopyIcon, UsersIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';

export const Route = createFileRoute('/_authed/campaign-duplicator')({
  component: CampaignDuplicatorPage,
});

/** The duplicator's frame; the campaign list and the duplicate dialog arrive with the campaigns API. */
function CampaignDuplicatorPage() {
  const { t } = useTranslation('campaigns');
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">{t('title')}</h1>
        <p className="text-muted-foreground">{t('description')}</p>
      </div>
      <Alert variant="info">
        <CirclePauseIcon aria-hidden="true" />
        <AlertTitle>{t('pausedTitle')}</AlertTitle>
        <AlertDescription>{t('pausedDescription')}</AlertDescription>
      </Alert>
      <Card>
        <CardContent className="flex flex-col items-center gap-3 py-10 text-center">
          <span className="flex size-10 items-center justify-center rounded-full bg-muted text-muted-foreground">
            <CopyIcon aria-hidden="true" className="size-5" />
          </span>
          <div className="flex flex-col gap-1">
            <p className="font-medium">{t('empty')}</p>
            <p className="text-sm text-muted-foreground">{t('emptyDescription')}</p>
          </div>
          <Button variant="outline" asChild>
            <Link to="/accounts">
              <UsersIcon aria-hidden="true" />
              {t('goToAccounts')}
            </Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
