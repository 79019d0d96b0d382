import { useTranslation } from 'react-i18next';
import { DataExportButton } from './data-export-button';
import { DeleteAccountForm } from './delete-account-form';
import { SettingsSection } from './settings-section';

/** The rights of access, portability and erasure: download everything, or delete the account now. */
export function YourDataSection() {
  const { t } = useTranslation('dataRights');
  return (
    <SettingsSection id="your-data" title={t('settings.title')} description={t('settings.description')}>
      <div className="flex flex-col gap-3">
        <h3 className="font-medium">{t('settings.export.title')}</h3>
        <p className="text-sm text-muted-foreground">{t('settings.export.body')}</p>
        <DataExportButton />
      </div>
      <div className="flex flex-col gap-3 border-t pt-4">
        <h3 className="font-medium text-destructive">{t('settings.delete.title')}</h3>
        <p className="text-sm text-muted-foreground">{t('settings.delete.body')}</p>
        <DeleteAccountForm />
      </div>
    </SettingsSection>
  );
}
