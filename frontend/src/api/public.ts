import { api } from './baseApi';
import type { ResponseOf } from './contract';

export const publicApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPlans: build.query<ResponseOf<'/plans/', 'get'>, void>({
      query: () => '/plans/',
      providesTags: ['Plans'],
    }),
    getPublicConfig: build.query<ResponseOf<'/public-config', 'get'>, void>({
      query: () => '/public-config',
    }),
  }),
});

export const { useGetPlansQuery, useGetPublicConfigQuery } = publicApi;
