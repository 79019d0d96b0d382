import { type AnyRouter, useRouter } from '@tanstack/react-router';
import type { ComponentProps, MouseEvent } from 'react';

type AppLinkProps = ComponentProps<'a'> & { href: string };

/**
 * A link to an app page given as a plain path. TanStack's <Link> accepts only routes that already exist, and some
 * targets (the legal pages, the credentials guide) arrive in later tasks; this still navigates without a reload.
 * Outside a router (a component rendered on its own) it is a plain link.
 */
export function AppLink({ href, onClick, ...props }: AppLinkProps) {
  const router = useRouter({ warn: false }) as AnyRouter | undefined;
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const opensElsewhere = event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || props.target;
    if (!router || event.defaultPrevented || opensElsewhere) return;
    event.preventDefault();
    void router.navigate({ href });
  };
  return <a href={href} onClick={handleClick} {...props} />;
}
