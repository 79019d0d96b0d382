import { describe, expect, it } from 'vitest';
import { reconnectNamesOf } from './reconnect-names';

describe('reconnectNamesOf', () => {
  it('lists the named Meta users in the UI language, or says there is no name to give', () => {
    expect(reconnectNamesOf([{ name: 'Ana García' }, { name: null }, { name: 'Luis Pérez' }], 'en')).toBe('Ana García and Luis Pérez');
    expect(reconnectNamesOf([{ name: 'Ana García' }, { name: 'Luis Pérez' }], 'es')).toBe('Ana García y Luis Pérez');
    expect(reconnectNamesOf([{ name: null }], 'en')).toBeNull();
  });
});
