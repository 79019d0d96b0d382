import { SearchIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';

/** Typing settles this long before the URL (and the query) follows, so each keystroke is not a request. */
const SETTLE_MS = 300;

interface CampaignSearchInputProps {
  /** The URL's search text. */
  value: string;
  onChange: (value: string) => void;
}

/** Search by campaign name; the text typed shows at once, the list follows once typing pauses. */
export function CampaignSearchInput({ value, onChange }: CampaignSearchInputProps) {
  const { t } = useTranslation('campaigns');
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // 'Clear filters' or a back navigation changes the URL under the box: the box follows (adjusted while rendering).
  if (value !== shown) {
    setShown(value);
    setText(value);
  }

  useEffect(() => () => clearTimeout(timer.current), []);

  const type = (next: string) => {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onChange(next), SETTLE_MS);
  };

  return (
    <div className="relative w-full sm:max-w-xs">
      <SearchIcon aria-hidden="true" className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground" />
      <Input type="search" value={text} onChange={(event) => type(event.target.value)} placeholder={t('filters.searchPlaceholder')} aria-label={t('filters.search')} className="pl-8" />
    </div>
  );
}
