/** The slice of Meta's Flow-typed Node SDK the compatibility test uses (the package ships no TypeScript types). */
declare module 'facebook-nodejs-business-sdk' {
  export interface SdkCursor extends Array<{ id: string; _data: Record<string, unknown> }> {
    hasNext(): boolean;
    next(): Promise<SdkCursor>;
  }
  export class FacebookAdsApi {
    static init(accessToken: string, locale?: string, crashLog?: boolean): FacebookAdsApi;
    static readonly GRAPH: string;
    static readonly VERSION: string;
  }
  export class User {
    constructor(id: string);
    getAdAccounts(fields: string[], params?: Record<string, unknown>): Promise<SdkCursor>;
  }
  export class AdAccount {
    constructor(id: string);
    getCampaigns(fields: string[], params?: Record<string, unknown>): Promise<SdkCursor>;
  }
  const sdk: { FacebookAdsApi: typeof FacebookAdsApi; User: typeof User; AdAccount: typeof AdAccount };
  export default sdk;
}
