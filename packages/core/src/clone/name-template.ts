/** The placeholders a clone's name template may use. */
export interface NameTemplateValues {
  name: string;
  account: string;
  /** YYYY-MM-DD. */
  date: string;
}

/** Replaces {name}, {account} and {date}; any other text, braces included, is kept as typed. */
export function renderNameTemplate(template: string, values: NameTemplateValues): string {
  return template.replace(/\{(name|account|date)\}/g, (_match, key: keyof NameTemplateValues) => values[key]).trim();
}
