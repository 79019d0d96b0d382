import type { InvitedRoleName } from '@adfleet/core/team-schemas';

/**
 * The roles an invitation or a role change may give, in the order the selects offer them. The same list as the
 * server's INVITED_ROLES, named here so the pages do not load the schema library for four words (`satisfies` and
 * invited-roles.test.ts keep the two equal).
 */
export const INVITED_ROLES = ['admin', 'manager', 'analyst', 'client'] as const satisfies readonly InvitedRoleName[];
