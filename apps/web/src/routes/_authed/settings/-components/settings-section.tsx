import { type ReactNode, useId } from 'react';
import { Card, CardContent, CardHeader } from '@/components/ui/card';

/** One section of Settings, with its own anchor so a link can point at it (/settings#sessions). */
export function SettingsSection({ id, title, description, children }: { id: string; title: string; description: string; children?: ReactNode }) {
  const headingId = useId();
  return (
    <Card asChild className="scroll-mt-24">
      <section id={id} aria-labelledby={headingId}>
        <CardHeader className="flex-col items-start gap-1">
          <h2 id={headingId} className="text-lg leading-none font-semibold tracking-tight">
            {title}
          </h2>
          <p className="text-sm text-muted-foreground">{description}</p>
        </CardHeader>
        {children && <CardContent className="flex flex-col gap-4">{children}</CardContent>}
      </section>
    </Card>
  );
}
