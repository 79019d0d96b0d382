import { RotateCwIcon } from 'lucide-react';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { CloneEstimate } from './clone-estimate';
import { AccountPicker } from './account-picker';
import { useClonePreflight } from './clone-api';
import type { AdAccount, Campaign, ClonePreflightInput, CloneRequest, DuplicateChoices } from './clone-types';
import {
  buildCloneRequest,
  DEFAULT_CURRENCY,
  defaultFormValues,
  type DuplicateFormErrors,
  type DuplicateFormValues,
  hasErrors,
  sharedBudgetHundredths,
  targetBudgets,
  validateDuplicateForm,
} from './duplicator-model';
import { BudgetFields } from './budget-fields';
import { budgetPrefill } from './budget-model';
import { CloneOptionsFields } from './clone-options-fields';
import { type CloneOptionValues, DEFAULT_CLONE_OPTIONS, withCloneOptions, withOptionErrors } from './clone-options-model';
import { choicesFor, preflightPassed, requestTargets } from './preflight-model';
import { PreflightRows } from './preflight-rows';
import { StartTimeField } from './start-time-field';
import { useSourceBudgetPrefill } from './use-source-budget-prefill';
import { START_NOW, type StartChoice, startOptions, startTimeError } from './start-time-model';
import { ChosenCampaigns } from './chosen-campaigns';
import { severalCloneRequest, severalFormErrors, severalNameTemplate, severalPreflightInput } from './several-form';
import { FACEBOOK_PLATFORM_ID } from '@/lib/platform-links';
import { MetaIdFields } from './meta-id-fields';

interface DuplicateFormProps {
  campaign: Campaign;
  accounts: { data: readonly AdAccount[] | undefined; isPending: boolean; isError: boolean; refetch: () => unknown };
  submitting: boolean;
  onSubmit: (request: CloneRequest, selectedCount: number) => void;
  onCancel: () => void;
  /** Two or more campaigns cloned as one batch: each with its own budget, so the form has no budget of its own. */
  several?: readonly Campaign[];
}

/** How long the form rests before the preflight checks it again. */
const PREFLIGHT_DEBOUNCE_MS = 300;

/**
 * The duplicate form: name template, duplication options, budget type and amount, optional pixel and page, the target accounts, and per
 * selected account its page, pixel and preflight verdict. Submit waits until every selected account passes.
 */
export function DuplicateForm({ campaign, accounts, submitting, onSubmit, onCancel, several }: DuplicateFormProps) {
  const { t } = useTranslation('duplicateDialog');
  const multi = several !== undefined && several.length > 1 ? several : undefined;
  const [values, setValues] = useState<DuplicateFormValues>(() => {
    const copyName = (name: string) => t('form.copyName', { name });
    return { ...defaultFormValues(campaign, copyName), ...(multi ? { nameTemplate: severalNameTemplate(copyName) } : {}) };
  });
  const prefilledFrom = useMemo(() => budgetPrefill(campaign).from, [campaign]);
  useSourceBudgetPrefill(!multi && prefilledFrom === 'adSets' ? campaign.id : null, setValues);
  const currencyOf = (adAccountId: string) => accounts.data?.find((account) => account.adAccountId === adAccountId)?.currency ?? 'USD';
  // The form's amount is in the source's currency; the preflight converts it into each other account's.
  const sourceCurrency = campaign.currency || DEFAULT_CURRENCY;
  const budgets = multi ? {} : targetBudgets(values, (adAccountId) => ({ adAccountId, currency: currencyOf(adAccountId) }), sourceCurrency);
  const inputOf = (current: DuplicateFormValues, picked: DuplicateChoices, chosen: CloneOptionValues) =>
    multi ? severalPreflightInput(multi, current, picked, chosen) : preflightInputOf({ id: campaign.id, currency: sourceCurrency }, current, picked, budgets, chosen);
  const [errors, setErrors] = useState<DuplicateFormErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [choices, setChoices] = useState<DuplicateChoices>({});
  const [options, setOptions] = useState<CloneOptionValues>(DEFAULT_CLONE_OPTIONS);
  const [start, setStart] = useState<StartChoice>(START_NOW);
  const startError = submitted ? startTimeError(start, new Date()) : undefined;
  const asked = JSON.stringify(inputOf(values, choices, options));
  const preflightKey = useDebouncedValue(asked, PREFLIGHT_DEBOUNCE_MS);
  const preflightInput = useMemo(() => JSON.parse(preflightKey) as ClonePreflightInput | null, [preflightKey]);
  const preflight = useClonePreflight(preflightInput);
  // Rows answer for the form as it stood when asked: a newer selection waits for its own answer.
  const settled = preflightKey === asked && !preflight.isPlaceholderData && !preflight.isFetching;
  const rows = preflight.data?.targets;
  // Each account's budget as its row shows it, converted ones included: the clone gets exactly those amounts.
  const shown = multi ? {} : targetBudgets(values, (adAccountId) => rows?.find((row) => row.adAccountId === adAccountId), sourceCurrency);
  // An account whose amount is valid but unknown (no conversion answered) is never sent the source's figure instead.
  const budgetsKnown = multi !== undefined || sharedBudgetHundredths(values) === undefined || values.targetAccounts.every((adAccountId) => shown[adAccountId] !== undefined);
  const ready = settled && preflightPassed(values.targetAccounts, rows) && budgetsKnown;
  const ids = { name: useId(), nameHelp: useId(), accountsError: useId(), blocked: useId() };

  const update = (patch: Partial<DuplicateFormValues>) => {
    const next = { ...values, ...patch };
    setValues(next);
    // Once the user tried to submit, errors follow their corrections.
    if (submitted) setErrors(withOptionErrors(validate(next), options));
  };
  const updateOptions = (patch: Partial<CloneOptionValues>) => {
    const next = { ...options, ...patch };
    setOptions(next);
    if (submitted) setErrors(withOptionErrors(validate(values), next));
  };
  const validate = (current: DuplicateFormValues) => (multi ? severalFormErrors(validateDuplicateForm(current)) : validateDuplicateForm(current));

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = withOptionErrors(validate(values), options);
    setErrors(found);
    if (hasErrors(found) || startTimeError(start, new Date()) || !ready || !rows) return;
    const startAt = startOptions(start).options?.startAt;
    const withStart = (request: CloneRequest): CloneRequest => (startAt ? { ...request, options: { ...request.options, startAt } } : request);
    if (multi) {
      // Each campaign keeps its own budget: the multiplier field is not offered, so none is sent.
      const several = withCloneOptions(severalCloneRequest(multi, values, requestTargets(values.targetAccounts, rows, {}, choices)), options, '');
      onSubmit(withStart(several), values.targetAccounts.length * multi.length);
      return;
    }
    if (values.budgetType !== 'daily' && values.budgetType !== 'lifetime') return;
    const request = buildCloneRequest(campaign.id, { ...values, budgetType: values.budgetType });
    const chosen = withCloneOptions({ ...request, targets: requestTargets(values.targetAccounts, rows, shown, choices) }, options, values.multiplier);
    onSubmit(withStart(chosen), values.targetAccounts.length);
  };

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4" aria-busy={submitting}>
      {options.name === 'original' ? (
        <p className="text-sm text-muted-foreground" data-testid="keeps-original-name">
          {t('options.keepsName', { name: campaign.name })}
        </p>
      ) : (
        <div className="flex flex-col gap-2">
          <Label htmlFor={ids.name}>{t('form.nameTemplate')}</Label>
          <Input
            id={ids.name}
            value={values.nameTemplate}
            onChange={(event) => update({ nameTemplate: event.target.value })}
            aria-invalid={errors.nameTemplate !== undefined}
            aria-describedby={ids.nameHelp}
            maxLength={400}
            disabled={submitting}
          />
          {errors.nameTemplate && <p className="text-sm text-destructive">{t(`form.errors.${errors.nameTemplate}`)}</p>}
          <p id={ids.nameHelp} className="text-xs text-muted-foreground">
            {t('form.nameHelp')}
          </p>
        </div>
      )}

      <CloneOptionsFields values={options} onChange={updateOptions} disabled={submitting} />

      {multi ? (
        <ChosenCampaigns campaigns={multi} />
      ) : (
        <BudgetFields
          values={values}
          errors={errors}
          prefilledFrom={prefilledFrom}
          sourceCurrency={sourceCurrency}
          onChange={update}
          disabled={submitting}
        />
      )}

      {campaign.platformId === FACEBOOK_PLATFORM_ID && <MetaIdFields pixelId={values.pixelId} pageId={values.pageId} onChange={update} disabled={submitting} />}

      {accounts.isPending ? (
        <div className="flex flex-col gap-2">
          <Skeleton className="h-4 w-40" />
          <Skeleton className="h-24 w-full" />
        </div>
      ) : accounts.isError ? (
        <div role="alert" className="flex flex-col items-start gap-2 text-sm">
          <p className="text-destructive">{t('form.noAccounts')}</p>
          <Button type="button" variant="outline" size="sm" onClick={() => void accounts.refetch()}>
            <RotateCwIcon aria-hidden="true" />
            {t('retry')}
          </Button>
        </div>
      ) : (
        <AccountPicker
          accounts={accounts.data ?? []}
          platformId={campaign.platformId}
          selected={values.targetAccounts}
          onChange={(targetAccounts) => update({ targetAccounts })}
          invalid={errors.targetAccounts !== undefined}
          describedBy={errors.targetAccounts ? ids.accountsError : undefined}
          disabled={submitting}
        />
      )}
      {errors.targetAccounts && (
        <p id={ids.accountsError} className="-mt-2 text-sm text-destructive">
          {t(`form.errors.${errors.targetAccounts}`)}
        </p>
      )}

      <PreflightRows
        selected={values.targetAccounts}
        rows={rows}
        checking={!settled}
        failed={preflight.isError}
        choices={choices}
        {...(multi ? {} : { budget: { values, sourceCurrency, onOverride: (adAccountId: string, text: string) => update({ overrides: { ...values.overrides, [adAccountId]: text } }) } })}
        onChoose={(adAccountId, choice) => setChoices((current) => ({ ...current, [adAccountId]: choice }))}
        onLeaveOut={(failing) => update({ targetAccounts: values.targetAccounts.filter((id) => !failing.includes(id)) })}
        disabled={submitting}
      />
      <StartTimeField value={start} onChange={setStart} error={startError} disabled={submitting} />
      {settled && ready && values.targetAccounts.length > 0 && <CloneEstimate minutes={preflight.data?.estimatedMinutes} />}
      {settled && values.targetAccounts.length > 0 && !ready && !preflight.isError && (
        <p id={ids.blocked} className="text-sm text-muted-foreground">
          {t('preflight.submitBlocked')}
        </p>
      )}

      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel} disabled={submitting}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" disabled={submitting || (values.targetAccounts.length > 0 && !ready)} aria-describedby={ids.blocked}>
          {submitting && <Spinner />}
          {submitting ? t('form.submitting') : start.kind === 'later' ? t('schedule.submit') : t('form.submit')}
        </Button>
      </DialogFooter>
    </form>
  );
}

/**
 * What the preflight is asked: the form as it stands, once an account is selected (budgets only where valid), the
 * amount said to be in the source's currency so that each account in another is answered with it converted.
 */
function preflightInputOf(source: { id: string; currency: string }, values: DuplicateFormValues, choices: DuplicateChoices, budgets: Record<string, number>, options: CloneOptionValues): ClonePreflightInput | null {
  if (values.targetAccounts.length === 0) return null;
  return withCloneOptions(preflightOfValues(source, values, choices, budgets), options, values.multiplier);
}

function preflightOfValues(source: { id: string; currency: string }, values: DuplicateFormValues, choices: DuplicateChoices, budgets: Record<string, number>): ClonePreflightInput {
  const budgetType = values.budgetType === '' ? undefined : values.budgetType;
  const shared = sharedBudgetHundredths(values);
  return {
    campaignId: source.id,
    targetAccounts: [...values.targetAccounts],
    ...(values.nameTemplate.trim() ? { nameTemplate: values.nameTemplate.trim() } : {}),
    ...(budgetType ? { budgetType } : {}),
    ...(shared !== undefined ? { [budgetType === 'lifetime' ? 'lifetimeBudget' : 'dailyBudget']: shared, budgetCurrency: source.currency } : {}),
    ...(values.pixelId.trim() ? { pixelId: values.pixelId.trim() } : {}),
    ...(values.pageId.trim() ? { pageId: values.pageId.trim() } : {}),
    targets: choicesFor(values.targetAccounts, choices, budgets),
  };
}
