import { Link } from '@tanstack/react-router';
import { LogOutIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/auth/auth-context';
import { Avatar, AvatarFallback } from '@/components/ui/avatar';
import { buttonVariants } from '@/components/ui/button';
import { displayNameOf, initialsOf } from '@/lib/initials';

export function SidebarUser({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('layout');
  const { user } = useAuth();
  if (!user) return null;

  return (
    <div className="flex items-center gap-3 px-1">
      <Avatar>
        <AvatarFallback>{initialsOf(user)}</AvatarFallback>
      </Avatar>
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="truncate text-sm font-medium">{displayNameOf(user)}</span>
        <span className="truncate text-xs text-muted-foreground">{user.email}</span>
      </span>
      <Link to="/logout" onClick={onNavigate} aria-label={t('nav.signOut')} title={t('nav.signOut')} className={buttonVariants({ variant: 'ghost', size: 'icon' })}>
        <LogOutIcon aria-hidden="true" />
      </Link>
    </div>
  );
}
