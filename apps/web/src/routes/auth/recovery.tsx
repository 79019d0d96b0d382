import { createFileRoute } from '@tanstack/react-router';
import { SessionRecoveryScreen } from '@/components/session-recovery/session-recovery-screen';

/** The spec names both paths for the same screen. */
export const Route = createFileRoute('/auth/recovery')({
  component: SessionRecoveryScreen,
});
