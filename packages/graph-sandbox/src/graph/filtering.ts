import { errors } from '../errors/graph-errors.ts';
import { parseGraphTime } from '../world/dates.ts';
import { EFFECTIVE_STATUSES } from './effective-status.ts';
import type { GraphNode } from './fields.ts';
import type { Params } from './graph-types.ts';
import { optionalInt, optionalJson, optionalList } from './params.ts';

interface FilterRule {
  field: string;
  operator: string;
  value: unknown;
}

const OPERATORS = ['EQUAL', 'NOT_EQUAL', 'IN', 'NOT_IN', 'CONTAIN', 'NOT_CONTAIN', 'GREATER_THAN', 'GREATER_THAN_OR_EQUAL', 'LESS_THAN', 'LESS_THAN_OR_EQUAL', 'ANY', 'NONE'];

/**
 * Edge filters: `effective_status=[…]`, `filtering=[{field,operator,value}]` and `updated_since` (epoch seconds).
 * Like Meta, deleted and archived objects are left out unless a status filter asks for them.
 */
export function filterNodes(nodes: GraphNode[], params: Params): GraphNode[] {
  const statuses = optionalList(params, 'effective_status');
  for (const status of statuses ?? []) {
    if (!(EFFECTIVE_STATUSES as readonly string[]).includes(status)) {
      throw errors.invalidParam(`(#100) Param effective_status[0] must be one of {${EFFECTIVE_STATUSES.join(', ')}}`);
    }
  }
  const rules = parseRules(params);
  const updatedSince = optionalInt(params, 'updated_since');
  const statusFiltered = statuses !== undefined || rules.some((rule) => rule.field === 'effective_status');
  return nodes.filter((node) => {
    const status = node.fields.effective_status;
    if (statuses && !statuses.includes(String(status))) return false;
    if (!statusFiltered && (status === 'DELETED' || status === 'ARCHIVED')) return false;
    if (updatedSince !== undefined && typeof node.fields.updated_time === 'string' && parseGraphTime(node.fields.updated_time) / 1000 < updatedSince) return false;
    return rules.every((rule) => matches(node, rule));
  });
}

function parseRules(params: Params): FilterRule[] {
  const raw = optionalJson<unknown>(params, 'filtering');
  if (raw === undefined) return [];
  if (!Array.isArray(raw)) throw errors.invalidParam('(#100) param filtering must be an array of {field, operator, value}');
  return raw.map((rule: Partial<FilterRule>) => {
    if (typeof rule.field !== 'string' || typeof rule.operator !== 'string' || !OPERATORS.includes(rule.operator)) {
      throw errors.invalidParam(`(#100) Filtering field ${String(rule.field)} with operation ${String(rule.operator)} is not supported`);
    }
    return { field: rule.field, operator: rule.operator, value: rule.value };
  });
}

function fieldValue(node: GraphNode, field: string): unknown {
  // Meta filters on dotted paths such as campaign.id; the flat field (campaign_id) carries the same value.
  const name = field.endsWith('.id') ? `${field.slice(0, -3)}_id` : field;
  if (!Object.hasOwn(node.fields, name)) throw errors.invalidParam(`(#100) Filtering field ${field} is invalid`);
  const raw = node.fields[name];
  const value = typeof raw === 'function' ? (raw as () => unknown)() : raw;
  // Time fields are compared as epoch seconds, as Meta's filters expect.
  return name.endsWith('_time') && typeof value === 'string' ? parseGraphTime(value) / 1000 : value;
}

function matches(node: GraphNode, rule: FilterRule): boolean {
  const value = fieldValue(node, rule.field);
  const list = Array.isArray(rule.value) ? rule.value.map(String) : [String(rule.value)];
  const text = String(value ?? '');
  const number = Number(value);
  switch (rule.operator) {
    case 'EQUAL':
      return text === String(rule.value);
    case 'NOT_EQUAL':
      return text !== String(rule.value);
    case 'IN':
    case 'ANY':
      return list.includes(text);
    case 'NOT_IN':
    case 'NONE':
      return !list.includes(text);
    case 'CONTAIN':
      return text.toLowerCase().includes(String(rule.value).toLowerCase());
    case 'NOT_CONTAIN':
      return !text.toLowerCase().includes(String(rule.value).toLowerCase());
    case 'GREATER_THAN':
      return number > Number(rule.value);
    case 'GREATER_THAN_OR_EQUAL':
      return number >= Number(rule.value);
    case 'LESS_THAN':
      return number < Number(rule.value);
    default:
      return number <= Number(rule.value);
  }
}
