/**
 * The document store port: the MongoDB filter/update subset the services use, and nothing more,
 * so the embedded store and MongoDB behave the same (the contract suite checks both).
 * Every document has a string `_id` chosen by the caller (a UUID or a natural key).
 * No multi-document transactions: status changes are conditional updates (compare-and-set).
 */
export interface Doc {
  _id: string;
}

type Scalar = string | number | boolean | null;
export type Comparable = string | number;

/** Per-field conditions (dotted paths allowed): equality or these operators. */
export interface FieldOps {
  $eq?: Scalar;
  $ne?: Scalar;
  $in?: Scalar[];
  $nin?: Scalar[];
  $gt?: Comparable;
  $gte?: Comparable;
  $lt?: Comparable;
  $lte?: Comparable;
  $exists?: boolean;
}

export type Filter = {
  [field: string]: Scalar | FieldOps | Filter[] | undefined;
} & {
  $and?: Filter[];
  $or?: Filter[];
};

export interface Update {
  $set?: Record<string, unknown>;
  $unset?: Record<string, true | 1 | ''>;
  $inc?: Record<string, number>;
  /** Appends to an array field. */
  $push?: Record<string, unknown>;
  /** Applied only when an upsert inserts. */
  $setOnInsert?: Record<string, unknown>;
}

export interface FindOptions {
  sort?: Record<string, 1 | -1>;
  skip?: number;
  limit?: number;
}

export interface UpdateResult {
  matched: number;
  modified: number;
  /** The _id of a document an upsert inserted. */
  upsertedId?: string;
}

export interface IndexSpec {
  /** Field → direction; several fields make a compound index. */
  fields: Record<string, 1 | -1>;
  unique?: boolean;
  /** Documents expire this many seconds after the Date in the (single) indexed field. */
  expireAfterSeconds?: number;
}

export interface Collection<T extends Doc> {
  /** Throws DuplicateKeyError on a unique index (or _id) violation. */
  insertOne(doc: T): Promise<void>;
  findOne(filter: Filter): Promise<T | null>;
  find(filter: Filter, options?: FindOptions): Promise<T[]>;
  count(filter: Filter): Promise<number>;
  /** With upsert, inserts from the filter's equality fields + $set + $setOnInsert when none match. */
  updateOne(filter: Filter, update: Update, options?: { upsert?: boolean }): Promise<UpdateResult>;
  updateMany(filter: Filter, update: Update): Promise<UpdateResult>;
  /** Atomically updates one match and returns it as it is after the update (null if none). */
  findOneAndUpdate(
    filter: Filter,
    update: Update,
    options?: { upsert?: boolean },
  ): Promise<T | null>;
  deleteOne(filter: Filter): Promise<number>;
  deleteMany(filter: Filter): Promise<number>;
}

export interface DocumentStore {
  /** Opens (creating if needed) a collection and makes sure its indexes exist. */
  collection<T extends Doc>(name: string, indexes?: IndexSpec[]): Promise<Collection<T>>;
  /** Flushes and closes. */
  close(): Promise<void>;
}
