import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { CLONE_DEPTHS, type CloneDepthChoice, type CloneOptionValues } from './clone-options-model';

interface CloneOptionsFieldsProps {
  values: CloneOptionValues;
  onChange: (patch: Partial<CloneOptionValues>) => void;
  disabled: boolean;
}

/** The spec's duplication options: new name or the original one, what to duplicate, and whether paused items go too. */
export function CloneOptionsFields({ values, onChange, disabled }: CloneOptionsFieldsProps) {
  const { t } = useTranslation('duplicateDialog');
  const ids = { name: useId(), depth: useId(), paused: useId(), pausedHelp: useId() };
  return (
    <fieldset className="flex min-w-0 flex-col gap-3 rounded-md border p-3" disabled={disabled} data-testid="clone-options">
      <legend className="px-1 text-sm font-medium">{t('options.title')}</legend>

      <div className="flex flex-col gap-2">
        <span id={ids.name} className="text-sm">
          {t('options.name')}
        </span>
        <RadioGroup aria-labelledby={ids.name} value={values.name} onValueChange={(name) => onChange({ name: name as CloneOptionValues['name'] })} className="flex flex-wrap gap-x-6 gap-y-2" disabled={disabled}>
          {(['new', 'original'] as const).map((choice) => (
            <Label key={choice} className="cursor-pointer font-normal">
              <RadioGroupItem value={choice} />
              {t(`options.names.${choice}`)}
            </Label>
          ))}
        </RadioGroup>
      </div>

      <div className="flex flex-col gap-2">
        <span id={ids.depth} className="text-sm">
          {t('options.depth')}
        </span>
        <RadioGroup aria-labelledby={ids.depth} value={values.depth} onValueChange={(depth) => onChange({ depth: depth as CloneDepthChoice })} className="flex flex-col gap-2" disabled={disabled}>
          {CLONE_DEPTHS.map((depth) => (
            <Label key={depth} className="cursor-pointer font-normal">
              <RadioGroupItem value={depth} />
              {t(`options.depths.${depth}`)}
            </Label>
          ))}
        </RadioGroup>
      </div>

      <div className="flex items-start gap-2">
        <Checkbox id={ids.paused} checked={values.includePaused} onCheckedChange={(checked) => onChange({ includePaused: checked === true })} aria-describedby={ids.pausedHelp} disabled={disabled || values.depth === 'campaign'} className="mt-0.5" />
        <div className="flex flex-col gap-1">
          <Label htmlFor={ids.paused} className="font-normal">
            {t('options.includePaused')}
          </Label>
          <p id={ids.pausedHelp} className="text-xs text-muted-foreground">
            {t('options.includePausedHelp')}
          </p>
        </div>
      </div>
    </fieldset>
  );
}
