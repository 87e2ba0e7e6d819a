/** The embedder port: text → unit-length vectors of a fixed size. */
export interface Embedder {
  /** A stable name, e.g. `lexical-hash-384` or `openai:text-embedding-3-small`. */
  readonly id: string;
  readonly dims: number;
  embed(texts: string[]): Promise<number[][]>;
}
