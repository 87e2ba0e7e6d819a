import { api } from './baseApi';
import type { components } from './gen/schema';

export type DeleteOrgBody = components['schemas']['DeleteOrgBody'];

/** The organisation's data as a whole: its deletion (the export is a download, exportDownload.ts). */
export const orgDataApi = api.injectEndpoints({
  endpoints: (build) => ({
    deleteOrg: build.mutation<void, DeleteOrgBody>({
      query: (body) => ({ url: '/org', method: 'DELETE', body }),
    }),
  }),
});

export const { useDeleteOrgMutation } = orgDataApi;
