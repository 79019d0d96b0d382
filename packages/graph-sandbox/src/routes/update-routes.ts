import { errors } from '../errors/graph-errors.ts';
import type { CallContext, RouteDef } from '../graph/graph-types.ts';
import { oneOf, optionalInt, optionalObject, optionalString, validateOnly } from '../graph/params.ts';
import { dailyBudgetHistoryAfter } from '../world/daily-budget-days.ts';
import type { Ad, AdCreative, AdSet, Campaign, World } from '../world/world-types.ts';
import { updateAccount } from './account-update.ts';
import { creativeIdFrom } from './create-routes.ts';
import { targetingUnderRules } from './targeting-rules.ts';
import { checkAudiences, checkDsa, checkPage, checkPixel, CONFIGURED_STATUSES, optionalTime, readBudgets, writableAccount } from './write-rules.ts';

type Editable = Campaign | AdSet | Ad | AdCreative;

function editable(ctx: CallContext): Editable {
  const { world, node } = ctx;
  const found = world.campaigns[node.id] ?? world.adsets[node.id] ?? world.ads[node.id] ?? world.creatives[node.id];
  if (!found) throw errors.noObject(ctx.method, node.id);
  return found;
}

/** A budget keeps its kind: a daily budget can change amount, not become a lifetime budget (Meta's rule too). */
function budgetChange(current: { dailyBudget?: number; lifetimeBudget?: number }, next: { dailyBudget?: number; lifetimeBudget?: number }, what: string) {
  if (next.dailyBudget !== undefined && current.dailyBudget === undefined) {
    throw errors.invalid('Budget Type Cannot Change', `This ${what} has no daily budget to change${current.lifetimeBudget !== undefined ? '; it uses a lifetime budget' : ''}.`);
  }
  if (next.lifetimeBudget !== undefined && current.lifetimeBudget === undefined) {
    throw errors.invalid('Budget Type Cannot Change', `This ${what} has no lifetime budget to change${current.dailyBudget !== undefined ? '; it uses a daily budget' : ''}.`);
  }
}

const HOUR_MS = 60 * 60_000;
const BUDGET_CHANGES_PER_HOUR = 4;

/**
 * Meta lets an ad set's budget change 4 times an hour; a fifth change within the hour is refused (and changes nothing).
 * Posting the budget it already has is not a change.
 */
function budgetChangeTimes(ctx: CallContext, adset: AdSet, budgets: { dailyBudget?: number; lifetimeBudget?: number }): number[] | undefined {
  const changes = (budgets.dailyBudget !== undefined && budgets.dailyBudget !== adset.dailyBudget) || (budgets.lifetimeBudget !== undefined && budgets.lifetimeBudget !== adset.lifetimeBudget);
  if (!changes) return undefined;
  const now = ctx.now.getTime();
  const recent = (adset.budgetChangedAt ?? []).filter((at) => at > now - HOUR_MS);
  const [oldest] = recent;
  if (recent.length >= BUDGET_CHANGES_PER_HOUR && oldest !== undefined) throw errors.budgetChangeLimit(adset.id, new Date(oldest + HOUR_MS));
  return [...recent, now];
}

/** Deleting or archiving a parent takes its children with it. */
function cascadeStatus(world: World, kind: string, id: string, status: Editable['status'], now: number) {
  if (status !== 'DELETED' && status !== 'ARCHIVED') return;
  const children = [
    ...(kind === 'campaign' ? Object.values(world.adsets).filter((adset) => adset.campaignId === id) : []),
    ...Object.values(world.ads).filter((ad) => (kind === 'campaign' ? ad.campaignId === id : kind === 'adset' && ad.adsetId === id)),
  ];
  for (const child of children) {
    if (child.status !== 'DELETED') Object.assign(child, { status, updatedTime: now });
  }
}

/** POST /{id}: name, status, budgets and the few fields Meta lets you edit; {success:true}. */
function update(ctx: CallContext) {
  const account = writableAccount(ctx);
  const target = editable(ctx);
  const changes: Partial<Campaign & AdSet & Ad & AdCreative> = {};
  const name = optionalString(ctx.params, 'name');
  if (name !== undefined) changes.name = name;
  const status = oneOf(ctx.params, 'status', CONFIGURED_STATUSES);
  if (status) changes.status = status;
  const budgets = readBudgets(ctx, account);
  const kind = ctx.node.kind;

  if (kind === 'campaign') {
    budgetChange(target as Campaign, budgets, 'campaign');
    Object.assign(changes, budgets);
    const history = dailyBudgetHistoryAfter(target as Campaign, budgets.dailyBudget, account, ctx.now);
    if (history) changes.dailyBudgetHistory = history;
    const spendCap = optionalInt(ctx.params, 'spend_cap');
    if (spendCap !== undefined) changes.spendCap = spendCap;
  } else if (kind === 'adset') {
    const adset = target as AdSet;
    const campaign = ctx.world.campaigns[adset.campaignId];
    if ((budgets.dailyBudget !== undefined || budgets.lifetimeBudget !== undefined) && (campaign?.dailyBudget !== undefined || campaign?.lifetimeBudget !== undefined)) {
      throw errors.invalid('Budget Set at Campaign Level', `Campaign ${adset.campaignId} uses a campaign budget, so its ad sets can't have their own budget.`);
    }
    budgetChange(adset, budgets, 'ad set');
    Object.assign(changes, budgets);
    const budgetChangedAt = budgetChangeTimes(ctx, adset, budgets);
    if (budgetChangedAt) changes.budgetChangedAt = budgetChangedAt;
    const history = dailyBudgetHistoryAfter(adset, budgets.dailyBudget, account, ctx.now);
    if (history) changes.dailyBudgetHistory = history;
    const given = optionalObject(ctx.params, 'targeting');
    const targeting = given && targetingUnderRules(ctx, given, 'update');
    if (targeting) {
      checkAudiences(ctx.world, account.id, targeting);
      changes.targeting = targeting;
    }
    const promotedObject = optionalObject(ctx.params, 'promoted_object');
    if (promotedObject) {
      if (promotedObject.pixel_id !== undefined) checkPixel(ctx.world, account.id, String(promotedObject.pixel_id));
      if (promotedObject.page_id !== undefined) checkPage(ctx.world, account.id, String(promotedObject.page_id));
      changes.promotedObject = promotedObject;
    }
    const dsaPayor = optionalString(ctx.params, 'dsa_payor') ?? adset.dsaPayor;
    const dsaBeneficiary = optionalString(ctx.params, 'dsa_beneficiary') ?? adset.dsaBeneficiary;
    checkDsa(targeting ?? adset.targeting, dsaPayor ?? account.defaultDsaPayor, dsaBeneficiary ?? account.defaultDsaBeneficiary);
    if (dsaPayor) changes.dsaPayor = dsaPayor;
    if (dsaBeneficiary) changes.dsaBeneficiary = dsaBeneficiary;
    const endTime = optionalTime(ctx, 'end_time');
    if (endTime !== undefined) changes.endTime = endTime;
    const bidAmount = optionalInt(ctx.params, 'bid_amount');
    if (bidAmount !== undefined) changes.bidAmount = bidAmount;
  } else if (kind === 'ad') {
    if (ctx.params.creative !== undefined) changes.creativeId = creativeIdFrom(ctx, account.id);
  } else if (['object_story_spec', 'asset_feed_spec', 'image_hash'].some((param) => ctx.params[param] !== undefined)) {
    throw errors.invalidParam('(#100) An ad creative cannot be changed once created; create a new creative and point the ad at it');
  }

  if (validateOnly(ctx.params)) return { success: true };
  const now = ctx.now.getTime();
  Object.assign(target, changes, { updatedTime: now });
  if (changes.status) cascadeStatus(ctx.world, kind, target.id, changes.status, now);
  return { success: true };
}

/** DELETE /{id}: Meta keeps deleted objects readable with status DELETED; edges hide them unless asked. */
function remove(ctx: CallContext) {
  writableAccount(ctx);
  const target = editable(ctx);
  const now = ctx.now.getTime();
  Object.assign(target, { status: 'DELETED', updatedTime: now });
  cascadeStatus(ctx.world, ctx.node.kind, target.id, 'DELETED', now);
  return { success: true };
}

const AD_OBJECTS: RouteDef['kinds'] = ['campaign', 'adset', 'ad', 'adcreative'];

export const updateRoutes: RouteDef[] = [
  { method: 'POST', kinds: AD_OBJECTS, edge: '', handler: update },
  { method: 'DELETE', kinds: AD_OBJECTS, edge: '', handler: remove },
  { method: 'POST', kinds: ['adaccount'], edge: '', handler: updateAccount },
  {
    // Revoking the app's login, as a user removing the app does: every token of this user stops working (190/458).
    method: 'DELETE',
    kinds: ['user'],
    edge: 'permissions',
    handler: (ctx) => {
      for (const token of Object.values(ctx.state.tokens)) if (token.userId === ctx.user.id) token.invalidatedWith = 458;
      return { success: true };
    },
  },
];
