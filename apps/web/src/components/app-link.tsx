import { type AnyRouter, useRouter } from '@tanstack/react-router';
import type { ComponentProps, MouseEvent } from 'react';

type AppLinkProps = ComponentProps<'a'> & { href: string };

/**
 * A link to an app page given as a plain path, for components that also render outside a router (the registration
 * form in its unit tests), where TanStack's <Link> cannot: there it is a plain link, in the app it navigates without a
 * reload. Elsewhere prefer the typed <Link>.
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
