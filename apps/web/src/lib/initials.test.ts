import { describe, expect, it } from 'vitest';
import { displayNameOf, initialsOf } from './initials';

describe('initialsOf', () => {
  it('takes the first letters of first and last name', () => {
    expect(initialsOf({ username: 'jdoe', firstName: 'jane', lastName: 'Doe' })).toBe('JD');
  });

  it('uses whichever name is known', () => {
    expect(initialsOf({ username: 'jdoe', firstName: 'Jane', lastName: null })).toBe('J');
    expect(initialsOf({ username: 'jdoe', firstName: '  ', lastName: 'Doe' })).toBe('D');
  });

  it('falls back to the username', () => {
    expect(initialsOf({ username: 'marketing-team' })).toBe('M');
    expect(initialsOf({ username: 'ñandú', firstName: '', lastName: '' })).toBe('Ñ');
  });

  it('never returns an empty string', () => {
    expect(initialsOf({ username: '' })).toBe('?');
  });
});

describe('displayNameOf', () => {
  it('joins first and last name, else shows the username', () => {
    expect(displayNameOf({ username: 'jdoe', firstName: 'Jane', lastName: 'Doe' })).toBe('Jane Doe');
    expect(displayNameOf({ username: 'jdoe', firstName: null, lastName: null })).toBe('jdoe');
  });
});
