import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The folder holding the .proto files (one level above src/ and dist/). */
export const PROTO_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');
