import { notFound, nowIso, type Clock, type Logger } from '@winzmail/platform';
import { DuplicateKeyError } from '@winzmail/platform/errors';
import type { events } from '@winzmail/proto';
import type { GapDoc, KnowledgeRepos } from './adapters/repositories.js';
import type { DocumentView, Documents } from './documents.js';
import type { Relatedness } from './relatedness.js';
import { MAX_GAP_ANSWER_CHARS, gapEntry, gapQuestion, isGapSource } from './domain/gap-entry.js';
import {
  GROUPING_THRESHOLD,
  MAX_GROUPED,
  clusterByCosine,
  clusterByWords,
  gapGroups,
  wordsOf,
  type GapGroup,
  type GapQuestion,
} from './domain/gap-groups.js';

export interface GapsDeps {
  repos: KnowledgeRepos;
  documents: Documents;
  /** The organisation's embedder with its vector cache. */
  relatedness: Relatedness;
  logger: Logger;
  now: Clock;
}

export interface GapList {
  groups: GapGroup[];
  total: number;
  grouped_by: 'meaning' | 'words';
}

const toQuestion = (d: GapDoc): GapQuestion => ({
  id: d._id,
  question: d.question,
  source: d.source,
  occurred_at: d.occurred_at,
  reference_id: d.reference_id,
  answer: d.answer,
});

/**
 * The knowledge-gap queue (docs/gaps.md): questions the product could not answer well, grouped
 * by meaning for staff, and staff's answers turned into knowledge-base entries. Every call is
 * scoped to the caller's organisation.
 */
export class Gaps {
  constructor(private readonly deps: GapsDeps) {}

  /**
   * question.unanswered → one stored question (unique on the event id: a redelivery stores
   * nothing). The vector is made now, once, so listing the queue only clusters: MiniLM takes
   * 12–17 ms a question here, 400 of them 5–7 s on a cold cache (bench/gap-grouping.ts).
   */
  async record(event: events.QuestionUnanswered__Output): Promise<void> {
    const question = gapQuestion(event.question);
    if (!event.org_id || !question || !isGapSource(event.source)) {
      // Nothing a retry could fix: logged and dropped.
      this.deps.logger.warn(
        { eventId: event.event_id, source: event.source },
        'question.unanswered without an organisation, a question or a known source',
      );
      return;
    }
    if (await this.deps.repos.gaps.findOne({ _id: event.event_id })) return;
    const embedder = this.deps.relatedness.embedderOf;
    const vector =
      embedder.kind === 'semantic'
        ? Array.from((await this.deps.relatedness.questionVectors([question]))[0]!)
        : undefined;
    const doc: GapDoc = {
      _id: event.event_id,
      org_id: event.org_id,
      source: event.source,
      question,
      reference_id: event.reference_id,
      answer: event.answer.slice(0, MAX_GAP_ANSWER_CHARS),
      occurred_at: event.occurred_at || nowIso(),
      ...(vector ? { vector, embedder: embedder.id } : {}),
    };
    try {
      await this.deps.repos.gaps.insertOne(doc);
    } catch (err) {
      if (!(err instanceof DuplicateKeyError)) throw err;
    }
  }

  /** The open questions grouped, largest group first. */
  async list(orgId: string): Promise<GapList> {
    const open = await this.open(orgId);
    const { clusters, groupedBy } = await this.cluster(
      open.map((d) => d.question),
      open,
    );
    return {
      groups: gapGroups(open.map(toQuestion), clusters, new Date(this.deps.now())),
      total: open.length,
      grouped_by: groupedBy,
    };
  }

  /**
   * "Add to knowledge base": the question and staff's answer become a small Markdown document,
   * stored and indexed exactly as an upload is; the questions of its group in the queue (the
   * group the entry's question falls into, and the one of the email it was written for) are
   * resolved by it. A reference id the organisation's queue does not hold is not found.
   */
  async addEntry(
    orgId: string,
    rawQuestion: string,
    rawAnswer: string,
    referenceId: string,
  ): Promise<{ document: DocumentView; resolved: number }> {
    const entry = gapEntry(rawQuestion, rawAnswer);
    // Added from an email (or chat): it must be one of this organisation's queued questions.
    if (
      referenceId &&
      !(await this.deps.repos.gaps.findOne({ org_id: orgId, reference_id: referenceId }))
    )
      throw notFound('No such question in the knowledge-gap queue.');
    const document = await this.deps.documents.upload(
      orgId,
      entry.filename,
      Buffer.from(entry.text, 'utf8'),
    );
    const open = await this.open(orgId);
    // The entry's question clusters with the open ones: its own group is the one it lands in.
    const { clusters } = await this.cluster([...open.map((d) => d.question), entry.question], open);
    const entryIndex = open.length;
    const ids = clusters
      .filter((c) =>
        c.some((i) => i === entryIndex || (referenceId && open[i]?.reference_id === referenceId)),
      )
      .flatMap((c) => c.filter((i) => i < entryIndex).map((i) => open[i]!._id));
    const resolved = ids.length
      ? (
          await this.deps.repos.gaps.updateMany(
            { org_id: orgId, _id: { $in: ids }, resolved_at: { $exists: false } },
            {
              $set: {
                resolved_at: new Date(this.deps.now()).toISOString(),
                resolved_by: document.id,
              },
            },
          )
        ).modified
      : 0;
    return { document, resolved };
  }

  /** The newest open questions, up to the grouping's bound. */
  private open(orgId: string): Promise<GapDoc[]> {
    return this.deps.repos.gaps.find(
      { org_id: orgId, resolved_at: { $exists: false } },
      { sort: { occurred_at: -1, _id: -1 }, limit: MAX_GROUPED },
    );
  }

  /**
   * Clusters `texts` (the stored questions first, in `docs`' order, then any others) by meaning
   * with a semantic embedder — stored vectors where made by the same embedder, the rest through
   * the cache — else by shared words.
   */
  private async cluster(
    texts: string[],
    docs: GapDoc[],
  ): Promise<{ clusters: number[][]; groupedBy: GapList['grouped_by'] }> {
    const embedder = this.deps.relatedness.embedderOf;
    if (embedder.kind !== 'semantic')
      return {
        clusters: clusterByWords(texts.map(wordsOf), GROUPING_THRESHOLD.words),
        groupedBy: 'words',
      };
    const missing = texts.filter((_, i) => docs[i]?.embedder !== embedder.id || !docs[i]?.vector);
    const made = missing.length ? await this.deps.relatedness.questionVectors(missing) : [];
    let next = 0;
    const vectors = texts.map((_, i): ArrayLike<number> => {
      const doc = docs[i];
      return doc?.embedder === embedder.id && doc.vector ? doc.vector : made[next++]!;
    });
    return {
      clusters: clusterByCosine(vectors, GROUPING_THRESHOLD.semantic),
      groupedBy: 'meaning',
    };
  }
}
