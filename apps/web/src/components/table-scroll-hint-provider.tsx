import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TableScrollHint } from '@/components/ui/table-scroll-hint';

/** Gives every table, in the UI's language, what it says about scrolling sideways when it is wider than its box. */
export function TableScrollHintProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return <TableScrollHint value={t('table.scrollHint')}>{children}</TableScrollHint>;
}
