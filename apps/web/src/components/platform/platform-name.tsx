import { FacebookIcon, TikTokIcon } from '@/components/auth/brand-icons';
import { FACEBOOK_PLATFORM_ID, TIKTOK_PLATFORM_ID } from '@/lib/platform-links';
import { cn } from '@/lib/utils';

/** A row's platform: its mark and its brand name (the same in every language), so mixed lists tell rows apart at a glance. */
export function PlatformName({ platformId, className }: { platformId: number; className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-1.5 whitespace-nowrap', className)} data-platform-id={platformId}>
      {platformId === FACEBOOK_PLATFORM_ID ? (
        <FacebookIcon className="size-4 shrink-0 text-[#1877F2]" />
      ) : platformId === TIKTOK_PLATFORM_ID ? (
        <TikTokIcon className="size-4 shrink-0" />
      ) : null}
      {platformId === FACEBOOK_PLATFORM_ID ? 'Facebook' : platformId === TIKTOK_PLATFORM_ID ? 'TikTok' : `#${platformId}`}
    </span>
  );
}
