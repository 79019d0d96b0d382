// Plain class strings rather than the app's Button: its variant and class-merging helpers would add to what `/` loads.
const buttonBase =
  'inline-flex shrink-0 items-center justify-center gap-2 rounded-md text-sm font-medium whitespace-nowrap transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 [&_svg]:size-4 [&_svg]:shrink-0';

export const primaryButton = `${buttonBase} bg-primary text-primary-foreground shadow-xs hover:bg-primary/90`;
export const outlineButton = `${buttonBase} border bg-background shadow-xs hover:bg-accent hover:text-accent-foreground dark:border-input dark:bg-input/30 dark:hover:bg-input/50`;
export const ghostButton = `${buttonBase} hover:bg-accent hover:text-accent-foreground dark:hover:bg-accent/60`;

export const smallSize = 'h-8 px-3';
export const largeSize = 'h-11 px-6 text-base';

export const textLink = 'rounded-sm hover:text-foreground hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none';

/** Every section's frame: the same width and rhythm; scroll-mt keeps an anchored heading clear of the top edge. */
export const sectionFrame = 'mx-auto w-full max-w-6xl scroll-mt-6 px-4 py-12 sm:px-6 md:py-16';
export const sectionTitle = 'text-3xl font-bold tracking-tight text-balance md:text-4xl';
export const sectionSubtitle = 'mt-3 max-w-2xl text-lg text-muted-foreground text-pretty';
export const card = 'rounded-xl border bg-card p-6 text-card-foreground shadow-xs';
