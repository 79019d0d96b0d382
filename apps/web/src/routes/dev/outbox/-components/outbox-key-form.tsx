import { KeyRoundIcon } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/auth/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

/**
 * Asks for the installation's sandbox control key, which opens everyone's mail. `rejected`: the last key given was
 * not this installation's.
 */
export function OutboxKeyForm({ onKey, rejected }: { onKey: (key: string) => void; rejected: boolean }) {
  const { t } = useTranslation('outbox');
  const [key, setKey] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const given = key.trim();
    setMissing(given === '');
    if (given !== '') onKey(given);
  };
  const error = missing ? t('key.missing') : rejected ? t('key.rejected') : undefined;
  return (
    <form noValidate onSubmit={submit} aria-label={t('key.title')} className="flex flex-col gap-3 rounded-lg border p-4">
      <div className="flex flex-col gap-1">
        <h2 className="flex items-center gap-2 text-base font-medium">
          <KeyRoundIcon aria-hidden="true" className="size-4 text-muted-foreground" />
          {t('key.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('key.description')}</p>
      </div>
      <FormField label={t('key.label')} hint={t('key.hint')} error={error}>
        <Input name="sandbox-key" type="password" autoComplete="off" spellCheck={false} value={key} onChange={(event) => setKey(event.target.value)} />
      </FormField>
      <Button type="submit" className="self-start">
        {t('key.submit')}
      </Button>
    </form>
  );
}
