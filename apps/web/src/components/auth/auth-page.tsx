import type { ReactNode } from 'react';
import { SimpleLayout } from '@/components/layout/simple-layout';
import { SimplePageHeader } from '@/components/layout/simple-page-header';
import { Card, CardContent } from '@/components/ui/card';
import { cn } from '@/lib/utils';

interface AuthPageProps {
  title: string;
  description?: string;
  /** Under the card, e.g. the link to the other of sign-in and registration. */
  footer?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** Sign-in, registration and recovery: the simple layout with the logo and one centred card. */
export function AuthPage({ title, description, footer, className, children }: AuthPageProps) {
  return (
    <SimpleLayout>
      <SimplePageHeader className="max-w-5xl" />
      <div className="relative flex justify-center px-4 pt-4 pb-16 md:pt-10">
        <div aria-hidden="true" className="pointer-events-none absolute inset-x-0 top-0 -z-10 mx-auto h-72 max-w-lg rounded-full bg-primary/10 blur-3xl" />
        <div className={cn('flex w-full max-w-md flex-col gap-6', className)}>
          <Card className="gap-6 py-7">
            <div className="flex flex-col gap-1.5 px-6 text-center">
              <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
              {description && <p className="text-sm text-muted-foreground">{description}</p>}
            </div>
            <CardContent className="px-6">{children}</CardContent>
          </Card>
          {footer && <div className="text-center text-sm text-muted-foreground">{footer}</div>}
        </div>
      </div>
    </SimpleLayout>
  );
}
