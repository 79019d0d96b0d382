import { errors } from '../errors/graph-errors.ts';

export interface FieldSpec {
  name: string;
  sub?: FieldSpec[];
}

/** A node as the Graph API can show it: every field it has; functions are computed only when asked for. */
export interface GraphNode {
  type: string;
  fields: Record<string, unknown>;
  defaults: string[];
}

/** Turns a nested reference ({id}) into the node it points to, so `creative{object_story_spec}` can expand it. */
export type Expand = (id: string) => GraphNode | undefined;

/** Parses Graph's field syntax: `id,name,business{id,name},insights.date_preset(last_7d){spend}`. */
export function parseFields(text: string | undefined): FieldSpec[] | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  const [specs, rest] = parseList(text, 0);
  if (rest < text.length) throw errors.invalidParam(`(#100) Syntax error "Expected end of string instead of "${text[rest]}"." at character ${rest}: ${text}`);
  return specs;
}

function parseList(text: string, start: number): [FieldSpec[], number] {
  const specs: FieldSpec[] = [];
  let index = start;
  while (index < text.length && text[index] !== '}') {
    let name = '';
    while (index < text.length && /[\w.]/.test(text[index] ?? '')) name += text[index++];
    // Modifiers such as .limit(5) or .date_preset(x) are accepted and ignored.
    while (text[index] === '(') {
      const close = text.indexOf(')', index);
      index = close < 0 ? text.length : close + 1;
      while (index < text.length && /[\w.]/.test(text[index] ?? '')) index++;
    }
    const spec: FieldSpec = { name: name.split('.')[0] ?? name };
    if (text[index] === '{') {
      const [sub, end] = parseList(text, index + 1);
      spec.sub = sub;
      index = end + 1;
    }
    if (spec.name) specs.push(spec);
    while (text[index] === ',' || text[index] === ' ') index++;
    if (!spec.name && text[index] !== '}' && index < text.length) index++;
  }
  return [specs, index];
}

export function selectFields(node: GraphNode, specs: FieldSpec[] | undefined, expand: Expand): Record<string, unknown> {
  const wanted: FieldSpec[] = specs ?? node.defaults.map((name) => ({ name }));
  const out: Record<string, unknown> = {};
  for (const spec of wanted) {
    if (!Object.hasOwn(node.fields, spec.name)) throw errors.unknownField(spec.name, node.type);
    const raw = node.fields[spec.name];
    const value = typeof raw === 'function' ? (raw as () => unknown)() : raw;
    if (value === undefined) continue;
    out[spec.name] = spec.sub ? selectNested(value, spec.sub, expand) : value;
  }
  // Graph always answers with the object's id, asked for or not.
  if (out.id === undefined && typeof node.fields.id === 'string') out.id = node.fields.id;
  return out;
}

function selectNested(value: unknown, sub: FieldSpec[], expand: Expand): unknown {
  if (Array.isArray(value)) return value.map((item) => selectNested(item, sub, expand));
  if (typeof value !== 'object' || value === null) return value;
  const record = value as Record<string, unknown>;
  const referenced = typeof record.id === 'string' ? expand(record.id) : undefined;
  if (referenced) return selectFields(referenced, sub, expand);
  const out: Record<string, unknown> = {};
  for (const spec of sub) {
    if (record[spec.name] !== undefined) out[spec.name] = spec.sub ? selectNested(record[spec.name], spec.sub, expand) : record[spec.name];
  }
  return out;
}
