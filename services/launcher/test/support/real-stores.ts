import { env } from '@winzmail/testing';

/**
 * Where `needles` occur in the real servers a test product ran on: every document of every
 * collection of every database with the run's prefix (MongoDB protocol), every object name and
 * object in the run's bucket (MinIO), and every chunk of the organisation in the search index
 * (Elasticsearch). Returns one line per place found.
 */
export async function findInRealStores(
  run: { databasePrefix: string; bucket: string },
  needles: string[],
): Promise<string[]> {
  const found = await Promise.all([
    findInMongo(run.databasePrefix, needles),
    findInBucket(run.bucket, needles),
    findInElastic(needles),
  ]);
  return found.flat();
}

async function findInMongo(prefix: string, needles: string[]): Promise<string[]> {
  const { MongoClient } = await import('mongodb');
  const client = await MongoClient.connect(env('MONGODB_URL'), { serverSelectionTimeoutMS: 5_000 });
  const found: string[] = [];
  try {
    const { databases } = await client.db('admin').admin().listDatabases({ nameOnly: true });
    for (const { name } of databases.filter((d) => d.name.startsWith(prefix))) {
      const db = client.db(name);
      for (const { name: collection } of await db
        .listCollections({}, { nameOnly: true })
        .toArray()) {
        for await (const doc of db.collection(collection).find({})) {
          const json = JSON.stringify(doc);
          for (const needle of needles)
            if (json.includes(needle)) found.push(`mongodb ${name}.${collection}: ${needle}`);
        }
      }
    }
  } finally {
    await client.close();
  }
  return found;
}

async function findInBucket(bucket: string, needles: string[]): Promise<string[]> {
  const { Client } = await import('minio');
  const url = new URL(env('S3_ENDPOINT'));
  const client = new Client({
    endPoint: url.hostname,
    port: Number(url.port),
    useSSL: url.protocol === 'https:',
    accessKey: env('S3_ACCESS_KEY'),
    secretKey: env('S3_SECRET_KEY'),
    pathStyle: true,
  });
  const found: string[] = [];
  if (!(await client.bucketExists(bucket))) return found;
  for await (const item of client.listObjectsV2(bucket, '', true)) {
    const name = String(item.name);
    const body = await client.getObject(bucket, name);
    const chunks: Buffer[] = [];
    for await (const chunk of body) chunks.push(chunk as Buffer);
    const bytes = Buffer.concat(chunks);
    for (const needle of needles) {
      if (name.includes(needle)) found.push(`minio ${bucket}/${name} (name): ${needle}`);
      if (bytes.includes(Buffer.from(needle))) found.push(`minio ${bucket}/${name}: ${needle}`);
    }
  }
  return found;
}

async function findInElastic(needles: string[]): Promise<string[]> {
  const base = env('ELASTICSEARCH_URL').replace(/\/$/, '');
  const found: string[] = [];
  for (const needle of needles) {
    // Every index: the chunks' and any other the product may have made. Exact id, any field.
    const res = await fetch(`${base}/_all/_search?size=5&expand_wildcards=open`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: {
          bool: {
            should: [
              { term: { org_id: needle } },
              { multi_match: { query: needle, type: 'phrase', lenient: true } },
            ],
          },
        },
      }),
    });
    const body = (await res.json()) as { hits?: { hits: { _index: string; _id: string }[] } };
    if (!res.ok || !body.hits) throw new Error(`elasticsearch search failed: ${res.status}`);
    for (const hit of body.hits.hits)
      found.push(`elasticsearch ${hit._index}/${hit._id}: ${needle}`);
  }
  return found;
}
