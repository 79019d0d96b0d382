import { SearchIcon } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/auth/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

/** The code being looked up; a new one goes to the URL, which the page reads. */
export function DeletionCodeForm({ code, onLookup }: { code: string; onLookup: (code: string) => void }) {
  const { t } = useTranslation('dataRights');
  const [value, setValue] = useState(code);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (value.trim()) onLookup(value.trim());
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <FormField label={t('status.code')} className="flex-1">
        <Input name="code" autoComplete="off" spellCheck={false} className="font-mono" value={value} onChange={(event) => setValue(event.target.value)} />
      </FormField>
      <Button type="submit" variant="outline">
        <SearchIcon aria-hidden="true" />
        {t('status.lookup')}
      </Button>
    </form>
  );
}
