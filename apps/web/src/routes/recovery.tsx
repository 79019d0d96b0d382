import { createFileRoute } from '@tanstack/react-router';
import { SessionRecoveryScreen } from '@/components/session-recovery/session-recovery-screen';

export const Route = createFileRoute('/recovery')({
  component: SessionRecoveryScreen,
});
