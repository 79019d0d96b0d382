import type { AccessToken, AuthCode } from '../auth/token-store.ts';
import type { FaultInjector } from '../control/fault-injector.ts';
import type { CallLog } from '../usage/call-log.ts';
import type { UsageMeter } from '../usage/usage-meter.ts';
import type { DemoUser, World } from '../world/world-types.ts';

export type HttpMethod = 'GET' | 'POST' | 'DELETE';
export type Params = Record<string, string>;

/** One Graph call, from HTTP or from a batch operation: a path under the version and flat string params. */
export interface GraphRequest {
  method: HttpMethod;
  /** e.g. "/v27.0/act_1/campaigns" or "act_1/campaigns" (batch relative_url); no query string. */
  path: string;
  params: Params;
  /** The Authorization header, for tokens sent as "Bearer …"/"OAuth …" and client credentials as "Basic …". */
  authorization?: string;
  /** Set for operations of an async batch request set, which allows bigger deep copies. */
  inAsyncBatch?: boolean;
  /** The HTTP verb came from a `method=` parameter (Meta's method override), not the request line. */
  methodOverride?: boolean;
}

export interface GraphResponse {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

interface SandboxConfig {
  seed: number;
  /** This installation's app secret: the code exchange, app tokens and appsecret_proof are checked against it. */
  appSecret: string;
  redirectUris: string[];
  requireAppsecretProof: boolean;
  appName: string;
  /** When the app was created: apps from 2026-11-04 on lost some request forms (graph/legacy-request-forms.ts). */
  appCreatedAt: Date;
}

/** Everything a call can read or change. `world` is replaced on reset, so always read it through the state. */
export interface SandboxState {
  world: World;
  tokens: Record<string, AccessToken>;
  codes: Map<string, AuthCode>;
  usage: UsageMeter;
  faults: FaultInjector;
  calls: CallLog;
  config: SandboxConfig;
  now(): Date;
  /** Tells persistence that objects or tokens changed. */
  changed(): void;
  /** An unexpected failure inside the sandbox (a bug, not a Graph error), for the host's log. */
  reportError(error: unknown): void;
}

export type NodeKind =
  | 'user'
  | 'adaccount'
  | 'campaign'
  | 'adset'
  | 'ad'
  | 'adcreative'
  | 'page'
  | 'pixel'
  | 'customaudience'
  | 'business'
  | 'report_run'
  | 'async_request_set'
  | 'root';

export interface ResolvedNode {
  kind: NodeKind;
  id: string;
  /** The ad account the node belongs to, which pays for the call in usage points. */
  accountId?: string;
}

export interface CallContext {
  state: SandboxState;
  world: World;
  method: HttpMethod;
  version: string;
  params: Params;
  now: Date;
  user: DemoUser;
  token: AccessToken;
  node: ResolvedNode;
  edge: string;
  /** Absolute URL of this call (base + version + path) without query, for paging links. */
  selfUrl: string;
  /** Public base URL of the Graph API (prefix included), for image urls and the like. */
  baseUrl: string;
  inAsyncBatch: boolean;
  dispatch(request: GraphRequest): GraphResponse;
}

type RouteHandler = (ctx: CallContext) => unknown;

export interface RouteDef {
  method: HttpMethod;
  kinds: NodeKind[];
  /** '' for the node itself. */
  edge: string;
  handler: RouteHandler;
  /** Insights calls are metered as ads_insights and throttled with 80000 instead of 80004. */
  insights?: boolean;
}
