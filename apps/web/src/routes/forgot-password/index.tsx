import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AuthPage } from '@/components/auth/auth-page';
import { usePageTitle } from '@/hooks/use-page-title';
import { ForgotPasswordForm } from './-components/forgot-password-form';

export const Route = createFileRoute('/forgot-password/')({
  component: ForgotPasswordPage,
});

function ForgotPasswordPage() {
  const { t } = useTranslation('accountLinks');
  usePageTitle(t('forgot.pageTitle'));
  return (
    <AuthPage title={t('forgot.title')} description={t('forgot.description')}>
      <ForgotPasswordForm />
    </AuthPage>
  );
}
