import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader } from '@/components/ui/card';

const HINTS = ['troubleshooting.database', 'troubleshooting.auth', 'troubleshooting.facebook', 'troubleshooting.worker'] as const;

const hintComponents = {
  strong: <strong className="font-semibold text-foreground" />,
  code: <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-xs text-foreground" />,
  guide: <Link to="/facebook-credentials-guide" className="font-medium text-primary underline-offset-4 hover:underline" />,
};

export function TroubleshootingSection() {
  const { t } = useTranslation('diagnostics');
  const headingId = useId();
  return (
    <Card asChild>
      <section aria-labelledby={headingId}>
        <CardHeader>
          <h2 id={headingId} className="leading-none font-semibold">
            {t('troubleshooting.title')}
          </h2>
        </CardHeader>
        <CardContent>
          <ul className="flex list-disc flex-col gap-2 pl-5 text-sm text-muted-foreground marker:text-muted-foreground/60">
            {HINTS.map((key) => (
              <li key={key}>
                <Trans t={t} i18nKey={key} components={hintComponents} />
              </li>
            ))}
          </ul>
        </CardContent>
      </section>
    </Card>
  );
}
