import { describe, expect, it } from 'vitest';
import { erasedAuditMetadata } from './audit-erasure.ts';

describe('erasing an audit row’s personal data', () => {
  it('blanks names, the Facebook id, templates and free text, and keeps what happened', () => {
    expect(
      erasedAuditMetadata({ username: 'ana', method: 'password', externalUserId: '1001', externalUserName: 'Ana Ruiz', adAccountCount: 3, nameTemplate: '{name} for Acme', targetAccounts: ['act_1'], warnings: ['Acme page'], error: 'Acme failed' }),
    ).toEqual({ username: '', method: 'password', externalUserId: '', externalUserName: '', adAccountCount: 3, nameTemplate: '', targetAccounts: ['act_1'], warnings: [], error: '' });
  });

  it('leaves metadata without personal keys as it was', () => {
    expect(erasedAuditMetadata({ changeId: 'c1', oldMinor: 100, newMinor: 200 })).toEqual({ changeId: 'c1', oldMinor: 100, newMinor: 200 });
  });
});
