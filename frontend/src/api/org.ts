import { api } from './baseApi';
import type { ResponseOf } from './contract';

export const orgApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOrgDetails: build.query<ResponseOf<'/org/me', 'get'>, void>({
      query: () => '/org/me',
      providesTags: ['Org'],
    }),
  }),
});

export const { useGetOrgDetailsQuery } = orgApi;
