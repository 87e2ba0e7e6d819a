import { randomUUID } from 'node:crypto';
import {
  MongoClient,
  MongoServerError,
  type Collection as MongoCollection,
  type Document,
  type IndexDescription,
} from 'mongodb';
import { DuplicateKeyError, invalid } from '../../errors/index.js';
import type {
  Collection,
  Doc,
  DocumentStore,
  Filter,
  FindOptions,
  IndexSpec,
  Update,
  UpdateResult,
} from '../port.js';
import { checkDocument, checkFilter, checkUpdate } from '../query-check.js';
import { equalityFields } from '../updater.js';

/**
 * MongoDB DocumentStore: one database per service. Filters and updates are already MongoDB's
 * syntax, so they pass through once checked against the port's subset. No transactions.
 */
export class MongoStore implements DocumentStore {
  private constructor(
    private readonly client: MongoClient,
    private readonly database: string,
  ) {}

  static async open(url: string, database: string): Promise<MongoStore> {
    // ignoreUndefined: an undefined field is left out, as the embedded store does (not stored as null).
    const client = new MongoClient(url, {
      ignoreUndefined: true,
      serverSelectionTimeoutMS: 10_000,
      appName: database,
    });
    await client.connect();
    return new MongoStore(client, database);
  }

  async collection<T extends Doc>(name: string, indexes: IndexSpec[] = []): Promise<Collection<T>> {
    const coll = this.client.db(this.database).collection<Document>(name);
    if (indexes.length > 0) {
      const specs: IndexDescription[] = indexes.map((spec) => {
        const fields = Object.keys(spec.fields);
        if (fields.length === 0) throw invalid('an index needs at least one field');
        if (spec.expireAfterSeconds !== undefined && fields.length !== 1)
          throw invalid('a TTL index has exactly one field');
        return {
          key: spec.fields,
          ...(spec.unique ? { unique: true } : {}),
          ...(spec.expireAfterSeconds !== undefined
            ? { expireAfterSeconds: spec.expireAfterSeconds }
            : {}),
        };
      });
      // One index per command: FerretDB 1.24 panics (and drops the connection) when one
      // createIndexes names several indexes that already exist — every restart on its data.
      for (const spec of specs) await translate(() => coll.createIndexes([spec]));
    }
    return new MongoCollectionAdapter<T>(coll);
  }

  async close(): Promise<void> {
    await this.client.close();
  }
}

class MongoCollectionAdapter<T extends Doc> implements Collection<T> {
  constructor(private readonly coll: MongoCollection<Document>) {}

  async insertOne(doc: T): Promise<void> {
    checkDocument(doc);
    await translate(() => this.coll.insertOne({ ...(doc as Document) }));
  }

  async findOne(filter: Filter): Promise<T | null> {
    checkFilter(filter);
    return (await translate(() => this.coll.findOne(filter))) as T | null;
  }

  async find(filter: Filter, options: FindOptions = {}): Promise<T[]> {
    checkFilter(filter);
    const cursor = this.coll.find(filter, {
      ...(options.sort ? { sort: options.sort } : {}),
      ...(options.skip ? { skip: options.skip } : {}),
      ...(options.limit ? { limit: options.limit } : {}),
    });
    return (await translate(() => cursor.toArray())) as unknown as T[];
  }

  async count(filter: Filter): Promise<number> {
    checkFilter(filter);
    return translate(() => this.coll.countDocuments(filter));
  }

  async updateOne(
    filter: Filter,
    update: Update,
    options: { upsert?: boolean } = {},
  ): Promise<UpdateResult> {
    checkFilter(filter);
    checkUpdate(update);
    const upsert = options.upsert === true;
    const r = await translate(() =>
      this.coll.updateOne(filter, forServer(filter, update, upsert), { upsert }),
    );
    return {
      matched: r.matchedCount,
      modified: r.modifiedCount,
      ...(r.upsertedId !== null && r.upsertedId !== undefined
        ? { upsertedId: String(r.upsertedId) }
        : {}),
    };
  }

  async updateMany(filter: Filter, update: Update): Promise<UpdateResult> {
    checkFilter(filter);
    checkUpdate(update);
    const r = await translate(() => this.coll.updateMany(filter, forServer(filter, update, false)));
    return { matched: r.matchedCount, modified: r.modifiedCount };
  }

  async findOneAndUpdate(
    filter: Filter,
    update: Update,
    options: { upsert?: boolean } = {},
  ): Promise<T | null> {
    checkFilter(filter);
    checkUpdate(update);
    const upsert = options.upsert === true;
    const doc = await translate(() =>
      this.coll.findOneAndUpdate(filter, forServer(filter, update, upsert), {
        upsert,
        returnDocument: 'after',
        includeResultMetadata: false,
      }),
    );
    return doc as T | null;
  }

  async deleteOne(filter: Filter): Promise<number> {
    checkFilter(filter);
    return (await translate(() => this.coll.deleteOne(filter))).deletedCount;
  }

  async deleteMany(filter: Filter): Promise<number> {
    checkFilter(filter);
    return (await translate(() => this.coll.deleteMany(filter))).deletedCount;
  }
}

/**
 * The update as sent: operators left empty by undefined values are dropped, and an upsert that
 * would otherwise get an ObjectId gets a UUID string `_id` (the port's ids are strings).
 */
function forServer(filter: Filter, update: Update, upsert: boolean): Document {
  const out: Document = {};
  for (const [op, fields] of Object.entries(update)) {
    const defined = Object.entries(fields as Record<string, unknown>).filter(
      ([, v]) => v !== undefined,
    );
    if (defined.length > 0) out[op] = Object.fromEntries(defined);
  }
  const idChosen =
    equalityFields(filter).some(([path]) => path === '_id') ||
    (out.$set as Document | undefined)?._id !== undefined ||
    (out.$setOnInsert as Document | undefined)?._id !== undefined;
  if (upsert && !idChosen)
    out.$setOnInsert = { ...(out.$setOnInsert as Document | undefined), _id: randomUUID() };
  return out;
}

/** MongoDB's duplicate key (E11000) becomes the port's DuplicateKeyError; other errors pass. */
async function translate<R>(op: () => Promise<R>): Promise<R> {
  try {
    return await op();
  } catch (err) {
    if (isDuplicateKey(err)) throw new DuplicateKeyError((err as Error).message);
    throw err;
  }
}

function isDuplicateKey(err: unknown): boolean {
  if (!(err instanceof MongoServerError)) return false;
  if (err.code === 11000) return true;
  // FerretDB 1.x reports a unique violation by an *update* as InternalError instead of E11000,
  // with its backend's own message (SQLite: UNIQUE constraint failed; PostgreSQL: SQLSTATE
  // 23505); recognised so the adapter behaves the same on both.
  return err.code === 1 && /UNIQUE constraint failed|\(SQLSTATE 23505\)/.test(err.message);
}
