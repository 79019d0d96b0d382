import { e2eEnv } from '../env.ts';

export const JOURNEY_LANGUAGES = ['en', 'es'] as const;
export type JourneyLanguage = (typeof JOURNEY_LANGUAGES)[number];

/**
 * The languages a long bilingual journey (one that connects a platform and syncs) runs in. The full run
 * (`pnpm test:e2e:full`) drives each in English and in Spanish. The run `npm test` makes drives each in the one it
 * names, the long journeys taking turns, so every run still drives both languages' screens end to end at half the
 * cost (docs/benchmarks.md). Short journeys run in both languages always.
 */
export function journeyLanguages(shortRun: JourneyLanguage): readonly JourneyLanguage[] {
  return e2eEnv.bothLanguages ? JOURNEY_LANGUAGES : [shortRun];
}
