import { useTranslation } from 'react-i18next';
import { useFilters } from '@/filters/filters-context';
import { platformDisplayName, usePlatforms } from '@/filters/platforms';

/** Radix Select forbids an empty item value, so "all platforms" is the value 'all'. */
const ALL = 'all';

interface PlatformOption {
  value: string;
  label: string;
}

/**
 * The header's platform choice as a select shows it: the options in order (all platforms first), the chosen one's
 * value, and how to choose. Shared by the select and the button standing in for it while its code loads.
 */
export function usePlatformOptions() {
  const { t } = useTranslation('layout');
  const { platformId, setPlatformId } = useFilters();
  const platforms = usePlatforms();
  const options: PlatformOption[] = [
    { value: ALL, label: t('filters.allPlatforms') },
    ...platforms.map((platform) => ({ value: String(platform.id), label: t('filters.platformOption', { name: platformDisplayName(platform.name) }) })),
  ];
  return {
    label: t('filters.platformLabel'),
    options,
    value: platformId === null ? ALL : String(platformId),
    choose: (value: string) => setPlatformId(value === ALL ? null : Number(value)),
  };
}
