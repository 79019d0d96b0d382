import { messageCatalogue } from './catalogue/index.ts';
import { csvExportMessages } from './catalogue/csv-export.ts';
import { fieldLabels } from './field-labels.ts';
import type { MessageLanguage, MessageText } from './message-text.ts';
import type { MessageTexts } from './render-message-with.ts';

/**
 * One language's column of the catalogue and of the field labels. The web app's copy (`forBrowser`) leaves out the
 * words only the server writes into files (the CSV export's), which every page would otherwise download.
 */
export function messageTextsOf(language: MessageLanguage, { forBrowser = false }: { forBrowser?: boolean } = {}): MessageTexts {
  const messages: Record<string, MessageText> = {};
  for (const [code, entry] of Object.entries(messageCatalogue)) {
    if (forBrowser && Object.hasOwn(csvExportMessages, code)) continue;
    messages[code] = entry[language];
  }
  const fields: Record<string, string> = {};
  for (const [field, label] of Object.entries(fieldLabels)) fields[field] = label[language];
  return { messages, fields };
}
