import type { InvitedRoleName } from '@adfleet/core/team-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/auth/form-field';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/hooks/use-toast';
import { useRenderMessage } from '@/i18n/use-render-message';
import { useTRPC } from '@/lib/trpc';
import { fieldErrorsOf } from '@/lib/trpc-error';
import { INVITED_ROLES } from './invited-roles';
import { AssignmentPicker, type Assignments } from './assignment-picker';
import { type InviteFieldErrors, inviteFieldErrors } from './invite-validation';
import { useCallErrorText } from './use-call-error-text';

const NO_ASSIGNMENTS: Assignments = { adAccountIds: [], businessIds: [] };

/** Email, role and (for a client) what they may see; each field says what is wrong with it, the server's word last. */
export function InviteForm() {
  const { t } = useTranslation('team');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const render = useRenderMessage();
  const errorText = useCallErrorText();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<InvitedRoleName>('manager');
  const [assignments, setAssignments] = useState<Assignments>(NO_ASSIGNMENTS);
  const [errors, setErrors] = useState<InviteFieldErrors>({});
  const [serverErrors, setServerErrors] = useState<{ email?: string; assignments?: string; form?: string }>({});
  const create = useMutation(trpc.invitations.create.mutationOptions());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const draft = { email, role, ...(role === 'client' ? assignments : NO_ASSIGNMENTS) };
    const found = inviteFieldErrors(draft);
    setErrors(found);
    setServerErrors({});
    if (Object.keys(found).length > 0) return;
    create.mutate(
      { ...draft, email: email.trim() },
      {
        onSuccess: () => {
          toast({ title: t('invite.sent', { email: email.trim() }) });
          setEmail('');
          setAssignments(NO_ASSIGNMENTS);
          void queryClient.invalidateQueries({ queryKey: trpc.invitations.list.queryKey() });
        },
        onError: (failure) => {
          const fields = fieldErrorsOf(failure);
          const emailSaid = fields['email'];
          const assignmentsSaid = fields['adAccountIds'] ?? fields['businessIds'];
          setServerErrors(
            emailSaid || assignmentsSaid
              ? { email: emailSaid ? render({ ...emailSaid, params: { ...emailSaid.params, field: t('invite.email') } }) : undefined, assignments: assignmentsSaid ? render(assignmentsSaid) : undefined }
              : { form: errorText(failure) },
          );
        },
      },
    );
  };

  const emailError = errors.email ? t(`invite.${errors.email}`) : serverErrors.email;
  const assignmentsError = errors.assignments ? t(`invite.${errors.assignments}`) : serverErrors.assignments;
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" data-testid="invite-form">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-[minmax(0,1fr)_12rem]">
        <FormField label={t('invite.email')} error={emailError}>
          <Input type="email" value={email} maxLength={254} autoComplete="off" placeholder={t('invite.emailPlaceholder')} onChange={(event) => setEmail(event.target.value)} data-testid="invite-email" />
        </FormField>
        <FormField label={t('invite.role')}>
          <Select value={role} onValueChange={(value) => setRole(value as InvitedRoleName)}>
            <SelectTrigger className="w-full" data-testid="invite-role">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {INVITED_ROLES.map((option) => (
                <SelectItem key={option} value={option}>
                  {t(`roles.${option}`)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </FormField>
      </div>
      <p className="-mt-2 text-xs text-muted-foreground">{t(`roleHints.${role}`)}</p>
      {role === 'client' && (
        <AssignmentPicker value={assignments} onChange={setAssignments} error={assignmentsError} disabled={create.isPending} />
      )}
      {serverErrors.form && (
        <Alert variant="destructive">
          <AlertDescription>{serverErrors.form}</AlertDescription>
        </Alert>
      )}
      <div>
        <Button type="submit" disabled={create.isPending} data-testid="invite-submit">
          {create.isPending && <Spinner />}
          {t('invite.submit')}
        </Button>
      </div>
    </form>
  );
}
