import type { ReactNode } from 'react';

/** One ad platform in Settings: its mark and name, its state, and what can be done with it. */
export function PlatformRow({ icon, name, badge, children, testId }: { icon: ReactNode; name: string; badge: ReactNode; children?: ReactNode; testId: string }) {
  return (
    <li className="flex flex-col gap-3 rounded-lg border p-4 sm:flex-row sm:items-center sm:justify-between" data-testid={testId}>
      <div className="flex min-w-0 items-center gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-muted">{icon}</span>
        <div className="flex min-w-0 flex-col gap-1">
          <span className="font-medium">{name}</span>
          <span>{badge}</span>
        </div>
      </div>
      {children && <div className="flex flex-wrap gap-2">{children}</div>}
    </li>
  );
}
