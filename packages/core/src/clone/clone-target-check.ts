import type { BatchOperation } from '../graph/index.ts';
import { userMessage } from '../messages/index.ts';
import { optionsSnapshot } from './clone-options-snapshot.ts';
import { bodyOf, CloneRefused, type Remap, type Run } from './clone-run.ts';
import { type ParsedCloneRequest, targetChoice } from './clone-schemas.ts';
import { storedUsable } from './clone-target-usable.ts';

type Ids = { data?: Array<{ id: string }> };

/**
 * Before anything is created: which pixel, page and audiences the target may use. The target's own pixel/page (from
 * the request's `targets`) wins, else the request's single one, when the target may use it, else the source's; when
 * neither, the account fails naming what to provide.
 */
export async function checkTarget(run: Run): Promise<Remap> {
  const { pixels, pages, audiences } = await usableIds(run);
  const { request, target } = run;
  // Only what the options duplicate: a page or pixel that only a left-out object used is not needed.
  const snapshot = optionsSnapshot(run.snapshot, request.options);
  // The batch's stored request is the parsed clone request; `targets` is absent from requests stored before it existed.
  const own = targetChoice(request as Pick<ParsedCloneRequest, 'targets'>, run.act);
  const pixelId = own?.pixelId ?? request.pixelId;
  const wantedPage = own?.pageId ?? request.pageId;
  const remap: Remap = { pixels: new Map(), pages: new Map(), usableAudiences: audiences, dsa: { payor: own?.dsaPayor, beneficiary: own?.dsaBeneficiary } };
  const choose = (sourceId: string, wanted: string | undefined, usable: Set<string> | undefined, what: 'pixel' | 'page') => {
    if (wanted && usable?.has(wanted)) return wanted;
    if (usable?.has(sourceId)) return sourceId;
    const account = target.account_name;
    if (wanted) throw new CloneRefused(userMessage(what === 'pixel' ? 'clonePixelsUnusable' : 'clonePagesUnusable', { account, wanted, sourceId }));
    throw new CloneRefused(userMessage(what === 'pixel' ? 'clonePixelUnusable' : 'clonePageUnusable', { account, sourceId }));
  };
  for (const adset of snapshot.adsets) {
    const promoted = adset.promoted_object ?? {};
    if (typeof promoted.pixel_id === 'string' || typeof promoted.pixel_id === 'number') remap.pixels.set(String(promoted.pixel_id), choose(String(promoted.pixel_id), pixelId, pixels, 'pixel'));
    if (promoted.page_id !== undefined) remap.pages.set(String(promoted.page_id), choose(String(promoted.page_id), wantedPage, pages, 'page'));
  }
  for (const creative of snapshot.creatives) {
    const pageId = creative.object_story_spec.page_id;
    if (pageId !== undefined) remap.pages.set(String(pageId), choose(String(pageId), wantedPage, pages, 'page'));
  }
  return remap;
}

/**
 * What the target may use: the batch start's read, stored with the target, so the job adds no round trip; read here
 * only when none is stored (the start could not read it, or the batch predates storing it).
 */
async function usableIds(run: Run): Promise<{ pixels: Set<string>; pages: Set<string>; audiences: Set<string> }> {
  const stored = storedUsable(run.target.usable);
  if (stored) return { pixels: new Set(stored.pixels), pages: new Set(stored.pages), audiences: new Set(stored.audiences) };
  const results = await run.deps.graph.batch(
    ['adspixels', 'promote_pages', 'customaudiences'].map((edge): BatchOperation => ({ method: 'GET', relativeUrl: `${run.act}/${edge}?fields=id&limit=500` })),
    run.call,
  );
  const [pixels, pages, audiences] = results.map((result) => new Set((bodyOf<Ids>(result).data ?? []).map((item) => item.id))) as [Set<string>, Set<string>, Set<string>];
  return { pixels, pages, audiences };
}
