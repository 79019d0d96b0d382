import { describe, expect, expectTypeOf, it } from 'vitest';
import { AUDIT_ACTION_NAMES, type AuditActionName } from './audit-action-names.ts';
import { auditActions, type AuditAction } from './audit-events.ts';

describe('AUDIT_ACTION_NAMES', () => {
  it('names exactly the actions the audit log records, so the web app can filter by each of them', () => {
    expect([...AUDIT_ACTION_NAMES].sort()).toEqual([...auditActions].sort());
    expectTypeOf<AuditActionName>().toEqualTypeOf<AuditAction>();
  });
});
