import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

interface SavedFilterNameDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  confirmLabel: string;
  initialName: string;
  busy: boolean;
  /** The server's refusal in words (a taken name), shown under the field. */
  error: string | null;
  onSubmit: (name: string) => void;
}

/** Asks for a saved filter's name, to save the current filters or to rename one. */
export function SavedFilterNameDialog({ open, onOpenChange, title, description, confirmLabel, initialName, busy, error, onSubmit }: SavedFilterNameDialogProps) {
  const { t } = useTranslation('reports');
  const id = useId();
  const [name, setName] = useState(initialName);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim()) onSubmit(name.trim());
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) setName(initialName);
        onOpenChange(next);
      }}
    >
      <DialogContent closeLabel={t('saved.close')}>
        <form onSubmit={submit} className="flex flex-col gap-4">
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            {description && <DialogDescription>{description}</DialogDescription>}
          </DialogHeader>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={id}>{t('saved.name')}</Label>
            <Input id={id} value={name} maxLength={80} onChange={(event) => setName(event.target.value)} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} autoFocus data-testid="saved-filter-name" />
            {error && (
              <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
                {error}
              </p>
            )}
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t('saved.cancel')}
            </Button>
            <Button type="submit" disabled={busy || name.trim() === ''} data-testid="saved-filter-confirm">
              {confirmLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
