// Browser-safe: the web app renders messages with this entry, so nothing here may reach node: modules or the database.
export { messageCatalogue, type MessageCode } from './catalogue/index.ts';
export { MESSAGE_LANGUAGES, type MessageEntry, type MessageLanguage, type MessageTable, type MessageText } from './message-text.ts';
export { userMessage, type FieldParam, type MessageParam, type MoneyParam, type ParamsOf, type UserMessage } from './user-message.ts';
export { storedMessage, userMessageSchema } from './user-message-schema.ts';
export { isMessageCode, renderMessage } from './render-message.ts';
export { renderMessageWith, type MessageTexts } from './render-message-with.ts';
export { messageTextsOf } from './message-texts-of.ts';
export { languageFromAcceptLanguage } from './message-language.ts';
export { fieldLabels, isFieldName, type FieldName } from './field-labels.ts';
