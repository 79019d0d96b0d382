import { type ReactNode, useId } from 'react';
import { Card, CardContent, CardHeader } from '@/components/ui/card';

/** One ad platform's card on Accounts: its mark, name, a status badge, and what can be done with it. */
export function PlatformCard({
  icon,
  title,
  description,
  badge,
  busy = false,
  children,
}: {
  icon: ReactNode;
  title: string;
  description: string;
  badge?: ReactNode;
  busy?: boolean;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Card asChild>
      <article aria-labelledby={titleId} aria-busy={busy}>
        <CardHeader className="flex-col sm:flex-row sm:flex-nowrap">
          <div className="flex min-w-0 items-center gap-3">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-muted">{icon}</span>
            <div className="flex min-w-0 flex-col gap-1">
              <h3 id={titleId} className="leading-none font-semibold">
                {title}
              </h3>
              <p className="text-sm text-muted-foreground">{description}</p>
            </div>
          </div>
          {badge}
        </CardHeader>
        <CardContent className="flex flex-1 flex-col gap-4">{children}</CardContent>
      </article>
    </Card>
  );
}
