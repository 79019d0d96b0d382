import { parseMultiplier } from './budget-model';
import type { CloneRequest } from './clone-types';
import type { DuplicateFormErrors } from './duplicator-model';

/** What each copy contains: the campaign alone, with its ad sets, or with its ad sets and their ads. */
export type CloneDepthChoice = 'campaign' | 'adsets' | 'ads';
export const CLONE_DEPTHS: readonly CloneDepthChoice[] = ['campaign', 'adsets', 'ads'];

/** The dialog's duplication options (the budget multiplier lives with the budget fields). */
export interface CloneOptionValues {
  name: 'new' | 'original';
  depth: CloneDepthChoice;
  includePaused: boolean;
}

/** As a clone always was: a new name from the template, the whole tree, paused items included. */
export const DEFAULT_CLONE_OPTIONS: CloneOptionValues = { name: 'new', depth: 'ads', includePaused: true };

export type RequestOptions = NonNullable<CloneRequest['options']>;

/**
 * The request's `options`: only what differs from a plain clone, so an untouched form sends the spec's request as it
 * always did. A typed multiplier travels too, so the server scales the source's ad-set budgets by it.
 */
export function requestOptions(values: CloneOptionValues, multiplierText: string): RequestOptions | undefined {
  const options: RequestOptions = {};
  if (values.name === 'original') options.name = 'original';
  if (values.depth === 'campaign') options.duplicateAdSets = false;
  if (values.depth !== 'ads') options.duplicateAds = false;
  if (!values.includePaused) options.includePaused = false;
  const multiplier = multiplierText.trim() === '' ? undefined : parseMultiplier(multiplierText);
  if (multiplier !== undefined) options.budgetMultiplier = multiplier;
  return Object.keys(options).length > 0 ? options : undefined;
}

/** A form that keeps the original name has no name template to fill in, so its emptiness is no error. */
export function withOptionErrors(errors: DuplicateFormErrors, values: CloneOptionValues): DuplicateFormErrors {
  if (values.name !== 'original') return errors;
  const { nameTemplate: _notAsked, ...rest } = errors;
  return rest;
}

/** The request with its options; without a name template when each copy keeps the source's name. */
export function withCloneOptions<Request extends { nameTemplate?: string | undefined; options?: RequestOptions | undefined }>(
  request: Request,
  values: CloneOptionValues,
  multiplierText: string,
): Request {
  const options = requestOptions(values, multiplierText);
  const { nameTemplate, ...rest } = request;
  return { ...rest, ...(values.name === 'original' || nameTemplate === undefined ? {} : { nameTemplate }), ...(options ? { options } : {}) } as Request;
}
