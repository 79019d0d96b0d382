import { useTranslation } from 'react-i18next';
import { ApprovalRuleSetting } from '@/approvals/approval-rule-setting';
import { SettingsSection } from '@/routes/_authed/settings/-components/settings-section';
import { useWorkspaceRole } from '@/workspaces/use-workspace-role';

/**
 * Settings → Team's section for the workspace's approval rule (issue 17, "Approvals"): every member but a client sees
 * whether managers' work waits for approval; only an admin or the owner may change it (the switch says why not).
 */
export function ApprovalRuleSlot() {
  const { t } = useTranslation('approvals');
  const { role } = useWorkspaceRole();
  if (role === undefined || role === 'client') return null;
  return (
    <SettingsSection id="approvals" title={t('rule.title')} description={t('rule.description')}>
      <ApprovalRuleSetting />
    </SettingsSection>
  );
}
