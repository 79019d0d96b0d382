import { useTranslation } from 'react-i18next';
import { SettingsSection } from '@/routes/_authed/settings/-components/settings-section';
import { ApprovalRuleSetting } from './approval-rule-setting';

/** Settings → Team's card for the workspace's approval rule, with its own texts (the `approvals` namespace). */
export function ApprovalRuleSection() {
  const { t } = useTranslation('approvals');
  return (
    <SettingsSection id="approvals" title={t('rule.title')} description={t('rule.description')}>
      <ApprovalRuleSetting />
    </SettingsSection>
  );
}
