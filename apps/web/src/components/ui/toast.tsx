import { cva, type VariantProps } from 'class-variance-authority';
import { XIcon } from 'lucide-react';
import * as ToastPrimitive from 'radix-ui/toast';
import { type ComponentProps, type RefObject, useLayoutEffect, useRef } from 'react';
import { cn } from '@/lib/utils';

/** Radix's defaults (5 s, 50 px swipe), stated on purpose because the spec fixes them. */
export function ToastProvider({ duration = 5000, swipeThreshold = 50, ...props }: ComponentProps<typeof ToastPrimitive.Provider>) {
  return <ToastPrimitive.Provider duration={duration} swipeThreshold={swipeThreshold} {...props} />;
}

/**
 * How much of the screen's top and bottom the toasts take, as `--toast-band-top` and `--toast-band-bottom` on the
 * page's root (0px with no toast up): an open dialog stands clear of that band (dialog.tsx). A toast sits above every
 * layer, dialogs included, so the one that must move is the dialog.
 */
function useToastBand(viewportRef: RefObject<HTMLOListElement | null>) {
  useLayoutEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport || typeof ResizeObserver === 'undefined' || typeof MutationObserver === 'undefined') return;
    const root = document.documentElement.style;
    const update = () => {
      const shown = viewport.childElementCount > 0;
      const band = viewport.getBoundingClientRect();
      const atTop = band.top < window.innerHeight / 2;
      root.setProperty('--toast-band-top', shown && atTop ? `${band.bottom}px` : '0px');
      root.setProperty('--toast-band-bottom', shown && !atTop ? `${window.innerHeight - band.top}px` : '0px');
    };
    update();
    const resized = new ResizeObserver(update);
    resized.observe(viewport);
    const changed = new MutationObserver(update);
    changed.observe(viewport, { childList: true });
    // The viewport moves from the top (phones) to the bottom (wider screens) with the window's width.
    window.addEventListener('resize', update);
    return () => {
      resized.disconnect();
      changed.disconnect();
      window.removeEventListener('resize', update);
      root.removeProperty('--toast-band-top');
      root.removeProperty('--toast-band-bottom');
    };
  }, [viewportRef]);
}

export function ToastViewport({ className, ...props }: ComponentProps<typeof ToastPrimitive.Viewport>) {
  const viewportRef = useRef<HTMLOListElement>(null);
  useToastBand(viewportRef);
  return (
    <ToastPrimitive.Viewport
      ref={viewportRef}
      data-slot="toast-viewport"
      className={cn('fixed top-0 z-[100] flex max-h-screen w-full flex-col-reverse p-4 outline-none sm:top-auto sm:right-0 sm:bottom-0 sm:flex-col md:max-w-[420px]', className)}
      {...props}
    />
  );
}

const toastVariants = cva(
  'group pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-lg border p-4 pr-8 shadow-lg transition-all data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x) data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=move]:transition-none data-[state=closed]:animate-out data-[state=closed]:fade-out-80 data-[state=closed]:slide-out-to-right-full data-[state=open]:animate-in data-[state=open]:slide-in-from-top-full data-[swipe=end]:animate-out sm:data-[state=open]:slide-in-from-bottom-full',
  {
    variants: {
      variant: {
        default: 'bg-card text-card-foreground',
        destructive: 'border-destructive bg-destructive text-destructive-foreground',
        success: 'border-success/40 bg-card text-card-foreground [&>svg]:text-success',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export type ToastVariantProps = VariantProps<typeof toastVariants>;

export function Toast({ className, variant, ...props }: ComponentProps<typeof ToastPrimitive.Root> & ToastVariantProps) {
  return <ToastPrimitive.Root data-slot="toast" className={cn(toastVariants({ variant }), className)} {...props} />;
}

export function ToastTitle({ className, ...props }: ComponentProps<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title data-slot="toast-title" className={cn('text-sm font-semibold', className)} {...props} />;
}

export function ToastDescription({ className, ...props }: ComponentProps<typeof ToastPrimitive.Description>) {
  return <ToastPrimitive.Description data-slot="toast-description" className={cn('text-sm opacity-90', className)} {...props} />;
}

/** `label` is the button's accessible name; passed in because ui components hold no translations. */
export function ToastClose({ className, label, ...props }: ComponentProps<typeof ToastPrimitive.Close> & { label: string }) {
  return (
    <ToastPrimitive.Close
      data-slot="toast-close"
      aria-label={label}
      className={cn(
        'absolute top-2 right-2 rounded-md p-1 opacity-60 transition-opacity hover:opacity-100 focus-visible:opacity-100 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none',
        className,
      )}
      {...props}
    >
      <XIcon className="size-4" aria-hidden="true" />
    </ToastPrimitive.Close>
  );
}
