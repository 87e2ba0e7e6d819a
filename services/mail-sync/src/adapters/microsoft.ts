import {
  InteractionRequiredAuthError,
  PublicClientApplication,
  type AccountInfo,
  type ICachePlugin,
} from '@azure/msal-node';
import type { MailConfig } from '../config.js';
import { GrantError } from '../providers/port.js';

/** The Microsoft identity platform public client and Graph (a test points them at loopback). */
export interface MicrosoftSettings {
  clientId: string;
  authority: string;
  /** MSAL's authorityMetadata (JSON): no discovery call when set. */
  authorityMetadata?: string;
  cloudDiscoveryMetadata?: string;
  graphUrl: string;
  timeoutMs: number;
}

export function microsoftSettingsOf(config: MailConfig): MicrosoftSettings | undefined {
  if (!config.MICROSOFT_CLIENT_ID) return undefined;
  return {
    clientId: config.MICROSOFT_CLIENT_ID,
    authority: config.MICROSOFT_AUTHORITY,
    authorityMetadata: config.MICROSOFT_AUTHORITY_METADATA,
    cloudDiscoveryMetadata: config.MICROSOFT_CLOUD_DISCOVERY_METADATA,
    graphUrl: config.MICROSOFT_GRAPH_URL.replace(/\/+$/, ''),
    timeoutMs: config.MAIL_TIMEOUT_MS,
  };
}

/**
 * Read, draft and send, and the address: Mail.ReadWrite reads the inbox and writes drafts
 * (Mail.Read cannot create them), Mail.Send sends, User.Read gives the address. MSAL adds openid,
 * profile and offline_access (the refresh token) itself.
 */
export const GRAPH_SCOPES = [
  'https://graph.microsoft.com/Mail.ReadWrite',
  'https://graph.microsoft.com/Mail.Send',
  'https://graph.microsoft.com/User.Read',
];

/** Holds a serialized MSAL token cache; told when MSAL changed it. */
export interface CacheHolder {
  cache: string;
  changed?: (cache: string) => Promise<void>;
}

export function publicClient(s: MicrosoftSettings, holder: CacheHolder): PublicClientApplication {
  const plugin: ICachePlugin = {
    beforeCacheAccess: async (ctx) => {
      if (holder.cache) ctx.tokenCache.deserialize(holder.cache);
    },
    afterCacheAccess: async (ctx) => {
      if (!ctx.cacheHasChanged) return;
      holder.cache = ctx.tokenCache.serialize();
      await holder.changed?.(holder.cache);
    },
  };
  return new PublicClientApplication({
    auth: {
      clientId: s.clientId,
      authority: s.authority,
      knownAuthorities: [new URL(s.authority).host],
      ...(s.authorityMetadata ? { authorityMetadata: s.authorityMetadata } : {}),
      ...(s.cloudDiscoveryMetadata ? { cloudDiscoveryMetadata: s.cloudDiscoveryMetadata } : {}),
    },
    cache: { cachePlugin: plugin },
    system: { loggerOptions: { piiLoggingEnabled: false } },
  });
}

/**
 * A Graph access token from the cache, refreshed when due (or forced); a grant Microsoft no
 * longer honours becomes a GrantError.
 */
export async function graphToken(
  client: PublicClientApplication,
  forceRefresh = false,
): Promise<string> {
  const accounts: AccountInfo[] = await client.getTokenCache().getAllAccounts();
  const account = accounts[0];
  if (!account) throw new GrantError('no Microsoft account in the token cache');
  try {
    const result = await client.acquireTokenSilent({ account, scopes: GRAPH_SCOPES, forceRefresh });
    return result.accessToken;
  } catch (err) {
    if (err instanceof InteractionRequiredAuthError || isInvalidGrant(err))
      throw new GrantError('Microsoft refused the grant');
    throw err;
  }
}

const isInvalidGrant = (err: unknown): boolean =>
  (err as { errorCode?: unknown })?.errorCode === 'invalid_grant';
