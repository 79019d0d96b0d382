import { useNavigate } from '@tanstack/react-router';
import type { ComponentProps, MouseEvent } from 'react';

type AppLinkProps = ComponentProps<'a'> & { href: string };

/**
 * A link to an app page given as a plain path. TanStack's <Link> accepts only routes that already exist, and some
 * targets (the legal pages, the credentials guide) arrive in later tasks; this still navigates without a reload.
 */
export function AppLink({ href, onClick, ...props }: AppLinkProps) {
  const navigate = useNavigate();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const opensElsewhere = event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || props.target;
    if (event.defaultPrevented || opensElsewhere) return;
    event.preventDefault();
    void navigate({ href });
  };
  return <a href={href} onClick={handleClick} {...props} />;
}
