import { INVITED_ROLES as SERVER_INVITED_ROLES } from '@adfleet/core/team-schemas';
import { describe, expect, it } from 'vitest';
import { INVITED_ROLES } from './invited-roles';

describe('the roles the Team page offers', () => {
  it('are exactly the ones the server accepts, ownership left out', () => {
    expect(INVITED_ROLES).toEqual(SERVER_INVITED_ROLES);
  });
});
