import { errors } from '../errors/graph-errors.ts';
import type { GraphRequest } from './graph-types.ts';

/**
 * From Graph API v27.0's release, new apps cannot use these legacy request forms, on any version; apps made before
 * keep them ("Graph API - Legacy features", Meta's v27.0 announcement of 2026-11-04). Every self-hosted AdFleet
 * registers its own app, so it is one of the new ones: the sandbox's app is too, unless told otherwise (`appCreatedAt`).
 */
export const NEW_APPS_FROM = new Date('2026-11-04T00:00:00Z');

interface LegacyForm {
  name: string;
  usedBy(request: GraphRequest, head: string, edge: string): boolean;
}

const LEGACY_FORMS: readonly LegacyForm[] = [
  { name: 'Multi-ID requests (ids)', usedBy: (request, head) => head === '' && request.params.ids !== undefined },
  { name: 'Field aliases (.as)', usedBy: (request) => /\.as\(/.test(request.params.fields ?? '') },
  { name: 'Date/time formatting (date_format)', usedBy: (request) => request.params.date_format !== undefined },
  { name: 'HTTP method override (method)', usedBy: (request) => request.methodOverride === true },
  { name: 'JSONP callbacks (callback)', usedBy: (request) => request.params.callback !== undefined },
  { name: 'Asynchronous batch requests', usedBy: (request, _head, edge) => request.method === 'POST' && edge === 'async_batch_requests' },
];

/** Refuses a call of a new app that uses one of the lost forms. */
export function refuseLegacyRequestForms(request: GraphRequest, head: string, edge: string, appCreatedAt: Date): void {
  if (appCreatedAt.getTime() < NEW_APPS_FROM.getTime()) return;
  const form = LEGACY_FORMS.find((candidate) => candidate.usedBy(request, head, edge));
  if (form) throw errors.legacyRequestForm(form.name);
}
