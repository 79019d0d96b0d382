import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import type { LaterSettingsSectionId } from './settings-sections';

/**
 * What a later section's card holds while its code comes: about the height of what it will show (or the same loading
 * state it shows while its data comes), so the cards below hardly move when it arrives.
 */
export function LaterSectionPlaceholder({ section }: { section: LaterSettingsSectionId }) {
  switch (section) {
    case 'preferences':
      return <Skeleton className="h-[8.25rem] w-full sm:h-[3.625rem]" />;
    case 'currency':
      return <Skeleton className="h-9 w-full sm:w-64" />;
    case 'platforms':
      return <Skeleton className="h-40 w-full" />;
    case 'sessions':
      return <Skeleton className="h-24 w-full" />;
    case 'notifications':
      return (
        <div className="flex justify-center py-6">
          <Spinner className="size-5 text-muted-foreground" />
        </div>
      );
  }
}
