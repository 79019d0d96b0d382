import { CircleCheckIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from '@/components/ui/toast';
import { dismissToast, useShowToastEvents, useToasts } from '@/hooks/use-toast';

/** Shows what `toast()` and `showToast` window events queue; mounted once for the whole app. */
export function AppToaster() {
  const { t } = useTranslation();
  const toasts = useToasts();
  useShowToastEvents();

  return (
    <ToastProvider>
      {toasts.map(({ id, title, description, variant, open }) => (
        <Toast key={id} open={open} variant={variant} onOpenChange={(isOpen) => !isOpen && dismissToast(id)}>
          {variant === 'success' && <CircleCheckIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />}
          <div className="grid gap-1">
            <ToastTitle>{title}</ToastTitle>
            {description && <ToastDescription>{description}</ToastDescription>}
          </div>
          <ToastClose label={t('toast.close')} />
        </Toast>
      ))}
      <ToastViewport label={t('toast.viewport')} />
    </ToastProvider>
  );
}
