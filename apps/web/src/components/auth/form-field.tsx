import { type ReactElement, type ReactNode, cloneElement, useId } from 'react';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';

interface FormFieldProps {
  label: string;
  /** Shown after the label, muted, e.g. '(optional)'. */
  labelNote?: string;
  /** Beside the label on the right, e.g. a 'Forgot your password?' link. */
  labelAside?: ReactNode;
  hint?: string;
  error?: string | undefined;
  className?: string;
  /** The control; it gets the id, aria-invalid and aria-describedby that tie it to the label, hint and error. */
  children: ReactElement<{ id?: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string }>;
}

export function FormField({ label, labelNote, labelAside, hint, error, className, children }: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && !error ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>
          {label}
          {labelNote && <span className="font-normal text-muted-foreground">({labelNote})</span>}
        </Label>
        {labelAside}
      </div>
      {cloneElement(children, { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {error ? (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      ) : (
        hint && (
          <p id={hintId} className="text-xs text-muted-foreground">
            {hint}
          </p>
        )
      )}
    </div>
  );
}
