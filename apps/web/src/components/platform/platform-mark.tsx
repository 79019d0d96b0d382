import { FacebookIcon, TikTokIcon } from '@/components/auth/brand-icons';
import { FACEBOOK_PLATFORM_ID, TIKTOK_PLATFORM_ID } from '@/lib/platform-links';

/**
 * A platform's mark in the corner of a row's icon, so rows about TikTok and Facebook tell apart at a glance; its name
 * is read out, since the row's words may name only an account.
 */
export function PlatformMark({ platformId }: { platformId: number | null }) {
  if (platformId !== FACEBOOK_PLATFORM_ID && platformId !== TIKTOK_PLATFORM_ID) return null;
  const Mark = platformId === TIKTOK_PLATFORM_ID ? TikTokIcon : FacebookIcon;
  return (
    <span className="absolute -right-1 -bottom-1 flex size-4 items-center justify-center rounded-full border bg-background" data-testid="platform-mark" data-platform-id={platformId}>
      <Mark role="img" aria-hidden={false} aria-label={platformId === TIKTOK_PLATFORM_ID ? 'TikTok' : 'Facebook'} className={platformId === TIKTOK_PLATFORM_ID ? 'size-2.5 text-foreground' : 'size-2.5 text-[#1877F2]'} />
    </span>
  );
}
