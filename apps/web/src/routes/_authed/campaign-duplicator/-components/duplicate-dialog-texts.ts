import type { Namespace } from '@/i18n/namespace';

/**
 * The duplicate dialog's texts (form, preflight, options, schedule, results), which a scheduled batch's Cancel and a
 * batch's summary in the history's rows share: not the list's, so they load with those parts' code after the first paint.
 */
export const DUPLICATE_DIALOG_NAMESPACES = ['duplicateDialog'] as const satisfies readonly Namespace[];
