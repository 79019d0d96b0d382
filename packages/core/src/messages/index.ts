// Browser-safe: the web app builds and words messages with this entry, so nothing here may reach node: modules, the
// database or the texts themselves. The words are i18next resources (locales/<language>/messages.json): the web app
// loads them as its `messages` namespace, and render-message.ts (`@adfleet/core/render-message`) holds both
// languages for whatever words them outside a browser.
export { MESSAGE_LANGUAGES, languageFromAcceptLanguage, type MessageLanguage } from './message-language.ts';
export { issueCode, userMessage, type MessageCode, type MessageParam, type UserMessage } from './user-message.ts';
export { storedMessage, userMessageSchema } from './user-message-schema.ts';
export { hasMessageCode, renderMessageWith } from './render-message-with.ts';
