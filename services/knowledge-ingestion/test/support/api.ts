import { credentials, type ServiceError } from '@grpc/grpc-js';
import { services, type knowledge } from '@winzmail/proto';
import { eventually } from '@winzmail/testing';
import { call, login, newAccount, register, type TestProduct } from '@winzmail/testing/product';

export interface DocumentJson {
  id: string;
  filename: string;
  upload_time: string;
  size: number;
  type: string;
  status: 'processing' | 'ready' | 'error';
  error: string;
  source_url: string;
  chunk_count: number;
}

/** A registered, signed-in organisation: its token and id. */
export async function signedInOrg(
  product: TestProduct,
  prefix = 'kb',
): Promise<{ token: string; orgId: string }> {
  const account = newAccount(prefix);
  const created = await register(product.api, account);
  if (created.status !== 201) throw new Error(`register failed: ${created.status}`);
  return { token: await login(product.api, account), orgId: String(created.body.org_id) };
}

/** POST /org/documents/upload with a multipart `file` field, as a browser sends it. */
export async function upload(
  product: TestProduct,
  token: string,
  filename: string,
  bytes: Buffer | Uint8Array,
  field = 'file',
): Promise<{ status: number; body: DocumentJson & { error: string } }> {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)]), filename);
  const res = await fetch(`${product.api}/org/documents/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as DocumentJson };
}

export async function list(product: TestProduct, token: string): Promise<DocumentJson[]> {
  const res = await call<DocumentJson[]>(
    'GET',
    `${product.api}/org/documents/list`,
    undefined,
    token,
  );
  // Said plainly when it is not a list (an expired session in a long suite), not as `l.filter`.
  if (res.status !== 200)
    throw new Error(`GET /org/documents/list: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** Waits until a document leaves `processing`. */
export async function settled(
  product: TestProduct,
  token: string,
  id: string,
  timeoutMs = 30_000,
): Promise<DocumentJson> {
  const docs = await eventually(
    'the document to be processed',
    () => list(product, token),
    (l) => l.some((d) => d.id === id && d.status !== 'processing'),
    { timeoutMs: timeoutMs },
  );
  return docs.find((d) => d.id === id)!;
}

/** The service's gRPC Search, as reply-generation and chat call it. */
export function searchClient(address: string): {
  search(org_id: string, query: string, k?: number): Promise<knowledge.Source__Output[]>;
  close(): void;
} {
  const Ctor = services.knowledge();
  const client = new Ctor(address, credentials.createInsecure());
  return {
    search: (org_id, query, k = 5) =>
      new Promise((resolve, reject) =>
        client.Search(
          { org_id, query, k },
          { deadline: new Date(Date.now() + 10_000) },
          (err, res) => (err || !res ? reject(err ?? new Error('no response')) : resolve(res.hits)),
        ),
      ),
    close: () => client.close(),
  };
}

/**
 * The service's Upload stream as the gateway drives it, message by message, then a half-close:
 * the stored document, or the gRPC error the service answered with.
 */
export function uploadStream(
  address: string,
  messages: knowledge.UploadChunk[],
): Promise<{ doc?: knowledge.Document__Output; error?: ServiceError }> {
  const Ctor = services.knowledge();
  const client = new Ctor(address, credentials.createInsecure());
  return new Promise((resolve) => {
    const call = client.Upload({ deadline: new Date(Date.now() + 10_000) }, (err, doc) => {
      client.close();
      resolve(err ? { error: err } : { doc });
    });
    for (const message of messages) call.write(message);
    call.end();
  });
}
