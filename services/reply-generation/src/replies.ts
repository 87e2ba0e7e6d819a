import type { Logger } from '@winzmail/platform';
import {
  MEANING,
  questionUnits,
  splitSentences,
  unitTerms,
  type ChatCompletion,
  type ChatModel,
  type GroundedTask,
  type Passage,
  type QuestionUnit,
} from '@winzmail/platform/llm';
import { recordGrounding } from '@winzmail/platform/metrics';
import { PHRASES } from '@winzmail/platform/reply-phrases';
import { analyze, detectOnce, TextMemo } from '@winzmail/platform/text';
import type { replyGeneration } from '@winzmail/proto';
import type { Knowledge } from './adapters/knowledge.js';
import type { Budgets } from './budgets.js';
import type { Entitlements } from './entitlements.js';
import type { UsageCounter } from './adapters/usage-counter.js';
import { abstentionSentence } from './domain/abstention.js';
import { emailText, publicPages } from './domain/email-text.js';
import { groundingTerms, judgeGrounding } from './domain/grounding.js';
import {
  languageNote,
  ownLines,
  resolveLanguage,
  type ResolvedLanguage,
} from './domain/language.js';
import { judgeRelevance, readReply, relevanceInput, type Relevance } from './domain/relevance.js';
import { choosePassages, passageBest, type SentencesOf } from './domain/passage-choice.js';
import { Meaning, type PassageMeaning } from './meaning.js';
import { buildMessages, maxTokensFor } from './domain/prompt.js';
import {
  exclusionTopics,
  mentionsTopic,
  screenEmail,
  instructsModel,
  screenPassages,
  screenText,
  type ScreeningFlag,
} from './domain/screening.js';
import { senderName } from './domain/sender.js';
import { questionSubject, threadTurns } from './domain/thread.js';
import type { PromptSettings } from './domain/style.js';
import { requireOrg, type Prompts } from './prompts.js';

type GeneratedText = replyGeneration.GeneratedText__Output;

/** What one reply or answer is about, before retrieval. */
interface Ask {
  kind: GroundedTask['kind'];
  subject: string;
  /** The subject as part of the question ('' when it only names the conversation). */
  askedSubject: string;
  body: string;
  html: string;
  from: string;
  history: { message: string; response: string }[];
}

/** Where a streamed answer's text goes as it is written, and the caller's cancellation. */
export interface Live {
  onText: (delta: string) => void;
  signal?: AbortSignal;
}

/** Characters of an email used as the search query (its start says what it is about). */
const QUERY_CHARS = 1500;

/**
 * Grounded replies and answers: retrieve the organisation's passages, screen everything the model
 * will read, build the prompt from the style, let the model write, then judge the text.
 */
/** Passages whose screening each replica keeps (a few MB at most). */
const SCREENED_PASSAGES = 5_000;

export class Replies {
  private readonly meaning: Meaning;
  /**
   * Whether a document passage tries to instruct the model, per passage text: the same chunks
   * come back for answer after answer, and their screening depends on the text alone.
   */
  private readonly screened = new TextMemo<boolean>(SCREENED_PASSAGES);
  /**
   * The terms relevance reads of each passage sentence (and of a reply's statements, which quote
   * them), per language and text: the same sentences are read for answer after answer.
   */
  /** Each passage's sentences (splitSentences), per passage text. */
  private readonly sentences = new TextMemo<readonly string[]>(SCREENED_PASSAGES);
  /** Each passage's grounding terms per language (domain/grounding.ts), kept alike. */
  private readonly groundingTerms = new TextMemo<ReadonlySet<string>>(SCREENED_PASSAGES);
  private readonly relevanceTerms = new TextMemo<readonly string[]>(SCREENED_PASSAGES * 4);

  constructor(
    private readonly deps: {
      prompts: Prompts;
      knowledge: Knowledge;
      model: ChatModel;
      /** Which model writes (a spent budget hands priced calls to the composer), and their cost. */
      budgets: Pick<Budgets, 'writer' | 'costOf'>;
      /** Model usage, added up and written in batches. */
      usage: Pick<UsageCounter, 'add'>;
      retrievalK: number;
      /** Retrieved candidates the retrievalK passages are chosen from (domain/passage-choice.ts). */
      retrievalCandidates: number;
      logger: Logger;
      /** Whether the organisation's plan lets the AI write (the trial, or a paid plan). */
      entitlements: Pick<Entitlements, 'require'>;
    },
  ) {
    this.meaning = new Meaning({ knowledge: deps.knowledge, logger: deps.logger });
  }

  async generateReply(req: replyGeneration.GenerateReplyRequest__Output): Promise<GeneratedText> {
    return (await this.generateTimed(req)).generated;
  }

  /** A reply to an email, and how long the model itself took to write it (ms). */
  async generateTimed(
    req: replyGeneration.GenerateReplyRequest__Output,
  ): Promise<{ generated: GeneratedText; modelMs: number }> {
    const settings = await this.deps.prompts.settings(requireOrg(req.org_id));
    // The conversation so far is context; the new text is the question (domain/thread.ts).
    return this.write(req.org_id, settings, {
      kind: 'email',
      subject: req.subject,
      askedSubject: questionSubject(req.subject, req.body, req.thread),
      body: req.body,
      html: req.html,
      from: req.from_address,
      history: threadTurns(req.thread),
    });
  }

  /** Whether the model that writes for the organisation answers (the Dashboard's status). */
  async modelStatus(orgId: string): Promise<replyGeneration.ModelStatus> {
    const { llmChoice } = await this.deps.prompts.settings(requireOrg(orgId));
    const { model } = this.deps;
    return model.status?.(llmChoice) ?? { model: model.id, reachable: true, detail: '' };
  }

  /** A chat answer; `live` receives its text as the model writes it (streaming). */
  async answer(req: replyGeneration.AnswerRequest__Output, live?: Live): Promise<GeneratedText> {
    const settings = await this.deps.prompts.settings(requireOrg(req.org_id));
    const ask: Ask = {
      kind: 'chat',
      subject: '',
      askedSubject: '',
      body: req.question,
      html: '',
      from: '',
      history: req.history.map((t) => ({ message: t.message, response: t.response })),
    };
    return (await this.write(req.org_id, settings, ask, live)).generated;
  }

  /**
   * The try-it panel: unsaved settings and a sample email. The settings are not saved; the
   * tokens a model spent are still counted (they are spent all the same).
   */
  async tryPrompt(req: replyGeneration.TryPromptRequest__Output): Promise<GeneratedText> {
    const settings = await this.deps.prompts.preview(
      requireOrg(req.org_id),
      req.config,
      req.set_fields,
    );
    const ask: Ask = {
      kind: 'email',
      subject: req.subject,
      askedSubject: req.subject,
      body: req.body,
      html: '',
      from: '',
      history: [],
    };
    return (await this.write(req.org_id, settings, ask)).generated;
  }

  private async write(
    orgId: string,
    settings: PromptSettings,
    ask: Ask,
    live?: Live,
  ): Promise<{ generated: GeneratedText; modelMs: number }> {
    await this.deps.entitlements.require(orgId);
    const { style, llmChoice } = settings;
    const flags = new Set<ScreeningFlag>();
    let question = ask.body.trim();
    if (ask.kind === 'email') {
      const screened = screenEmail(ask.subject, ask.body, ask.html);
      screened.flags.forEach((f) => flags.add(f));
      question = screened.body.trim();
      // The conversation's earlier messages are read too (as history): screened the same way.
      for (const turn of ask.history) screenText(turn.message).forEach((f) => flags.add(f));
    } else {
      screenText(question).forEach((f) => flags.add(f));
    }
    const subject = ask.askedSubject;
    const senderText = `${ask.subject}\n${ownLines(question)}`;
    // A chat question is the sender's text too: each text's language is detected once a reply.
    const detectLanguage = detectOnce();
    const resolved = resolveLanguage(style.language, senderText, detectLanguage);
    const language = resolved.code;
    const senderLanguage = resolved.source === 'sender' ? language : detectLanguage(senderText);
    const terms = (text: string) => [
      ...new Set([...analyze(text, language), ...analyze(text, 'en')]),
    ];
    const topics = exclusionTopics(style.exclusions, terms);
    if (mentionsTopic(`${subject} ${question}`, topics, terms)) flags.add('exclusion');

    const query = `${subject}\n${question}`.trim().slice(0, QUERY_CHARS);
    // More candidates than the writer is given: the passages are chosen by meaning among them.
    const wanted = Math.max(this.deps.retrievalK, this.deps.retrievalCandidates);
    const hits = query
      ? await this.deps.knowledge.search(orgId, query, wanted, detectLanguage(query))
      : [];
    const { kept, dropped } = screenPassages(hits, (text) =>
      this.screened.get(text, () => instructsModel(text)),
    );
    if (dropped.length > 0) flags.add('injection:in-document');
    // Passages about an excluded topic are not shown: the model cannot discuss what it never reads.
    const allowed = kept.filter((h) => !mentionsTopic(`${h.heading} ${h.text}`, topics, terms));
    const candidates: Passage[] = allowed.map((h, i) => ({
      number: i + 1,
      chunkId: h.chunk_id,
      documentId: h.document_id,
      filename: h.filename,
      heading: h.heading,
      text: h.text,
      score: h.score,
    }));

    const units = questionUnits(question, subject);
    const refused = ask.kind === 'chat' && flags.size > 0;
    // Each passage is split once per passage text, however many steps and replies read it.
    const sentencesOf = (p: Passage): readonly string[] =>
      this.sentences.get(p.text, () => splitSentences(p.text));
    const related = refused
      ? undefined
      : await this.meaning.ofPassages(orgId, units, candidates, sentencesOf);
    const passages = choosePassages(candidates, related, this.deps.retrievalK, sentencesOf);
    const meaning: PassageMeaning = {
      relatedness: related,
      passageBest: passageBest(passages, related, sentencesOf),
    };
    // Detected once per reply: the composer and the relevance check read the same language.
    const questionLanguage = detectLanguage(question);
    const task: GroundedTask = {
      kind: ask.kind,
      question,
      questionLanguage,
      subject,
      senderName: senderName(ask.from),
      history: ask.history,
      passages,
      style,
      language,
      ...(meaning.relatedness ? { relatedness: meaning.relatedness } : {}),
    };
    const writer = refused
      ? { model: this.deps.model, exceeded: false }
      : await this.deps.budgets.writer(orgId, llmChoice);
    const modelStarted = performance.now();
    // A chat question that tries to instruct the model, or asks about an excluded topic, gets the
    // honest "I don't have that" without a model call: a public chat is where such text comes
    // from, and the model is never given the chance to follow it (nor paid for it).
    const completion = refused
      ? refusal(ask.kind, language, live)
      : await writer.model.complete({
          task,
          messages: buildMessages(task),
          choice: llmChoice,
          maxTokens: maxTokensFor(style.responseLength),
          ...(live ? { onText: live.onText } : {}),
          ...(live?.signal ? { signal: live.signal } : {}),
        });
    const modelMs = Math.round(performance.now() - modelStarted);
    // The language the text is really in: a model may fall back (the composer has 15 languages).
    const written = refused ? language : (writer.model.writesIn?.(language) ?? language);
    const replyLanguage: ResolvedLanguage =
      written === language ? resolved : { code: written, source: 'fallback' };
    const grounding = judgeGrounding({
      text: completion.text,
      passages: refused ? [] : passages,
      // A chat's follow-up ("and on Sunday?") leans on its earlier turns; an email's earlier
      // messages are context, and the reply is judged against the new question alone.
      question: [
        subject,
        question,
        ...(ask.kind === 'chat' ? ask.history.map((t) => t.message) : []),
      ].join('\n'),
      language,
      frame: `${style.signature}\n${task.senderName}`,
      analyze,
      passageTerms: (p, lang) =>
        // The heading's length makes the key name heading and text apart.
        this.groundingTerms.get(
          `${lang}\n${(p.heading ?? '').length}\n${p.heading ?? ''}${p.text}`,
          () => groundingTerms(p, lang, analyze),
        ),
    });
    const relevance: Relevance = refused
      ? { relevant: true, reason: '', unitsLeft: [] }
      : await this.judgeRelevance(
          orgId,
          completion.text,
          questionLanguage,
          units,
          passages,
          meaning,
          sentencesOf,
        );
    const grounded = grounding.grounded && relevance.relevant;
    recordGrounding({ ...grounding, grounded }, ask.kind === 'chat' ? 'chat' : 'email');
    if (!grounded) {
      this.deps.logger.info(
        {
          orgId,
          model: completion.model,
          unsupported: grounding.unsupported.length,
          invalid: grounding.invalidCitations,
          relevance: relevance.reason,
        },
        'reply not grounded',
      );
    }
    const cost = this.deps.budgets.costOf(completion.model, completion.usage);
    if (!refused) {
      this.deps.usage.add({
        orgId,
        model: completion.model,
        promptTokens: completion.usage.promptTokens,
        completionTokens: completion.usage.completionTokens,
        costMicros: cost,
        at: new Date(),
      });
    }
    const byNumber = new Map(passages.map((p) => [p.number, p]));
    const urls = new Map(allowed.map((h) => [h.chunk_id, h.source_url]));
    const sources = grounding.cited.map((n) => {
      const p = byNumber.get(n)!;
      return {
        document_id: p.documentId,
        filename: p.filename,
        heading: p.heading,
        chunk_id: p.chunkId,
        number: p.number,
        text: p.text,
        source_url: urls.get(p.chunkId) ?? '',
        score: p.score,
      };
    });
    const generated: GeneratedText = {
      // Judged with its markers; an email goes out without them (see domain/email-text.ts). A
      // chat answer keeps them: chat shows each reader the sources they may see.
      text:
        ask.kind === 'email'
          ? emailText(completion.text, {
              citations: settings.citations,
              pages: publicPages(sources.map((s) => ({ sourceUrl: s.source_url }))),
              label: (PHRASES[written] ?? PHRASES.en!).pagesUsed,
              signature: style.signature,
            })
          : completion.text,
      sources,
      model: completion.model,
      grounded,
      abstained: grounding.abstained,
      relevance: relevance.reason,
      units_left: relevance.unitsLeft,
      screening: { passed: flags.size === 0, flags: [...flags] },
      language: written,
      sender_language: senderLanguage,
      language_note: languageNote(replyLanguage, senderLanguage, style.language),
      usage: {
        prompt_tokens: completion.usage.promptTokens,
        completion_tokens: completion.usage.completionTokens,
      },
      cost_micros: cost,
      budget_exceeded: writer.exceeded,
    };
    return { generated, modelMs };
  }

  /** Whether the reply answers what was asked (domain/relevance.ts), by meaning when it can. */
  private async judgeRelevance(
    orgId: string,
    text: string,
    questionLanguage: string,
    units: QuestionUnit[],
    passages: Passage[],
    meaning: PassageMeaning,
    sentencesOf: SentencesOf,
  ): Promise<Relevance> {
    const language = questionLanguage || 'en';
    const byNumber = new Map(passages.map((p) => [p.number, p]));
    const { statements, leavesForColleague } = readReply(text, new Set(byNumber.keys()));
    const headingOf = (sources: number[]) => byNumber.get(sources[0]!)?.heading ?? '';
    const similarity =
      meaning.relatedness?.kind === 'semantic'
        ? await this.meaning.ofStatements(
            orgId,
            units,
            statements.map((s) => ({ text: s.text, heading: headingOf(s.sources) })),
            meaning.relatedness,
          )
        : undefined;
    return judgeRelevance(
      relevanceInput({
        units: units.map((u) => ({
          text: u.text,
          asks: u.asks,
          terms: unitTerms(u.text, language),
        })),
        statements,
        similarity,
        passages: passages.map((p) => ({
          number: p.number,
          heading: p.heading,
          sentences: sentencesOf(p),
        })),
        // Read-only by relevanceInput: the kept arrays are shared between answers.
        terms: (t: string) =>
          this.relevanceTerms.get(`${language}\n${t}`, () => [
            ...analyze(t, language),
            ...analyze(t, 'en'),
          ]),
        passageBest: meaning.passageBest,
        bars: MEANING,
        leavesForColleague,
      }),
    );
  }
}

/**
 * The screened chat question's answer: the abstention, written by no model, in the reply
 * language (the composer's phrase where it has one, so it reads as the composer's would).
 */
function refusal(kind: Ask['kind'], language: string, live: Live | undefined): ChatCompletion {
  const text = PHRASES[language]?.abstain[kind] ?? abstentionSentence(language);
  live?.onText(text);
  return { text, model: 'screening', usage: { promptTokens: 0, completionTokens: 0 } };
}
