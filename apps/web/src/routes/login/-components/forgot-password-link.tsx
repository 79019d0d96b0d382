import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/** To the forgot-password form, which mails a reset link. */
export function ForgotPasswordLink() {
  const { t } = useTranslation('auth');
  return (
    <Link to="/forgot-password" className="rounded-sm text-xs text-muted-foreground underline-offset-4 outline-none hover:text-foreground hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50">
      {t('login.forgotPassword')}
    </Link>
  );
}
