import { OpenApiGeneratorV31 } from '@asteasolutions/zod-to-openapi';
import { registry } from './schemas/registry.js';
// Each route module registers its paths when loaded: import them all here so the document is
// complete wherever it is built (the running gateway, or scripts/gen-api.mjs at build time).
import './routes/auth.js';
import './routes/documents.js';
import './routes/org.js';
import './routes/plans.js';
import './routes/prompt.js';
import './routes/public-config.js';
// Last, so the email schemas keep their place in the document (a stable generated diff).
import './routes/email.js';
import './routes/automation-status.js';
import './routes/mail-accounts.js';
import './routes/chat.js';
import './routes/billing.js';
import './routes/org-users.js';
import './routes/sessions.js';
import './routes/replay.js';
import './routes/knowledge-gaps.js';
import './routes/org-data.js';
import './routes/org-export.js';
import './routes/outcomes.js';
import './routes/account.js';

/** The OpenAPI document, generated from the same zod schemas that validate requests. */
export function openApiDocument(apiBase: string): object {
  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'Winzmail API',
      version: '0.1.0',
      description:
        'REST API of the Winzmail web app. Request bodies are JSON (another type: 415). No text ' +
        'may hold a NUL character (U+0000), and no query parameter comes twice or in list or ' +
        'object form (`a[]=`, `a[b]=`): each is answered 400 naming the field.',
    },
    servers: [{ url: apiBase }],
  });
}
