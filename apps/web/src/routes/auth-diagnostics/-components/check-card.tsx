import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import type { CheckState } from './check-state';
import { StatusBadge } from './status-badge';

interface CheckCardProps {
  title: string;
  icon: LucideIcon;
  state: CheckState;
  children?: ReactNode;
}

/** One service's result, as an article named by its title so it can be found by role and name. */
export function CheckCard({ title, icon: Icon, state, children }: CheckCardProps) {
  const titleId = useId();
  return (
    <Card asChild>
      <article aria-labelledby={titleId} aria-busy={state.status === 'checking'}>
        <CardHeader className="flex-nowrap items-center">
          <div className="flex min-w-0 items-center gap-3">
            <span
              className={cn(
                'flex size-9 shrink-0 items-center justify-center rounded-lg',
                (state.status === 'online' || state.status === 'sandbox') && 'bg-success/15 text-success',
                state.status === 'offline' && 'bg-destructive/15 text-destructive',
                state.status === 'checking' && 'bg-muted text-muted-foreground',
              )}
            >
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <h2 id={titleId} className="leading-none font-semibold">
              {title}
            </h2>
          </div>
          <StatusBadge status={state.status} />
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {state.message}
          </p>
          {children}
        </CardContent>
      </article>
    </Card>
  );
}
