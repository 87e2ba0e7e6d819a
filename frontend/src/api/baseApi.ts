import type { BaseQueryFn, FetchArgs, FetchBaseQueryMeta } from '@reduxjs/toolkit/query/react';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { tokenCleared, tokenSet } from '../app/authSlice';
import { apiBaseUrl } from '../config';
import type { ApiError } from './errors';
import { technicalMessage } from './errors';
import { refreshAccessToken } from './refresh';

interface StateWithToken {
  auth: { token: string | null };
}

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '/',
  prepareHeaders: (headers, { getState }) => {
    const token = (getState() as StateWithToken).auth.token;
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  },
});

/**
 * fetchBaseQuery against /winzmail/api, with every failure turned into an ApiError. The meta
 * (request and response) reaches transformResponse, e.g. to read a header.
 */
export const apiBaseQuery: BaseQueryFn<
  string | FetchArgs,
  unknown,
  ApiError,
  object,
  FetchBaseQueryMeta
> = async (args, api, extraOptions) => {
  const base = apiBaseUrl();
  const withBase: FetchArgs =
    typeof args === 'string' ? { url: base + args } : { ...args, url: base + args.url };
  const sentToken = (api.getState() as StateWithToken).auth.token;
  let result = await rawBaseQuery(withBase, api, extraOptions);
  if (result.error?.status === 401 && sentToken) {
    // The access token expired (or the session ended): one refresh, then the call once more —
    // unless another call refreshed meanwhile, whose token is tried instead.
    const current = (api.getState() as StateWithToken).auth.token;
    if (current && current !== sentToken) {
      result = await rawBaseQuery(withBase, api, extraOptions);
    } else {
      const issued = await refreshAccessToken();
      if (issued) {
        api.dispatch(tokenSet(issued));
        result = await rawBaseQuery(withBase, api, extraOptions);
      } else {
        api.dispatch(tokenCleared());
      }
    }
  }
  if (!result.error) return { data: result.data, meta: result.meta };

  const error = result.error;
  if (typeof error.status === 'number') {
    const statusText = result.meta?.response?.statusText ?? '';
    const body = error.data as { error?: unknown; fields?: unknown } | undefined;
    const apiError: ApiError = {
      status: error.status,
      technical: technicalMessage(error.status, statusText),
    };
    if (body && typeof body.error === 'string') apiError.serverMessage = body.error;
    if (body && typeof body.fields === 'object' && body.fields !== null) {
      apiError.fields = body.fields as Record<string, string>;
    }
    return { error: apiError, meta: result.meta };
  }
  const status = error.status;
  const technical = 'error' in error ? String(error.error) : status;
  return { error: { status, technical }, meta: result.meta };
};

/**
 * The one RTK Query API of the app. Screens add their calls with `api.injectEndpoints`
 * in their own file under src/api/ (or their feature folder).
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: apiBaseQuery,
  tagTypes: [
    'Org',
    'EmailConfig',
    'OutlookConfig',
    'Plans',
    'Document',
    'Email',
    'Prompt',
    'Replay',
    'KnowledgeGap',
    'Outcomes',
  ],
  endpoints: () => ({}),
});
