import { Spinner } from '@/components/ui/spinner';

/** A centred spinner and message for whole-page waits (checking the session, signing out). */
export function FullPageStatus({ message }: { message: string }) {
  return (
    <div role="status" aria-live="polite" className="flex min-h-dvh flex-col items-center justify-center gap-3 p-6 text-muted-foreground">
      <Spinner className="size-6 text-primary" />
      <p className="text-sm">{message}</p>
    </div>
  );
}
