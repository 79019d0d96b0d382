import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { scheduleBounds, type StartChoice, type StartTimeError } from './start-time-model';

interface StartTimeFieldProps {
  value: StartChoice;
  onChange: (value: StartChoice) => void;
  error: StartTimeError | undefined;
  disabled: boolean;
}

/** The spec's "start immediately or schedule": a scheduled clone waits, cancellable from the history, until its time. */
export function StartTimeField({ value, onChange, error, disabled }: StartTimeFieldProps) {
  const { t } = useTranslation('duplicateDialog');
  const ids = { label: useId(), at: useId(), help: useId(), error: useId() };
  const bounds = scheduleBounds(new Date());
  return (
    <div className="flex flex-col gap-2" data-testid="clone-start-time">
      <span id={ids.label} className="text-sm font-medium">
        {t('schedule.label')}
      </span>
      <RadioGroup
        aria-labelledby={ids.label}
        value={value.kind}
        onValueChange={(kind) => onChange({ ...value, kind: kind as StartChoice['kind'] })}
        className="flex flex-wrap gap-x-6 gap-y-2"
        disabled={disabled}
      >
        {(['now', 'later'] as const).map((kind) => (
          <Label key={kind} className="cursor-pointer font-normal">
            <RadioGroupItem value={kind} />
            {t(`schedule.${kind}`)}
          </Label>
        ))}
      </RadioGroup>
      {value.kind === 'later' && (
        <div className="flex flex-col gap-2 sm:max-w-64">
          <Label htmlFor={ids.at}>{t('schedule.at')}</Label>
          <Input
            id={ids.at}
            type="datetime-local"
            className="dark:[color-scheme:dark]"
            value={value.local}
            min={bounds.min}
            max={bounds.max}
            onChange={(event) => onChange({ ...value, local: event.target.value })}
            aria-invalid={error !== undefined}
            aria-describedby={error ? `${ids.error} ${ids.help}` : ids.help}
            disabled={disabled}
          />
          {error && (
            <p id={ids.error} className="text-sm text-destructive">
              {t(`schedule.errors.${error}`)}
            </p>
          )}
          <p id={ids.help} className="text-xs text-muted-foreground">
            {t('schedule.help')}
          </p>
        </div>
      )}
    </div>
  );
}
