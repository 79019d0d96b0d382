/** The slice of TikTok's generated JavaScript client the compatibility test uses (the package ships no TypeScript types). */
declare module 'tiktok-business-api-sdk-official' {
  export interface SdkAnswer {
    request_id: string;
    data: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- TikTok JSON, as the client hands it over
  }
  export type SdkCallback = (error: Error | null, data: SdkAnswer, response: unknown) => void;
  export type Opts = Record<string, unknown>;
  export class ApiClient {
    basePath: string;
  }
  export class AuthenticationApi {
    constructor(client?: ApiClient);
    oauth2AccessToken(opts: Opts, callback: SdkCallback): void;
    oauth2AdvertiserGet(appId: string, secret: string, token: string, callback: SdkCallback): void;
  }
  export class AccountManagementApi {
    constructor(client?: ApiClient);
    advertiserInfo(advertiserIds: string[], token: string, opts: Opts, callback: SdkCallback): void;
  }
  export class CampaignCreationApi {
    constructor(client?: ApiClient);
    campaignGet(advertiserId: string, token: string, opts: Opts, callback: SdkCallback): void;
    campaignCreate(token: string, opts: Opts, callback: SdkCallback): void;
    campaignUpdate(token: string, opts: Opts, callback: SdkCallback): void;
    campaignStatusUpdate(token: string, opts: Opts, callback: SdkCallback): void;
  }
  export class AdgroupApi {
    constructor(client?: ApiClient);
    adgroupGet(advertiserId: string, token: string, opts: Opts, callback: SdkCallback): void;
    adgroupCreate(token: string, opts: Opts, callback: SdkCallback): void;
    adgroupUpdate(token: string, opts: Opts, callback: SdkCallback): void;
    adgroupStatusUpdate(token: string, opts: Opts, callback: SdkCallback): void;
  }
  export class AdApi {
    constructor(client?: ApiClient);
    adGet(advertiserId: string, token: string, opts: Opts, callback: SdkCallback): void;
    adCreate(token: string, opts: Opts, callback: SdkCallback): void;
    adUpdate(token: string, opts: Opts, callback: SdkCallback): void;
    adStatusUpdate(token: string, opts: Opts, callback: SdkCallback): void;
  }
  export class ReportingApi {
    constructor(client?: ApiClient);
    reportIntegratedGet(reportType: string, token: string, opts: Opts, callback: SdkCallback): void;
  }
  export class FileApi {
    constructor(client?: ApiClient);
    adImageUpload(token: string, opts: Opts, callback: SdkCallback): void;
    fileImageAdInfo(advertiserId: string, imageIds: string[], token: string, callback: SdkCallback): void;
  }
  export class CreativeManagementApi {
    constructor(client?: ApiClient);
    creativeAssetShare(token: string, opts: Opts, callback: SdkCallback): void;
  }
}
