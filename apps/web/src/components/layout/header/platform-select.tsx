import { useTranslation } from 'react-i18next';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useFilters } from '@/filters/filters-context';
import { platformDisplayName, usePlatforms } from '@/filters/platforms';

/** Radix Select forbids an empty item value, so "all platforms" is the value 'all'. */
const ALL = 'all';

export function PlatformSelect() {
  const { t } = useTranslation('layout');
  const { platformId, setPlatformId } = useFilters();
  const platforms = usePlatforms();
  return (
    <Select value={platformId === null ? ALL : String(platformId)} onValueChange={(value) => setPlatformId(value === ALL ? null : Number(value))}>
      <SelectTrigger className="w-full min-w-0 sm:w-64" aria-label={t('filters.platformLabel')}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={ALL}>{t('filters.allPlatforms')}</SelectItem>
        {platforms.map((platform) => (
          <SelectItem key={platform.id} value={String(platform.id)}>
            {t('filters.platformOption', { name: platformDisplayName(platform.name) })}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
