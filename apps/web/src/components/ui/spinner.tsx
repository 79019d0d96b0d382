import { LoaderCircleIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** Decorative: the text next to it (or an aria-busy region) tells assistive technology what is loading. */
export function Spinner({ className, ...props }: ComponentProps<'svg'>) {
  return <LoaderCircleIcon aria-hidden="true" className={cn('size-4 animate-spin', className)} {...props} />;
}
