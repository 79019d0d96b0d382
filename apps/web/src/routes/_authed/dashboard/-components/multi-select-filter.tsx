import { ChevronDownIcon } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';

export interface FilterOption {
  value: string;
  label: string;
}

/** A button naming what is chosen ("All …" when nothing is) that opens a checklist; no choice means everything. */
export function MultiSelectFilter({ label, allLabel, options, chosen, onChange, testId }: {
  label: string;
  allLabel: string;
  options: FilterOption[];
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
  testId: string;
}) {
  const listId = useId();
  const names = options.filter((option) => chosen.includes(option.value)).map((option) => option.label);
  const summary = names.length === 0 ? allLabel : names.length === 1 ? names[0] : `${names[0]} +${names.length - 1}`;
  const toggle = (value: string, on: boolean) => onChange(on ? [...chosen, value] : chosen.filter((item) => item !== value));
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button variant="outline" size="sm" className="max-w-full min-w-0 justify-between" data-testid={testId} aria-label={`${label}: ${summary}`}>
          <span className="text-muted-foreground">{label}:</span>
          <span className="truncate">{summary}</span>
          <ChevronDownIcon aria-hidden="true" className="opacity-60" />
        </Button>
      </PopoverTrigger>
      <PopoverContent align="start" className="w-72 max-w-[calc(100vw-2rem)] p-2">
        <ul id={listId} aria-label={label} className="flex max-h-72 flex-col gap-0.5 overflow-y-auto">
          {options.map((option) => {
            const checkboxId = `${listId}-${option.value}`;
            return (
              <li key={option.value}>
                <label htmlFor={checkboxId} className="flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm hover:bg-accent">
                  <Checkbox id={checkboxId} checked={chosen.includes(option.value)} onCheckedChange={(state) => toggle(option.value, state === true)} />
                  <span className="min-w-0 flex-1 truncate">{option.label}</span>
                </label>
              </li>
            );
          })}
        </ul>
      </PopoverContent>
    </Popover>
  );
}
