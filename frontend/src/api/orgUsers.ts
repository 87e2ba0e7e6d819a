import { api } from './baseApi';
import type { AddOrgUserBody, OrgUser } from './contract';

/** The organisation's Outlook-plugin users (GET/POST /org/{orgId}/users, DELETE …/{userId}). */
export const orgUsersApi = api.enhanceEndpoints({ addTagTypes: ['OrgUsers'] }).injectEndpoints({
  endpoints: (build) => ({
    getOrgUsers: build.query<OrgUser[], string>({
      query: (orgId) => `/org/${encodeURIComponent(orgId)}/users`,
      providesTags: (_result, _error, orgId) => [{ type: 'OrgUsers', id: orgId }],
    }),
    addOrgUser: build.mutation<OrgUser, { orgId: string } & AddOrgUserBody>({
      query: ({ orgId, ...body }) => ({
        url: `/org/${encodeURIComponent(orgId)}/users`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_result, _error, { orgId }) => [{ type: 'OrgUsers', id: orgId }],
    }),
    removeOrgUser: build.mutation<void, { orgId: string; userId: string }>({
      query: ({ orgId, userId }) => ({
        url: `/org/${encodeURIComponent(orgId)}/users/${encodeURIComponent(userId)}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_result, _error, { orgId }) => [{ type: 'OrgUsers', id: orgId }],
    }),
  }),
});

export const { useGetOrgUsersQuery, useAddOrgUserMutation, useRemoveOrgUserMutation } = orgUsersApi;
