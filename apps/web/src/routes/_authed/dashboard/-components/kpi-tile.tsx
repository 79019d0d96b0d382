import type { LucideIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';

/** One figure, or one per currency (money is never added across currencies). */
export function KpiTile({
  label,
  icon: Icon,
  values,
  loading,
  testId,
  className,
}: {
  label: string;
  icon: LucideIcon;
  values: string[];
  loading: boolean;
  testId?: string;
  className?: string;
}) {
  const [first, ...others] = values;
  return (
    <Card className={cn('gap-2 px-4 py-4', className)} data-testid={testId}>
      <p className="flex items-center justify-between gap-2 text-sm font-medium text-muted-foreground">
        <span className="truncate">{label}</span>
        <Icon aria-hidden="true" className="size-4 shrink-0" />
      </p>
      {loading ? (
        <Skeleton className="h-7 w-24" />
      ) : (
        <div className="flex min-w-0 flex-col gap-0.5">
          <p className="text-xl font-semibold tracking-tight break-words tabular-nums sm:text-2xl">{first}</p>
          {others.map((value) => (
            <p key={value} className="text-sm font-medium break-words text-muted-foreground tabular-nums">
              {value}
            </p>
          ))}
        </div>
      )}
    </Card>
  );
}
