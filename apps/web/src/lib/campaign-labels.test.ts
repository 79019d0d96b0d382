import { describe, expect, it } from 'vitest';
import { i18nIn } from '@/test/i18n';
import { KNOWN_OBJECTIVES, objectiveLabel } from './campaign-objective';
import { campaignStatusLabel, campaignStatusVariant, KNOWN_CAMPAIGN_STATUSES } from './campaign-status';
import { readableConstant } from './readable-constant';

const tIn = (language: 'en' | 'es') => i18nIn(language).getFixedT(language, 'campaigns');

describe('objectives in words', () => {
  it('names Meta’s objectives in each language', () => {
    expect(objectiveLabel('OUTCOME_ENGAGEMENT', tIn('en'))).toBe('Engagement');
    expect(objectiveLabel('OUTCOME_ENGAGEMENT', tIn('es'))).toBe('Interacción');
    expect(objectiveLabel('LINK_CLICKS', tIn('en'))).toBe('Traffic (link clicks)');
    expect(objectiveLabel('OUTCOME_SALES', tIn('es'))).toBe('Ventas');
  });

  it("names TikTok's objectives too, in each language", () => {
    const tiktok = ['TRAFFIC', 'WEB_CONVERSIONS', 'REACH', 'VIDEO_VIEWS', 'LEAD_GENERATION', 'APP_PROMOTION', 'ENGAGEMENT', 'PRODUCT_SALES'];
    expect(tiktok.map((objective) => objectiveLabel(objective, tIn('es')))).toEqual([
      'Tráfico',
      'Conversiones en el sitio web',
      'Alcance',
      'Reproducciones de video',
      'Generación de clientes potenciales',
      'Promoción de la app',
      'Interacción',
      'Ventas de productos',
    ]);
    expect(objectiveLabel('WEB_CONVERSIONS', tIn('en'))).toBe('Website conversions');
  });

  it('has words, not the constant, for every objective it knows, in both languages', () => {
    for (const language of ['en', 'es'] as const)
      for (const objective of KNOWN_OBJECTIVES) expect(objectiveLabel(objective, tIn(language)), `${language} ${objective}`).not.toMatch(/^[A-Z_]+$|objectives\./);
  });

  it('makes an objective it does not know readable', () => {
    expect(objectiveLabel('OUTCOME_FUTURE_THING', tIn('en'))).toBe('Outcome future thing');
  });
});

describe('campaign statuses in words', () => {
  it('names statuses in each language', () => {
    expect(campaignStatusLabel('ACTIVE', tIn('en'))).toBe('Active');
    expect(campaignStatusLabel('PAUSED', tIn('es'))).toBe('En pausa');
    expect(campaignStatusLabel('WITH_ISSUES', tIn('es'))).toBe('Con problemas');
  });

  it('has words for every status it knows, in both languages', () => {
    for (const language of ['en', 'es'] as const)
      for (const status of KNOWN_CAMPAIGN_STATUSES) expect(campaignStatusLabel(status, tIn(language)), `${language} ${status}`).not.toMatch(/^[A-Z_]+$|statuses\./);
  });

  it('makes a status it does not know readable', () => {
    expect(campaignStatusLabel('LIMITED_DELIVERY', tIn('es'))).toBe('Limited delivery');
  });

  it('gives ACTIVE, PAUSED and DELETED their own badge and every other status an outline', () => {
    expect(campaignStatusVariant('ACTIVE')).toBe('success');
    expect(campaignStatusVariant('PAUSED')).toBe('secondary');
    expect(campaignStatusVariant('DELETED')).toBe('destructive');
    expect(campaignStatusVariant('ARCHIVED')).toBe('outline');
  });
});

describe('readableConstant', () => {
  it('turns an API constant into a sentence-case phrase', () => {
    expect(readableConstant('PENDING_RISK_REVIEW')).toBe('Pending risk review');
    expect(readableConstant('ACTIVE')).toBe('Active');
    expect(readableConstant('')).toBe('');
  });
});
