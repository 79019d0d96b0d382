import { authenticate, debugToken, exchangeToken } from '../auth/oauth-flow.ts';
import { errors, GraphApiError } from '../errors/graph-errors.ts';
import { READ_COST, usageHeaders, WRITE_COST } from '../usage/usage-meter.ts';
import { type ApiVersion, LATEST_VERSION, refuseAffectedUpgrade, resolveVersion } from './api-versions.ts';
import type { CallContext, GraphRequest, GraphResponse, NodeKind, RouteDef, SandboxState } from './graph-types.ts';
import { refuseLegacyRequestForms } from './legacy-request-forms.ts';
import { resolveNode } from './resolve-node.ts';

const NODE_TYPES: Record<NodeKind, string> = {
  user: 'User',
  adaccount: 'AdAccount',
  campaign: 'Campaign',
  adset: 'AdSet',
  ad: 'Ad',
  adcreative: 'AdCreative',
  page: 'Page',
  pixel: 'AdsPixel',
  customaudience: 'CustomAudience',
  business: 'Business',
  report_run: 'AdReportRun',
  async_request_set: 'AdAsyncRequestSet',
  root: 'Application',
};

/** Scopes a call needs: profile reads need none, ads reads ads_read or ads_management, writes ads_management. */
function checkPermission(ctx: CallContext) {
  const has = (scope: string) => ctx.token.scopes.includes(scope);
  if (ctx.node.kind === 'user' && (ctx.edge === '' || ctx.edge === 'permissions')) return;
  if (ctx.method !== 'GET') {
    if (!has('ads_management')) throw errors.permission('Requires ads_management permission to manage the object');
  } else if (!has('ads_read') && !has('ads_management')) {
    throw errors.permission('Ad account owner has NOT grant ads_management or ads_read permission');
  }
}

export interface Dispatcher {
  handle(request: GraphRequest, baseUrl: string): GraphResponse;
}

/**
 * Runs one Graph call end to end, the way graph.facebook.com does: version, faults, the request forms the app may
 * use, token and appsecret_proof, node and access, permission, usage budget, the route, then the usage headers. Batch
 * operations come back here.
 */
export function createDispatcher(state: SandboxState, routes: RouteDef[]): Dispatcher {
  const handle = (request: GraphRequest, baseUrl: string): GraphResponse => {
    const segments = request.path.split('/').filter(Boolean);
    const named = /^v\d+\.\d+$/.test(segments[0] ?? '') ? segments.shift() : undefined;
    // Unversioned paths mean the app's default version, the newest for an app made now; an expired version is
    // answered as the version Meta upgrades it to, and the answer says which (facebook-api-version, as Meta's does).
    let requested: ApiVersion = LATEST_VERSION;
    let version: ApiVersion = LATEST_VERSION;
    let accountId: string | undefined;
    let insights = false;
    const bearer = /^(?:Bearer|OAuth)\s+(.+)$/i.exec(request.authorization ?? '')?.[1];
    const respond = (status: number, body: unknown): GraphResponse => {
      const now = state.now().getTime();
      const account = accountId ? state.world.accounts[accountId] : undefined;
      const headers = usageHeaders(state.usage, now, account ? { accountId: account.id, businessId: account.businessId, type: insights ? 'ads_insights' : 'ads_management' } : undefined);
      const errorCode = status >= 400 ? (body as { error?: { code?: number } }).error?.code : undefined;
      state.calls.record({ at: new Date(now).toISOString(), method: request.method, ...(named ? { version: named } : {}), path: `/${segments.join('/')}`, status, ...(errorCode !== undefined ? { errorCode } : {}), ...(accountId ? { accountId } : {}) });
      return { status, headers: { ...headers, 'facebook-api-version': version }, body };
    };

    try {
      if (named) ({ requested, answering: version } = resolveVersion(named, state.now()));
      const fault = state.faults.pick(request.method, `/${segments.join('/')}`);
      if (fault) throw fault;
      const [head = '', edge = '', ...rest] = segments;
      if (rest.length > 0) throw errors.unknownEdge(rest.join('/'), 'Node');
      refuseLegacyRequestForms(request, head, edge, state.config.appCreatedAt);
      if (head === 'oauth' && edge === 'access_token') return respond(200, exchangeToken(state, request.params, request.authorization));
      if (head === 'debug_token') return respond(200, debugToken(state, request.params, bearer));

      const { token, user } = authenticate(state, request.params.access_token ?? bearer, request.params.appsecret_proof);
      const node = head === '' ? { kind: 'root' as const, id: '' } : resolveNode(state.world, user, request.method, head);
      accountId = node.accountId;
      const route = routes.find((candidate) => candidate.method === request.method && candidate.edge === edge && candidate.kinds.includes(node.kind));
      if (!route) {
        if (request.method === 'GET' && edge) throw errors.unknownEdge(edge, NODE_TYPES[node.kind]);
        throw errors.noObject(request.method, head || '/');
      }
      refuseAffectedUpgrade(requested, version, { method: request.method, kind: node.kind, edge }, state.now());
      insights = route.insights === true;
      const ctx: CallContext = {
        state,
        world: state.world,
        method: request.method,
        version,
        params: request.params,
        now: state.now(),
        user,
        token,
        node,
        edge,
        selfUrl: `${baseUrl}/${requested}/${[head, edge].filter(Boolean).join('/')}`,
        baseUrl,
        inAsyncBatch: request.inAsyncBatch === true,
        dispatch: (inner) => handle(inner, baseUrl),
      };
      if (node.kind !== 'root') checkPermission(ctx);
      if (accountId) {
        const cost = request.method === 'GET' ? READ_COST : WRITE_COST;
        const now = ctx.now.getTime();
        if (state.usage.isThrottled(accountId, cost, now)) throw errors.throttled(insights);
        state.usage.charge(accountId, cost, now);
      } else {
        state.usage.charge(undefined, READ_COST, ctx.now.getTime());
      }
      const body = route.handler(ctx);
      if (request.method !== 'GET') state.changed();
      return respond(200, body);
    } catch (error) {
      // A bug in the sandbox answers like Meta's own unknown error (code 1), and is reported to the host's log.
      if (!(error instanceof GraphApiError)) state.reportError(error);
      const graphError = error instanceof GraphApiError ? error : errors.unknown();
      const response = respond(graphError.httpStatus, { error: graphError.body });
      if (graphError.body.code === 190) {
        response.headers['www-authenticate'] = `OAuth "Facebook Platform" "invalid_token" "${graphError.body.message.replaceAll('"', "'")}"`;
      }
      return response;
    }
  };
  return { handle };
}
