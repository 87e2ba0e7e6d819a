/** Whether the server at `url` is FerretDB (it answers buildInfo with its own version). */
export async function isFerretDb(url: string | undefined): Promise<boolean> {
  if (!url) return false;
  const { MongoClient } = await import('mongodb');
  const client = await MongoClient.connect(url, { serverSelectionTimeoutMS: 5_000 });
  try {
    const info = await client.db('admin').command({ buildInfo: 1 });
    return info.ferretdbVersion !== undefined;
  } finally {
    await client.close();
  }
}

/** Drops a test's database on the server at `url` (what a suite made on a shared server). */
export async function dropDatabase(url: string, name: string): Promise<void> {
  const { MongoClient } = await import('mongodb');
  const client = await MongoClient.connect(url);
  try {
    await client.db(name).dropDatabase();
  } finally {
    await client.close();
  }
}
