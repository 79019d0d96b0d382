import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { usePlatformOptions } from './platform-options';

export function PlatformSelect() {
  const { label, options, value, choose } = usePlatformOptions();
  return (
    <Select value={value} onValueChange={choose}>
      <SelectTrigger className="w-full min-w-0 sm:w-64" aria-label={label}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
