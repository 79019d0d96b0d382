declare module 'virtual:message-texts/*' {
  import type { MessageTexts } from '@adfleet/core/message-render';

  const texts: MessageTexts;
  export default texts;
}
