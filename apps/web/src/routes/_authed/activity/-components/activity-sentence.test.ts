import type { ActivityFeedEntry } from './activity-types';
import { auditActions } from '@adfleet/core/audit-events';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { i18nIn } from '@/test/i18n';
import { activityActor, activitySentence } from './activity-sentence';

const tIn = (language: 'en' | 'es'): TFunction<'activity'> => i18nIn(language).getFixedT(language, 'activity');
const context = { accountNames: new Map([['act_7', 'Northwind – US Store']]), formatRange: (from: Date, to: Date) => ({ from: from.toISOString().slice(11, 16), to: to.toISOString().slice(11, 16) }), formatMinor: (minor: number, currency: string) => `${currency} ${(minor / 100).toFixed(2)}` };
const event = (action: string, metadata: Record<string, unknown>, extra: Partial<ActivityFeedEntry> = {}): ActivityFeedEntry => ({
  type: 'event',
  id: '1',
  action,
  actorType: 'system',
  actor: null,
  targetType: null,
  targetId: null,
  metadata,
  ip: null,
  createdAt: new Date('2026-11-20T09:00:00Z'),
  ...extra,
} as ActivityFeedEntry);

describe('activitySentence', () => {
  it('has a sentence of its own for every audit action the server records, in both languages', () => {
    for (const language of ['en', 'es'] as const) {
      const t = tIn(language);
      const fallback = (action: string) => t('other', { action });
      for (const action of auditActions) {
        const sentence = activitySentence(event(action, {}), t, context);
        expect(sentence, `${language} ${action}`).not.toBe(fallback(action));
        expect(sentence, `${language} ${action}`).not.toMatch(/actions\.|\{\{/);
      }
    }
  });

  it('puts a budget change in words with its account and both amounts, and names a disconnection from Settings', () => {
    const changed = { objectName: 'Spring – US', adAccountId: 'act_7', currency: 'USD', oldMinor: 2500, newMinor: 3000 };
    expect(activitySentence(event('budget.changed', changed), tIn('en'), context)).toBe('Changed the budget of «Spring – US» in Northwind – US Store from USD 25.00 to USD 30.00');
    expect(activitySentence(event('budget.changed', changed), tIn('es'), context)).toBe('Se cambió el presupuesto de «Spring – US» en Northwind – US Store de USD 25.00 a USD 30.00');
    expect(activitySentence(event('connection.revoked', { platform: 'facebook', reason: 'disconnected' }), tIn('en'), context)).toBe('Facebook connection removed: you disconnected it in Settings');
  });

  it('puts the team’s changes in words, with roles in the reader’s language', () => {
    expect(activitySentence(event('member.invited', { email: 'lena@example.com', role: 'analyst', invitationId: 'i', replaced: 0 }), tIn('en'), context)).toBe('Invited lena@example.com as analyst');
    expect(activitySentence(event('member.invited', { email: 'lena@example.com', role: 'analyst', invitationId: 'i', replaced: 0 }), tIn('es'), context)).toBe('Se invitó a lena@example.com como analista');
    expect(activitySentence(event('member.role_changed', { username: 'mia', from: 'manager', to: 'admin' }), tIn('en'), context)).toBe('Changed the role of mia from manager to admin');
    expect(activitySentence(event('member.role_changed', { username: 'mia', from: 'manager', to: 'admin' }), tIn('es'), context)).toBe('Se cambió el rol de mia de gestor a administrador');
    expect(activitySentence(event('member.removed', { username: 'ben', connections: 'disconnect' }), tIn('en'), context)).toBe('Removed ben from the workspace and disconnected their connections');
    expect(activitySentence(event('member.removed', { username: 'ben', connections: 'keep' }), tIn('es'), context)).toBe('Se eliminó a ben del espacio de trabajo; sus conexiones siguen funcionando');
    expect(activitySentence(event('invitation.revoked', { email: 'ola@example.com', by: 'invitee' }), tIn('en'), context)).toBe('Declined the invitation for ola@example.com');
    expect(activitySentence(event('workspace.ownership_transferred', { toUsername: 'mia' }), tIn('es'), context)).toBe('Se cedió la propiedad del espacio de trabajo a mia');
    expect(activitySentence(event('workspace.exported', {}), tIn('en'), context)).toBe('Downloaded a copy of everything the workspace shares');
    expect(activitySentence(event('workspace.exported', {}), tIn('es'), context)).toBe('Se descargó una copia de todo lo que comparte el espacio de trabajo');
  });

  it('puts a clone batch in words with its campaign and counts', () => {
    const batch = { campaign: 'Spring', accounts: 3, succeeded: 2, failed: 1 };
    expect(activitySentence(event('clone.requested', { targetAccounts: ['a', 'b', 'c'] }, { batch } as never), tIn('en'), context)).toBe(
      'Duplicated «Spring» into 3 accounts (2 succeeded, 1 failed)',
    );
    expect(activitySentence(event('clone.requested', { targetAccounts: ['a', 'b', 'c'] }, { batch } as never), tIn('es'), context)).toBe(
      'Duplicaste «Spring» en 3 cuentas (2 con éxito, 1 con error)',
    );
  });

  it('names accounts by name where known, and says how a person signed in', () => {
    expect(activitySentence(event('sync.failed', { adAccountId: 'act_7', error: 'Meta error 100' }), tIn('en'), context)).toBe('Sync of Northwind – US Store failed: Meta error 100');
    expect(activitySentence(event('connection.connected', { platform: 'facebook', externalUserName: 'Ana', adAccountCount: 3 }), tIn('en'), context)).toBe(
      'Connected Facebook as Ana (3 ad accounts)',
    );
    expect(activitySentence(event('user.login_succeeded', { method: 'facebook' }), tIn('es'), context)).toBe('Iniciaste sesión con Facebook');
  });

  it('says a TikTok connection by its platform and advertisers, never by its grant id', () => {
    const tiktok = event('connection.connected', { platform: 'tiktok', externalUserId: 'grant:3738e21d654defe464c57ca964aba4f7', externalUserName: null, adAccountCount: 4 });
    expect(activitySentence(tiktok, tIn('en'), context)).toBe('Connected TikTok (4 ad accounts)');
    expect(activitySentence(tiktok, tIn('es'), context)).toBe('Conectaste TikTok (4 cuentas publicitarias)');
  });

  it('folds routine rows into one sentence with their count and times', () => {
    const group: ActivityFeedEntry = { type: 'group', id: '9', category: 'sync', count: 12, from: new Date('2026-11-20T09:00:00Z'), to: new Date('2026-11-20T11:00:00Z') };
    expect(activitySentence(group, tIn('en'), context)).toBe('12 syncs between 09:00 and 11:00');
    expect(activitySentence(group, tIn('es'), context)).toBe('12 sincronizaciones entre 09:00 y 11:00');
    const toggles: ActivityFeedEntry = { type: 'group', id: '8', category: 'preferences', count: 3, from: new Date('2026-11-20T09:00:00Z'), to: new Date('2026-11-20T09:05:00Z') };
    expect(activitySentence(toggles, tIn('en'), context)).toBe('3 language or theme changes between 09:00 and 09:05');
    expect(activitySentence(toggles, tIn('es'), context)).toBe('3 cambios de idioma o tema entre 09:00 y 09:05');
  });

  it('names a new workspace in both languages', () => {
    expect(activitySentence(event('workspace.created', { name: 'Agency North' }), tIn('en'), context)).toBe('Created the workspace «Agency North»');
    expect(activitySentence(event('workspace.created', { name: 'Agency North' }), tIn('es'), context)).toBe('Se creó el espacio de trabajo «Agency North»');
  });

  it('says who acted: the member by name, the system as such, nobody for a visitor or a folded run', () => {
    expect(activityActor(event('clone.requested', {}, { actorType: 'user', actor: 'Ana' }), tIn('en'))).toBe('Ana');
    expect(activityActor(event('sync.succeeded', {}, { actorType: 'system', actor: null }), tIn('en'))).toBe('System');
    expect(activityActor(event('sync.succeeded', {}, { actorType: 'system', actor: null }), tIn('es'))).toBe('Sistema');
    expect(activityActor(event('user.login_failed', {}, { actorType: 'anonymous', actor: null }), tIn('en'))).toBeNull();
    const group: ActivityFeedEntry = { type: 'group', id: '9', category: 'sync', count: 2, from: new Date('2026-11-20T09:00:00Z'), to: new Date('2026-11-20T11:00:00Z') };
    expect(activityActor(group, tIn('en'))).toBeNull();
  });

  it('shows an action it does not know by its code', () => {
    expect(activitySentence(event('export.created', {}), tIn('en'), context)).toBe('Activity: export.created');
  });
});
