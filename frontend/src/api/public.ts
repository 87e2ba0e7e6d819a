import { api } from './baseApi';
import type { Plan, PublicConfig } from './types';

export const publicApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPlans: build.query<Plan[], void>({
      query: () => '/plans/',
      providesTags: ['Plans'],
    }),
    getPublicConfig: build.query<PublicConfig, void>({
      query: () => '/public-config',
    }),
  }),
});

export const { useGetPlansQuery, useGetPublicConfigQuery } = publicApi;
