import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserMessage } from '@adfleet/core/messages';
import { SaveIcon } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/auth/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/hooks/use-toast';
import { useRenderMessage } from '@/i18n/use-render-message';
import { clientErrorMessageOf, fieldErrorsOf } from '@/lib/trpc-error';
import { useTRPC } from '@/lib/trpc';
import type { Settings } from './settings-types';

const FIELDS = ['firstName', 'lastName', 'email'] as const;
type Field = (typeof FIELDS)[number];

export function ProfileForm({ settings }: { settings: Settings }) {
  const { t } = useTranslation('settings');
  const render = useRenderMessage();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Record<Field, string>>({ firstName: settings.firstName ?? '', lastName: settings.lastName ?? '', email: settings.email });
  const [errors, setErrors] = useState<Partial<Record<Field, UserMessage>>>({});
  const save = useMutation(trpc.settings.updateProfile.mutationOptions());

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setErrors({});
    save.mutate(values, {
      onSuccess: (saved) => {
        queryClient.setQueryData(trpc.settings.get.queryKey(), saved);
        toast({ title: t('profile.saved'), variant: 'success' });
      },
      onError: (error) => {
        const byField = fieldErrorsOf(error);
        const found = Object.fromEntries(FIELDS.filter((field) => byField[field]).map((field) => [field, byField[field]]));
        setErrors(found);
        if (Object.keys(found).length === 0) toast({ title: t('profile.failed'), description: render(clientErrorMessageOf(error)) ?? undefined, variant: 'destructive' });
      },
    });
  };

  const field = (name: Field) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      setErrors(({ [name]: _dropped, ...rest }) => rest);
    },
  });
  const errorOf = (name: Field) => (errors[name] ? render(errors[name]) : undefined);

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-busy={save.isPending} data-testid="profile-form">
      <FormField label={t('profile.username')} hint={t('profile.usernameHint')}>
        <Input value={settings.username} readOnly disabled />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('profile.firstName')} labelNote={t('optional')} error={errorOf('firstName')}>
          <Input autoComplete="given-name" {...field('firstName')} />
        </FormField>
        <FormField label={t('profile.lastName')} labelNote={t('optional')} error={errorOf('lastName')}>
          <Input autoComplete="family-name" {...field('lastName')} />
        </FormField>
      </div>
      <FormField label={t('profile.email')} error={errorOf('email')}>
        <Input type="email" autoComplete="email" spellCheck={false} {...field('email')} />
      </FormField>
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? <Spinner /> : <SaveIcon aria-hidden="true" />}
          {save.isPending ? t('saving') : t('save')}
        </Button>
      </div>
    </form>
  );
}
