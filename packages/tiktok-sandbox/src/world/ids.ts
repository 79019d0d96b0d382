import type { World } from './world-types.ts';

/** TikTok ids are 19-digit numbers; every object the sandbox makes takes the next one, so none is ever reused. */
export function nextObjectId(world: World): string {
  world.nextId += 1;
  return `17${String(world.nextId).padStart(17, '0')}`;
}
