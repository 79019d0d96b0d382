import { FacebookPlatformRow } from './facebook-platform-row';
import { TikTokPlatformRow } from './tiktok-platform-row';

export function ConnectedPlatforms() {
  return (
    <ul className="flex flex-col gap-3">
      <FacebookPlatformRow />
      <TikTokPlatformRow />
    </ul>
  );
}
