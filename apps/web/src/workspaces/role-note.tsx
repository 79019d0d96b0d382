import { LockIcon } from 'lucide-react';
import { Alert, AlertDescription } from '@/components/ui/alert';

/** Stands where a panel whose only purpose is an action the caller's role lacks would be: its reason, in a line. */
export function RoleNote({ reason }: { reason: string }) {
  return (
    <Alert variant="info" data-testid="role-note">
      <LockIcon aria-hidden="true" />
      <AlertDescription>{reason}</AlertDescription>
    </Alert>
  );
}
