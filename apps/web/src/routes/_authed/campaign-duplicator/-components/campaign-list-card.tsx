import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ChevronDownIcon, ClockIcon, CopyIcon, RotateCwIcon, UsersIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FacebookIcon, TikTokIcon } from '@/components/auth/brand-icons';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useRenderMessage } from '@/i18n/use-render-message';
import { clientErrorMessageOf } from '@/lib/trpc-error';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { CampaignsTable } from './campaigns-table';
import type { Campaign } from './clone-types';
import { isFacebookCampaign } from './duplicator-model';

const SKELETON_ROWS = 4;
/** Rows shown at first and added by each 'Show more': an agency's hundreds of campaigns stay a readable page. */
export const CAMPAIGNS_PAGE_SIZE = 25;

interface CampaignListCardProps {
  campaigns: UseQueryResult<readonly Campaign[], unknown>;
  onDuplicate: (campaign: Campaign) => void;
}

/** Tabs Facebook (default) / TikTok / Todas over the user's campaigns, with the loading, error and empty states. */
export function CampaignListCard({ campaigns, onDuplicate }: CampaignListCardProps) {
  const { t } = useTranslation('campaigns');
  const render = useRenderMessage();
  const [visible, setVisible] = useState(CAMPAIGNS_PAGE_SIZE);
  const facebook = campaigns.data?.filter(isFacebookCampaign) ?? [];

  const body = (list: readonly Campaign[], showPlatform: boolean) => {
    if (campaigns.isPending)
      return (
        <div className="flex flex-col gap-3 py-2" aria-busy="true">
          {Array.from({ length: SKELETON_ROWS }, (_, row) => (
            <Skeleton key={row} className="h-9 w-full" />
          ))}
        </div>
      );
    if (campaigns.isError)
      return (
        <div role="alert" className="flex flex-col items-center gap-2 px-2 py-10 text-center text-sm">
          <p className="font-medium text-destructive">{t('loadError')}</p>
          <p className="text-muted-foreground">{render(clientErrorMessageOf(campaigns.error)) ?? t('unknownError')}</p>
          <Button variant="outline" size="sm" className="mt-1" onClick={() => void campaigns.refetch()}>
            <RotateCwIcon aria-hidden="true" />
            {t('retry')}
          </Button>
        </div>
      );
    if (list.length === 0)
      return (
        <div className="flex flex-col items-center gap-3 px-2 py-10 text-center">
          <span className="flex size-10 items-center justify-center rounded-full bg-muted text-muted-foreground">
            <CopyIcon aria-hidden="true" className="size-5" />
          </span>
          <div className="flex flex-col gap-1">
            <p className="font-medium">{t('empty')}</p>
            <p className="text-sm text-muted-foreground">{t('emptyDescription')}</p>
          </div>
          <Button variant="outline" size="sm" asChild>
            <Link to="/accounts">
              <UsersIcon aria-hidden="true" />
              {t('goToAccounts')}
            </Link>
          </Button>
        </div>
      );
    const hidden = list.length - visible;
    return (
      <div className="flex flex-col gap-3">
        <CampaignsTable campaigns={list.slice(0, visible)} showPlatform={showPlatform} onDuplicate={onDuplicate} />
        {hidden > 0 && (
          <Button variant="outline" size="sm" className="self-center" onClick={() => setVisible((count) => count + CAMPAIGNS_PAGE_SIZE)}>
            <ChevronDownIcon aria-hidden="true" />
            {t('table.showMore', { count: hidden })}
          </Button>
        )}
      </div>
    );
  };

  return (
    <Card>
      <CardContent>
        <Tabs defaultValue="facebook">
          <TabsList aria-label={t('tabs.label')}>
            <TabsTrigger value="facebook">
              <FacebookIcon className="text-[#1877F2]" />
              {t('tabs.facebook')}
            </TabsTrigger>
            <TabsTrigger value="tiktok">
              <TikTokIcon />
              {t('tabs.tiktok')}
            </TabsTrigger>
            <TabsTrigger value="all">{t('tabs.all')}</TabsTrigger>
          </TabsList>
          <TabsContent value="facebook">{body(facebook, false)}</TabsContent>
          <TabsContent value="tiktok">
            <div className="flex flex-col items-center gap-3 px-2 py-10 text-center">
              <span className="flex size-10 items-center justify-center rounded-full bg-muted text-muted-foreground">
                <ClockIcon aria-hidden="true" className="size-5" />
              </span>
              <div className="flex flex-col gap-1">
                <p className="font-medium">{t('tiktokSoon')}</p>
                <p className="text-sm text-muted-foreground">{t('tiktokSoonDescription')}</p>
              </div>
            </div>
          </TabsContent>
          <TabsContent value="all">{body(campaigns.data ?? [], true)}</TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  );
}
