/**
 * What a role may do in a workspace is the server's one table (ADR 0056), imported as is: the web only keeps people
 * from pressing what the server would refuse. Personal things (profile, password, language, sessions, notifications,
 * workspaces, own data) need no capability.
 */
export { ROLE_CAPABILITIES, roleCan, type WorkspaceCapability as Capability, type WorkspaceRoleName as WorkspaceRole } from '@adfleet/core/role-rules';
