import { api } from '../../api/baseApi';

export type DocumentStatus = 'processing' | 'ready' | 'error';

/** A knowledge-base document as GET /org/documents/list returns it. */
export interface KbDocument {
  id: string;
  filename: string;
  upload_time: string | null;
  size: number;
  type: string;
  status: DocumentStatus;
  error: string;
  source_url: string;
  chunk_count: number;
}

const STATUSES: DocumentStatus[] = ['processing', 'ready', 'error'];

export function toKbDocument(raw: unknown): KbDocument {
  const r = (raw ?? {}) as Record<string, unknown>;
  const filename = typeof r.filename === 'string' ? r.filename : '';
  return {
    id: String(r.id ?? r._id ?? ''),
    filename,
    upload_time: typeof r.upload_time === 'string' ? r.upload_time : null,
    size: typeof r.size === 'number' ? r.size : 0,
    type: typeof r.type === 'string' && r.type ? r.type : typeFromName(filename),
    status: STATUSES.includes(r.status as DocumentStatus) ? (r.status as DocumentStatus) : 'ready',
    error: typeof r.error === 'string' ? r.error : '',
    source_url: typeof r.source_url === 'string' ? r.source_url : '',
    chunk_count: typeof r.chunk_count === 'number' ? r.chunk_count : 0,
  };
}

/** The type the client derives from the extension (spec section 3) when the server names none. */
export function typeFromName(filename: string): string {
  return /\.([a-z0-9]+)$/i.exec(filename)?.[1]?.toLowerCase() ?? '';
}

/** The Documents screen's calls; the 'Document' tag also refreshes the dashboard's figures. */
export const documentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listDocuments: build.query<KbDocument[], void>({
      query: () => '/org/documents/list',
      transformResponse: (raw: unknown) => (Array.isArray(raw) ? raw.map(toKbDocument) : []),
      providesTags: ['Document'],
    }),
    deleteDocument: build.mutation<{ deleted: boolean }, string>({
      query: (id) => ({ url: `/org/documents/delete/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Document'],
    }),
    scrapeWebsite: build.mutation<KbDocument, string>({
      query: (url) => ({ url: '/org/documents/scrape', method: 'POST', body: { url } }),
      transformResponse: (raw: unknown) => toKbDocument(raw),
      invalidatesTags: ['Document'],
    }),
  }),
});

export const { useListDocumentsQuery, useDeleteDocumentMutation, useScrapeWebsiteMutation } =
  documentsApi;
