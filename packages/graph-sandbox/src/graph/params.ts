import { errors } from '../errors/graph-errors.ts';
import type { Params } from './graph-types.ts';

/**
 * Meta's clients send every parameter as a string, JSON-valued ones (targeting, promoted_object, …) as JSON text.
 * These helpers read them the way the Graph API does and fail with its wording.
 */
export function optionalString(params: Params, name: string): string | undefined {
  const value = params[name];
  return value === undefined || value === '' ? undefined : value;
}

export function requiredString(params: Params, name: string): string {
  const value = optionalString(params, name);
  if (value === undefined) throw errors.required(name);
  return value;
}

export function optionalJson<T = unknown>(params: Params, name: string): T | undefined {
  const value = optionalString(params, name);
  if (value === undefined) return undefined;
  try {
    return JSON.parse(value) as T;
  } catch {
    throw errors.invalidParam(`(#100) Param ${name} must be a JSON object or array`);
  }
}

export function optionalObject(params: Params, name: string): Record<string, unknown> | undefined {
  const value = optionalJson(params, name);
  if (value === undefined) return undefined;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw errors.invalidParam(`(#100) Param ${name} must be a JSON object`);
  return value as Record<string, unknown>;
}

/** Arrays arrive as JSON (`["ACTIVE","PAUSED"]`); a comma-separated list is accepted too, as Graph does. */
export function optionalList(params: Params, name: string): string[] | undefined {
  const value = optionalString(params, name);
  if (value === undefined) return undefined;
  if (value.trim().startsWith('[')) {
    const parsed = optionalJson<unknown>(params, name);
    if (!Array.isArray(parsed)) throw errors.invalidParam(`(#100) Param ${name} must be an array`);
    return parsed.map(String);
  }
  return value.split(',').map((item) => item.trim()).filter(Boolean);
}

export function optionalInt(params: Params, name: string): number | undefined {
  const value = optionalString(params, name);
  if (value === undefined) return undefined;
  if (!/^-?\d+$/.test(value.trim())) throw errors.invalidParam(`(#100) Param ${name} must be a non-negative integer`);
  return Number(value);
}

export function optionalBool(params: Params, name: string): boolean | undefined {
  const value = optionalString(params, name);
  if (value === undefined) return undefined;
  return value === 'true' || value === '1';
}

export function oneOf<T extends string>(params: Params, name: string, allowed: readonly T[]): T | undefined {
  const value = optionalString(params, name);
  if (value === undefined) return undefined;
  if (!allowed.includes(value as T)) throw errors.invalidParam(`(#100) Param ${name} must be one of {${allowed.join(', ')}}`);
  return value as T;
}

/** `execution_options=["validate_only"]`: run every check, create nothing, answer {"success":true}. */
export function validateOnly(params: Params): boolean {
  return (optionalList(params, 'execution_options') ?? []).includes('validate_only');
}
