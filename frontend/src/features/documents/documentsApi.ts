import { api } from '../../api/baseApi';
import type { RequestOf, ResponseOf } from '../../api/contract';

/** The Documents screen's calls; the 'Document' tag also refreshes the dashboard's figures. */
export const documentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listDocuments: build.query<ResponseOf<'/org/documents/list', 'get'>, void>({
      query: () => '/org/documents/list',
      providesTags: ['Document'],
    }),
    deleteDocument: build.mutation<ResponseOf<'/org/documents/delete/{id}', 'delete'>, string>({
      query: (id) => ({ url: `/org/documents/delete/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Document'],
    }),
    scrapeWebsite: build.mutation<
      ResponseOf<'/org/documents/scrape', 'post'>,
      RequestOf<'/org/documents/scrape', 'post'>['url']
    >({
      query: (url) => ({ url: '/org/documents/scrape', method: 'POST', body: { url } }),
      invalidatesTags: ['Document'],
    }),
  }),
});

export const { useListDocumentsQuery, useDeleteDocumentMutation, useScrapeWebsiteMutation } =
  documentsApi;
