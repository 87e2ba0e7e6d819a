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
