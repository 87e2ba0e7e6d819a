import { z } from './registry.js';

export const KnowledgeDocument = z
  .object({
    id: z.string(),
    filename: z.string(),
    upload_time: z.string().openapi({ format: 'date-time' }),
    size: z.number().int().openapi({ description: 'Bytes' }),
    type: z.string().openapi({ description: 'pdf, doc, docx, txt, md, or web (a scraped page)' }),
    status: z.enum(['processing', 'ready', 'error']),
    error: z.string().openapi({ description: 'Why processing failed (status error), else empty' }),
    source_url: z.string().openapi({ description: 'The scraped URL, else empty' }),
    chunk_count: z.number().int(),
  })
  .openapi('KnowledgeDocument');

export const DocumentList = z.array(KnowledgeDocument).openapi('KnowledgeDocumentList');

export const UploadForm = z
  .object({
    file: z
      .string()
      .openapi({ format: 'binary', description: 'PDF, DOC, DOCX, TXT or MD; at most 10 MB' }),
  })
  .openapi('DocumentUploadForm');

const urlRequired = { error: 'Please enter a URL.' };
export const ScrapeBody = z
  .object({
    url: z
      .string(urlRequired)
      .trim()
      .min(1, 'Please enter a URL.')
      .max(2048, 'The URL is too long.'),
    max_pages: z.number().int().min(1).max(200).optional().openapi({
      description:
        'Beyond the spec: also follow same-site links (or the sitemap) up to this many pages',
    }),
  })
  .openapi('ScrapeRequest');

export const DeleteResponse = z.object({ deleted: z.literal(true) }).openapi('DocumentDeleted');

export const DocumentIdParam = z.object({
  id: z.string().openapi({ param: { name: 'id', in: 'path' } }),
});
