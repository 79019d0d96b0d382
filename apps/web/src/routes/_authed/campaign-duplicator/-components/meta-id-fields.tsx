import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

/** The optional Meta pixel and page every Meta copy may use; a TikTok copy has neither (its ads keep their identity). */
export function MetaIdFields({ pixelId, pageId, onChange, disabled }: { pixelId: string; pageId: string; onChange: (values: { pixelId?: string; pageId?: string }) => void; disabled: boolean }) {
  const { t } = useTranslation('duplicateDialog');
  const ids = { pixel: useId(), page: useId() };
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="flex flex-col gap-2">
        <Label htmlFor={ids.pixel}>{t('form.pixelId')}</Label>
        <Input id={ids.pixel} inputMode="numeric" value={pixelId} placeholder={t('form.pixelPlaceholder')} onChange={(event) => onChange({ pixelId: event.target.value })} disabled={disabled} />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={ids.page}>{t('form.pageId')}</Label>
        <Input id={ids.page} inputMode="numeric" value={pageId} placeholder={t('form.pagePlaceholder')} onChange={(event) => onChange({ pageId: event.target.value })} disabled={disabled} />
      </div>
    </div>
  );
}
