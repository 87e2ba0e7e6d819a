import yauzl from 'yauzl';

/** Every file of a zip, by path (a test's reader for the data export). */
export function unzip(zip: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true, validateEntrySizes: true }, (err, file) => {
      if (err || !file) return reject(err ?? new Error('not a zip'));
      const files = new Map<string, Buffer>();
      file.on('error', reject);
      file.on('end', () => resolve(files));
      file.on('entry', (entry: yauzl.Entry) => {
        file.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e ?? new Error('unreadable entry'));
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('error', reject);
          stream.on('end', () => {
            files.set(entry.fileName, Buffer.concat(chunks));
            file.readEntry();
          });
        });
      });
      file.readEntry();
    });
  });
}
