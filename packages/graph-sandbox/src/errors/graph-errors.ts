import { randomBytes } from 'node:crypto';

/** What Meta puts in `{"error":{…}}`; optional members are left out of the JSON when absent, as Meta does. */
export interface GraphErrorBody {
  message: string;
  type: 'OAuthException' | 'GraphMethodException' | 'FacebookApiException';
  code: number;
  error_subcode?: number;
  is_transient: boolean;
  error_user_title?: string;
  error_user_msg?: string;
  error_data?: string;
  fbtrace_id: string;
}

type ErrorSpec = Omit<GraphErrorBody, 'fbtrace_id' | 'type' | 'is_transient'> & {
  type?: GraphErrorBody['type'];
  is_transient?: boolean;
  /** Meta answers 400 for nearly everything and 500 for unknown/temporary service errors. */
  httpStatus?: number;
};

export class GraphApiError extends Error {
  override name = 'GraphApiError';
  readonly body: GraphErrorBody;
  readonly httpStatus: number;

  constructor(spec: ErrorSpec) {
    super(spec.message);
    const { httpStatus, message, type, code, is_transient, ...details } = spec;
    // Meta's key order, which people recognise in logs: message, type, code, subcode, is_transient, user texts, trace.
    this.body = { message, type: type ?? 'OAuthException', code, ...pick(details, 'error_subcode'), is_transient: is_transient ?? false, ...details, fbtrace_id: fbtraceId() };
    this.httpStatus = httpStatus ?? (spec.code === 1 || spec.code === 2 ? 500 : 400);
  }
}

function pick<T extends object, K extends keyof T>(source: T, key: K): Partial<Pick<T, K>> {
  return source[key] === undefined ? {} : ({ [key]: source[key] } as Pick<T, K>);
}

/** Meta's trace ids are ~23 url-safe characters; support staff ask for them, clients should log them. */
function fbtraceId(): string {
  return randomBytes(17).toString('base64url').slice(0, 23);
}

export const errors = {
  unparseableToken: () => new GraphApiError({ message: 'Invalid OAuth access token - Cannot parse access token', code: 190 }),
  expiredToken: (expiredAt: Date, now: Date) =>
    new GraphApiError({
      message: `Error validating access token: Session has expired on ${expiredAt.toUTCString()}. The current time is ${now.toUTCString()}.`,
      code: 190,
      error_subcode: 463,
    }),
  passwordChanged: () =>
    new GraphApiError({
      message:
        'Error validating access token: The session has been invalidated because the user changed their password or Facebook has changed the session for security reasons.',
      code: 190,
      error_subcode: 460,
    }),
  /** The user removed the app, or the app revoked its own login (`DELETE /{user-id}/permissions`). */
  appNotAuthorized: (userId: string, appId: string) =>
    new GraphApiError({ message: `Error validating access token: User ${userId} has not authorized application ${appId}.`, code: 190, error_subcode: 458 }),
  invalidSession: () =>
    new GraphApiError({ message: 'Error validating access token: The session is invalid because the user logged out.', code: 190, error_subcode: 467 }),
  badProof: () => new GraphApiError({ message: 'Invalid appsecret_proof provided in the API argument', code: 100, type: 'GraphMethodException' }),
  proofRequired: () => new GraphApiError({ message: 'API calls from the server require an appsecret_proof argument', code: 100, type: 'GraphMethodException' }),
  unsupportedVersion: (version: string, latest: string) =>
    new GraphApiError({ message: `(#2635) You are calling a deprecated version of the Ads API. Please update to the latest version: ${latest}.`, code: 2635, error_data: JSON.stringify({ version }) }),
  unknownVersion: (version: string) => new GraphApiError({ message: `Unknown path components: /${version}`, code: 2500 }),
  noObject: (method: string, id: string) =>
    new GraphApiError({
      message: `Unsupported ${method.toLowerCase()} request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation. Please read the Graph API documentation at https://developers.facebook.com/docs/graph-api`,
      code: 100,
      error_subcode: 33,
      type: 'GraphMethodException',
    }),
  unknownEdge: (edge: string, nodeType: string) =>
    new GraphApiError({ message: `(#100) Tried accessing nonexisting field (${edge}) on node type (${nodeType})`, code: 100 }),
  unknownField: (field: string, nodeType: string) =>
    new GraphApiError({ message: `(#100) Tried accessing nonexisting field (${field}) on node type (${nodeType})`, code: 100 }),
  required: (param: string) => new GraphApiError({ message: `(#100) The parameter ${param} is required`, code: 100 }),
  invalidParam: (message: string, details: { subcode?: number; title?: string; userMessage?: string } = {}) =>
    new GraphApiError({
      message,
      code: 100,
      ...(details.subcode ? { error_subcode: details.subcode } : {}),
      ...(details.title ? { error_user_title: details.title } : {}),
      ...(details.userMessage ? { error_user_msg: details.userMessage } : {}),
    }),
  /** Ads validation failures: Meta says "Invalid parameter" and explains in error_user_title / error_user_msg. */
  invalid: (title: string, userMessage: string, subcode?: number) =>
    new GraphApiError({ message: 'Invalid parameter', code: 100, error_user_title: title, error_user_msg: userMessage, ...(subcode ? { error_subcode: subcode } : {}) }),
  permission: (message: string) => new GraphApiError({ message: `(#200) ${message}`, code: 200 }),
  throttled: (insights: boolean) =>
    new GraphApiError({
      message: insights
        ? 'There have been too many calls from this ad-account. Wait a bit and try again. For more info, please refer to https://developers.facebook.com/docs/graph-api/overview/rate-limiting#ads-insights.'
        : 'There have been too many calls from this ad-account. Wait a bit and try again. For more info, please refer to https://developers.facebook.com/docs/graph-api/overview/rate-limiting#ads-management.',
      code: insights ? 80000 : 80004,
      error_subcode: 2446079,
      is_transient: true,
      error_user_title: 'Too many calls',
    }),
  /**
   * Meta's documented answer when an ad set's budget changed 4 times within the hour: code 17 "User request limit
   * reached", the same code as call throttling, told apart by the endpoint (docs: rate limiting, "Ad Set Level").
   * Unlike call throttling it is not transient and carries no ads-throttle subcode: trying again within the hour fails.
   */
  budgetChangeLimit: (adsetId: string, retryAt: Date) =>
    new GraphApiError({
      message: '(#17) User request limit reached',
      code: 17,
      error_user_title: 'Budget Change Limit Reached',
      error_user_msg: `The budget of ad set ${adsetId} has changed 4 times in the last hour, the most Meta allows. You can change it again after ${retryAt.toISOString()}.`,
    }),
  /**
   * A request form new apps lost in v27.0 (graph/legacy-request-forms.ts). Meta documents no error for it, so the
   * answer is its usual one for a parameter a call may not use: code 100, an OAuthException, "(#100) …".
   */
  legacyRequestForm: (form: string) => new GraphApiError({ message: `(#100) ${form} cannot be used by apps created on or after November 4, 2026`, code: 100 }),
  batchTooLarge: () => new GraphApiError({ message: '(#100) Too many requests in batch message. Maximum batch size is 50', code: 100 }),
  unknown: () => new GraphApiError({ message: 'An unknown error occurred', code: 1, is_transient: false }),
};

/** Canned errors for fault injection, keyed by code, shaped like the real ones. */
export function injectedError(code: number, subcode?: number): GraphApiError {
  switch (code) {
    case 1:
      return new GraphApiError({ message: 'An unknown error occurred', code: 1, is_transient: true, ...(subcode ? { error_subcode: subcode } : {}) });
    case 2:
      return new GraphApiError({ message: 'An unexpected error has occurred. Please retry your request later.', code: 2, is_transient: true });
    case 4:
      return new GraphApiError({ message: '(#4) Application request limit reached', code: 4, is_transient: true });
    case 17:
      return new GraphApiError({ message: '(#17) User request limit reached', code: 17, error_subcode: subcode ?? 2446079, is_transient: true });
    case 190:
      return subcode === 460 ? errors.passwordChanged() : subcode === 467 ? errors.invalidSession() : errors.expiredToken(new Date(0), new Date());
    case 200:
      return errors.permission('Requires ads_management permission to manage the object');
    case 368:
      return new GraphApiError({ message: 'It looks like you were misusing this feature by going too fast.', code: 368, error_subcode: subcode ?? 1390008 });
    case 613:
      return new GraphApiError({ message: '(#613) Calls to this api have exceeded the rate limit.', code: 613, error_subcode: subcode ?? 1487742, is_transient: true });
    case 80000:
    case 80004:
      return errors.throttled(code === 80000);
    default:
      return new GraphApiError({ message: `(#${code}) Injected error`, code, ...(subcode ? { error_subcode: subcode } : {}) });
  }
}
