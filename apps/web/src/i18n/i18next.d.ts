import type { defaultNS, resources } from './resources';

// Types every t() key against the English texts, so a typo or a missing key fails `tsc`.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof defaultNS;
    resources: (typeof resources)['en'];
  }
}
