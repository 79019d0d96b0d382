import { Link } from '@tanstack/react-router';
import { AppLogo } from '@/components/app-logo';
import { LanguageSwitcher } from '@/components/layout/header/language-switcher';
import { ThemeToggle } from '@/components/layout/header/theme-toggle';
import { cn } from '@/lib/utils';

/** The bar of pages outside the signed-in shell: the logo home, the language and the theme. */
export function SimplePageHeader({ className }: { className?: string }) {
  return (
    <div className={cn('mx-auto flex items-center justify-between px-4 py-4 md:px-6', className)}>
      <Link to="/" className="rounded-md focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none">
        <AppLogo />
      </Link>
      <div className="flex items-center gap-1">
        <LanguageSwitcher />
        <ThemeToggle />
      </div>
    </div>
  );
}
