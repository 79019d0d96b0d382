import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { i18nIn } from '@/test/i18n';
import { activityLabel } from './activity-label';

const en: TFunction<'dashboard'> = i18nIn('en').getFixedT('en', 'dashboard');
const es: TFunction<'dashboard'> = i18nIn('es').getFixedT('es', 'dashboard');

describe('activityLabel', () => {
  it('puts each audit action in words, with how it was done', () => {
    expect(activityLabel({ action: 'user.login_succeeded', metadata: { method: 'password' } }, en)).toBe('Signed in with password');
    expect(activityLabel({ action: 'user.registered', metadata: { username: 'ada', method: 'facebook' } }, es)).toBe('Cuenta creada con Facebook');
    expect(activityLabel({ action: 'user.login_failed', metadata: { usernameTried: 'ada', reason: 'bad_password' } }, es)).toBe(
      'Intento de inicio de sesión fallido',
    );
    expect(activityLabel({ action: 'connection.connected', metadata: { platform: 'facebook' } }, en)).toBe('Facebook connected');
    expect(activityLabel({ action: 'user.password_changed', metadata: { endedSessions: 2 } }, es)).toBe('Contraseña cambiada');
    expect(activityLabel({ action: 'session.revoked', metadata: { which: 'others', endedSessions: 2 } }, en)).toBe('Sessions signed out from Settings');
  });

  it("names a clone's target account", () => {
    const createdIds = { adSetIds: [], creativeIds: [], adIds: [] };
    expect(activityLabel({ action: 'clone.account_succeeded', metadata: { batchId: 'b', adAccountId: 'act_7', createdIds, warnings: [] } }, es)).toBe('Campaña duplicada en act_7');
    expect(activityLabel({ action: 'clone.account_failed', metadata: { batchId: 'b', adAccountId: 'act_7', createdIds, error: 'x' } }, en)).toBe('Campaign duplication into act_7 failed');
    expect(activityLabel({ action: 'clone.requested', metadata: { batchId: 'b' } }, en)).toBe('Campaign duplication started');
  });

  it('names a new workspace', () => {
    expect(activityLabel({ action: 'workspace.created', metadata: { name: 'Agency North' } }, en)).toBe('Workspace «Agency North» created');
    expect(activityLabel({ action: 'workspace.created', metadata: { name: 'Agency North' } }, es)).toBe('Espacio de trabajo «Agency North» creado');
  });

  it('names the reporting currency a user chose', () => {
    expect(activityLabel({ action: 'user.reporting_currency_set', metadata: { currency: 'EUR', previous: null } }, en)).toBe('Reporting currency set to EUR');
    expect(activityLabel({ action: 'user.reporting_currency_set', metadata: { currency: 'COP', previous: 'EUR' } }, es)).toBe('Moneda de los informes cambiada a COP');
  });

  it('names the ad account a sync was about, by name where known', () => {
    const names = new Map([['act_7', 'Northwind – US Store']]);
    const run = { runId: 'r', kind: 'ad_account', trigger: 'manual', stats: {} };
    expect(activityLabel({ action: 'sync.succeeded', metadata: { ...run, adAccountId: 'act_7' } }, en, names)).toBe('Sync of Northwind – US Store completed');
    expect(activityLabel({ action: 'sync.failed', metadata: { ...run, adAccountId: 'act_9' } }, es, names)).toBe('Falló la sincronización de act_9');
    expect(activityLabel({ action: 'sync.started', metadata: { ...run, kind: 'connection', adAccountId: null } }, en, names)).toBe('Sync started');
  });

  it('shows an action it does not know by its code', () => {
    expect(activityLabel({ action: 'export.created', metadata: {} }, en)).toBe('Activity: export.created');
  });
});
