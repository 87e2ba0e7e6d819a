import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { invalid } from '../../../errors/index.js';
import type { Logger } from '../../../logger/index.js';
import { DEFAULT_RANKING, type Ranking } from '../../analysis.js';
import { rankHits } from '../../hits.js';
import {
  denseWeightOf,
  type Chunk,
  type SearchHit,
  type SearchIndex,
  type SearchQuery,
} from '../../port.js';
import { OrgIndex } from './org-index.js';
import { readSnapshot, writeSnapshot } from './snapshot.js';

export interface MemoryIndexSettings {
  dims: number;
  /** Snapshot folder, e.g. `<DATA_DIR>/search`. */
  dir: string;
  logger?: Logger;
  /** Changes are written this long after the last one (and on close). */
  flushDelayMs?: number;
  /** BM25 parameters and field weights (default DEFAULT_RANKING). */
  ranking?: Ranking;
}

/**
 * The in-process SearchIndex: one OrgIndex per organisation (tenants never share an index),
 * loaded lazily from its snapshot on first use and written back, debounced, after changes.
 */
export class MemoryIndex implements SearchIndex {
  private readonly orgs = new Map<string, Promise<OrgIndex>>();
  private readonly dirty = new Set<string>();
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly writes = new Map<string, Promise<void>>();
  private closed = false;

  private constructor(private readonly s: MemoryIndexSettings) {}

  static async open(s: MemoryIndexSettings): Promise<MemoryIndex> {
    await mkdir(s.dir, { recursive: true });
    return new MemoryIndex(s);
  }

  async upsert(chunks: Chunk[]): Promise<void> {
    this.assertOpen();
    const byOrg = new Map<string, Chunk[]>();
    for (const c of chunks) {
      checkOrg(c.orgId);
      if (!c.id || !c.documentId) throw invalid('a chunk needs an id and a documentId');
      if (c.vector.length !== this.s.dims)
        throw invalid(`a chunk vector needs ${this.s.dims} dimensions`);
      // Appended in place: copying the list per chunk made a 10k-chunk document quadratic.
      const list = byOrg.get(c.orgId);
      if (list) list.push(c);
      else byOrg.set(c.orgId, [c]);
    }
    for (const [orgId, list] of byOrg) {
      (await this.org(orgId)).upsert(list);
      this.changed(orgId);
    }
  }

  async deleteByDocument(orgId: string, documentId: string): Promise<void> {
    this.assertOpen();
    checkOrg(orgId);
    if ((await this.org(orgId)).deleteDocument(documentId) > 0) this.changed(orgId);
  }

  /** Drops the organisation's index and its snapshot file, after any write under way. */
  async deleteByOrg(orgId: string): Promise<void> {
    this.assertOpen();
    checkOrg(orgId);
    clearTimeout(this.timers.get(orgId));
    this.timers.delete(orgId);
    this.dirty.delete(orgId);
    const previous = this.writes.get(orgId) ?? Promise.resolve();
    const next = previous.then(async () => {
      this.orgs.delete(orgId);
      await rm(this.file(orgId), { force: true });
    });
    this.writes.set(orgId, next);
    await next;
  }

  async search(orgId: string, query: SearchQuery): Promise<SearchHit[]> {
    this.assertOpen();
    checkOrg(orgId);
    if (!Number.isInteger(query.k) || query.k < 1) throw invalid('k must be a positive integer');
    if (query.vector.length !== 0 && query.vector.length !== this.s.dims) {
      throw invalid(`a query vector needs ${this.s.dims} dimensions`);
    }
    const denseWeight = denseWeightOf(query);
    const index = await this.org(orgId);
    const vector = denseWeight > 0 ? query.vector : [];
    const { bm25, knn } = index.rank(query.text, vector, Math.max(50, query.k * 4), query.language);
    const lists = [
      { ids: bm25, weight: 1 },
      { ids: knn, weight: denseWeight },
    ];
    return rankHits(lists, query.k, (id) => index.row(id));
  }

  /** Writes every pending change, then refuses further calls. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    await Promise.all([...this.dirty].map((orgId) => this.flush(orgId)));
    await Promise.all(this.writes.values());
  }

  private org(orgId: string): Promise<OrgIndex> {
    let pending = this.orgs.get(orgId);
    if (!pending) {
      pending = this.load(orgId);
      this.orgs.set(orgId, pending);
      pending.catch(() => this.orgs.delete(orgId));
    }
    return pending;
  }

  private async load(orgId: string): Promise<OrgIndex> {
    const snapshot = await readSnapshot(this.file(orgId));
    const ranking = this.s.ranking ?? DEFAULT_RANKING;
    if (!snapshot) return new OrgIndex(this.s.dims, ranking);
    if (snapshot.dims !== this.s.dims) {
      // The embedder changed: vectors of another size can't be compared. The index is derived
      // data, so start empty (documents need re-indexing) rather than fail every search.
      this.s.logger?.warn(
        { orgId, was: snapshot.dims, now: this.s.dims },
        'search snapshot has other dims; starting empty',
      );
      return new OrgIndex(this.s.dims, ranking);
    }
    return OrgIndex.restore(snapshot.dims, ranking, snapshot.rows, snapshot.vectors, snapshot.bm25);
  }

  private changed(orgId: string): void {
    this.dirty.add(orgId);
    if (this.timers.has(orgId)) return;
    const timer = setTimeout(() => {
      this.timers.delete(orgId);
      void this.flush(orgId);
    }, this.s.flushDelayMs ?? 1_000);
    timer.unref();
    this.timers.set(orgId, timer);
  }

  /** One write at a time per org; a change during a write is picked up by the next one. */
  private flush(orgId: string): Promise<void> {
    const previous = this.writes.get(orgId) ?? Promise.resolve();
    const next = previous.then(async () => {
      if (!this.dirty.delete(orgId)) return;
      const index = await this.org(orgId);
      try {
        await writeSnapshot(this.file(orgId), { dims: index.dims, ...index.snapshot() });
      } catch (err) {
        this.dirty.add(orgId);
        this.s.logger?.error({ err, orgId }, 'search snapshot write failed');
      }
    });
    this.writes.set(orgId, next);
    return next;
  }

  private file(orgId: string): string {
    return join(this.s.dir, `${Buffer.from(orgId).toString('base64url')}.idx`);
  }

  private assertOpen(): void {
    if (this.closed) throw new Error('search index is closed');
  }
}

function checkOrg(orgId: string): void {
  if (typeof orgId !== 'string' || orgId === '' || orgId.length > 128)
    throw invalid('a valid org id is required');
}
