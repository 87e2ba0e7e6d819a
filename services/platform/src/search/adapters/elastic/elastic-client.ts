import { Client, SniffingTransport, type TransportOptions } from '@elastic/elasticsearch';

const V8 = 'compatible-with=8';

/**
 * Speaks REST API version 8: Elasticsearch 8 refuses the 9.x client's `compatible-with=9`
 * headers, and version 9 still accepts version 8 requests.
 */
class Version8Transport extends SniffingTransport {
  constructor(opts: TransportOptions) {
    super({
      ...opts,
      vendoredHeaders: {
        jsonContentType: `application/vnd.elasticsearch+json; ${V8}`,
        ndjsonContentType: `application/vnd.elasticsearch+x-ndjson; ${V8}`,
        accept: `application/vnd.elasticsearch+json; ${V8},text/plain`,
      },
    });
  }
}

/** A client for the server at `url`: native for Elasticsearch 9+, REST version 8 for an 8.x server. */
export async function connectElasticsearch(url: string): Promise<Client> {
  const options = { node: url, requestTimeout: 30_000, maxRetries: 3 };
  const v8 = new Client({ ...options, Transport: Version8Transport });
  const info = await v8.info();
  if (Number(info.version.number.split('.')[0]) < 9) return v8;
  await v8.close();
  return new Client(options);
}
