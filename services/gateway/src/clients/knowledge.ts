import {
  Metadata,
  type ClientReadableStream,
  type ClientWritableStream,
  type ServiceError,
} from '@grpc/grpc-js';
import { context, propagation } from '@opentelemetry/api';
import {
  createServiceClient,
  fromServiceError,
  isServiceError,
  type ServiceClient,
} from '@winzmail/platform';
import { services, type knowledge } from '@winzmail/proto';

type Definition = ReturnType<typeof services.knowledge>['service'];
type Unary = ServiceClient<Definition>['call'];

/** The raw streaming methods of the generated client. */
interface StreamingMethods {
  Upload(
    metadata: Metadata,
    options: { deadline: Date },
    callback: (err: ServiceError | null, doc?: knowledge.Document__Output) => void,
  ): ClientWritableStream<knowledge.UploadChunk>;
  View(
    request: knowledge.ViewRequest,
    metadata: Metadata,
    options: { deadline: Date },
  ): ClientReadableStream<knowledge.ViewChunk__Output>;
}

export interface UploadCall {
  /** Sends bytes; false means wait for 'drain' (backpressure). */
  write(data: Buffer): boolean;
  onDrain(listener: () => void): void;
  /** Commits: every byte was sent. The service answers with the stored document. */
  end(): void;
  /** Abandons the upload: without the end message the service keeps nothing. */
  cancel(): void;
  result: Promise<knowledge.Document__Output>;
}

export interface KnowledgeClient extends Pick<
  Unary,
  'List' | 'Delete' | 'Scrape' | 'Search' | 'ListGaps' | 'AddGapEntry'
> {
  upload(header: knowledge.UploadHeader, deadlineMs?: number): UploadCall;
  view(
    request: knowledge.ViewRequest,
    deadlineMs?: number,
  ): ClientReadableStream<knowledge.ViewChunk__Output>;
}

/** Upload and download may take longer than an ordinary call. */
const STREAM_DEADLINE_MS = 5 * 60_000;

function traceMetadata(): Metadata {
  const metadata = new Metadata();
  propagation.inject(context.active(), metadata, {
    set: (carrier, key, value) => carrier.set(key, value),
  });
  return metadata;
}

export function knowledgeClient(
  address: string,
  deadlineMs: number,
): ServiceClient<Definition> & { client: KnowledgeClient } {
  const base = createServiceClient(services.knowledge(), {
    address,
    deadlineMs,
    idempotent: ['List', 'Delete', 'Search', 'ListGaps'],
  });
  const raw = base.raw as unknown as StreamingMethods;
  const client: KnowledgeClient = {
    List: base.call.List,
    Delete: base.call.Delete,
    Scrape: base.call.Scrape,
    Search: base.call.Search,
    ListGaps: base.call.ListGaps,
    AddGapEntry: base.call.AddGapEntry,
    upload(header, ms = STREAM_DEADLINE_MS) {
      let call!: ClientWritableStream<knowledge.UploadChunk>;
      const result = new Promise<knowledge.Document__Output>((resolve, reject) => {
        call = raw.Upload(traceMetadata(), { deadline: new Date(Date.now() + ms) }, (err, doc) =>
          err || !doc
            ? reject(
                isServiceError(err) ? fromServiceError(err) : (err ?? new Error('no document')),
              )
            : resolve(doc),
        );
      });
      // The first message carries the header, then the bytes, then the end with their count.
      call.write({ header });
      let size = 0;
      return {
        write: (data) => {
          size += data.length;
          return call.write({ data });
        },
        onDrain: (listener) => void call.once('drain', listener),
        end: () => {
          call.write({ end: { size } });
          call.end();
        },
        cancel: () => call.cancel(),
        result,
      };
    },
    view(request, ms = STREAM_DEADLINE_MS) {
      return raw.View(request, traceMetadata(), { deadline: new Date(Date.now() + ms) });
    },
  };
  return { ...base, client };
}
