import { InfoIcon } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';

/**
 * Stands where a panel whose only purpose is an action the caller's role lacks would be: the reason, and what the
 * page still offers them.
 */
export function RoleNote({ reason, detail }: { reason: string; detail: string }) {
  return (
    <Alert variant="info" data-testid="role-note">
      <InfoIcon aria-hidden="true" />
      <AlertTitle>{reason}</AlertTitle>
      <AlertDescription>{detail}</AlertDescription>
    </Alert>
  );
}
