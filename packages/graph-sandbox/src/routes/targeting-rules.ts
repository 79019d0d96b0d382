import { errors } from '../errors/graph-errors.ts';
import { follows } from '../graph/api-versions.ts';

/** The version and clock an ad set write is answered by. */
interface Answering {
  version: string;
  now: Date;
}

/**
 * What Meta's versions do to an ad set's targeting when it is written (graph/api-versions.ts): an ad set that is new
 * (created or copied) and leaves Advantage+ audience unsaid gets it (v23.0); the Instagram Explore feed placement is
 * refused (v26.0); Messenger Stories is left out without a word (v26.0, every version from 2026-10-27). An update
 * keeps the Advantage+ audience the ad set has, as Meta's documentation says it does on every version.
 */
export function targetingUnderRules(answering: Answering, targeting: Record<string, unknown>, write: 'new' | 'update'): Record<string, unknown> {
  const automation = targeting.targeting_automation as Record<string, unknown> | undefined;
  const advantageAudience = automation?.advantage_audience;
  if (advantageAudience !== undefined && ![0, 1, '0', '1'].includes(advantageAudience as number | string)) {
    throw errors.invalidParam('(#100) Param targeting[targeting_automation][advantage_audience] must be one of {0, 1}');
  }
  if (follows(answering.version, 'instagram-explore-removed', answering.now) && positions(targeting, 'instagram_positions').includes('explore')) {
    throw errors.invalid(
      'Placement No Longer Available',
      'The Instagram Explore feed placement (instagram_positions "explore") is no longer available. Remove it from the ad set\'s placements.',
    );
  }
  const next = { ...targeting };
  if (follows(answering.version, 'messenger-stories-dropped', answering.now) && positions(targeting, 'messenger_positions').includes('story')) {
    next.messenger_positions = positions(targeting, 'messenger_positions').filter((position) => position !== 'story');
  }
  if (advantageAudience !== undefined) {
    next.targeting_automation = { ...automation, advantage_audience: Number(advantageAudience) };
  } else if (write === 'new' && follows(answering.version, 'advantage-audience-by-default', answering.now)) {
    next.targeting_automation = { ...automation, advantage_audience: 1 };
  }
  return next;
}

function positions(targeting: Record<string, unknown>, key: string): string[] {
  const listed = targeting[key];
  return Array.isArray(listed) ? listed.map(String) : [];
}
