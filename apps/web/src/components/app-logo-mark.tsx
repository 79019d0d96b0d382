/** The logo's square mark alone; the landing page draws it without the class-merging helper AppLogo uses. */
export function AppLogoMark({ className = 'size-7 shrink-0' }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 32" className={className}>
      <rect width="32" height="32" rx="8" className="fill-primary" />
      <path d="M9 22 16 8l7 14h-4.2L16 16l-2.8 6z" className="fill-primary-foreground" />
    </svg>
  );
}
