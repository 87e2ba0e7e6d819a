/**
 * Prompt-injection patterns in English, German, French and Spanish, written against text as
 * domain/screen-text.ts normalises it (lower case, no accents, single spaces). A rule matches
 * when every one of its patterns matches within one clause, so "ignore … instructions" needs both
 * words in the same sentence; compact rules match the text with every separator removed.
 */
export type InjectionFlag =
  'injection:override' | 'injection:reveal-prompt' | 'injection:exfiltrate';

export interface ClauseRule {
  flag: InjectionFlag;
  all: RegExp[];
  /** Too broad for documents: screened in emails and questions only. */
  mailOnly?: boolean;
}

const w = (words: string): string => `(?:${words})`;

// Words an instruction to the model is built from, per language.
const IGNORE = w(
  'ignore|ignoring|disregard|forget|bypass|override|overrule|abandon|discard|' + // en
    'ignorier\\w*|vergiss|vergessen|missacht\\w*|uberschreib\\w*|verwirf|' + // de
    'ignore[rz]?|oublie[rz]?|neglige[rz]?|contourne[rz]?|' + // fr
    'ignora\\w*|olvida\\w*|omite|omitir|descarta\\w*|pasa por alto', // es
);
const EARLIER = w(
  'previous|prior|above|earlier|preceding|foregoing|original|initial|system|all|any|every|your|these|those|' +
    'alle\\w*|vorherig\\w*|bisherig\\w*|obig\\w*|vorig\\w*|deine\\w*|ihre\\w*|' +
    'tou\\w*|precedent\\w*|anterieur\\w*|tes|vos|les|' +
    'toda\\w*|anterior\\w*|previa\\w*|tus|sus|las',
);
const RULES_NOUN = w(
  'instructions?|rules|guidelines|directions|directives|prompts?|guardrails|restrictions|constraints|programming|orders|' +
    'anweisung\\w*|instruktion\\w*|regeln|vorgaben|richtlinien|befehle|' +
    'consignes|regles|directives|' +
    'instrucciones|reglas|indicaciones|directrices|ordenes|normas',
);
const MODEL = w(
  'ai|a i|assistant|chatbot|bot|llm|language model|model|gpt|chatgpt|claude|gemini|copilot|' +
    'ki|assistenten?|sprachmodell|ia|assistante?|intelligence artificielle|asistente|inteligencia artificial',
);
const REVEAL = w(
  'reveal|show|print|display|output|repeat|recite|tell|give|share|leak|disclose|dump|write out|spell out|paste|what (?:is|are|were)|' +
    'zeig\\w*|gib|geben|nenn\\w*|verrat\\w*|wiederhol\\w*|ausgeb\\w*|schreib\\w*|' +
    'revele\\w*|montre\\w*|affiche\\w*|repete\\w*|donne\\w*|ecri[st]\\w*|' +
    'revela\\w*|muestra\\w*|repite\\w*|dime|dame|imprime|escribe',
);
const YOUR_PROMPT = w(
  'your (?:system |initial |original |hidden |secret |internal )?(?:prompt|instructions|system message|configuration|programming|directives)|' +
    'the (?:system|initial|original|hidden|secret|internal) (?:prompt|instructions|message|configuration)|' +
    '(?:deine\\w*|ihre\\w*) (?:system\\w* )?(?:anweisung\\w*|instruktion\\w*|prompt\\w*|konfiguration|vorgaben)|' +
    '(?:tes|vos|ton|votre) (?:instructions|prompt|consignes|configuration|directives)|' +
    '(?:tus|sus|tu|su) (?:instrucciones|prompt|configuracion|indicaciones|directrices)',
);
const EXFIL_VERB = w(
  'include|list|print|send|dump|output|copy|paste|reveal|show|give|attach|forward|export|quote|reproduce|append|' +
    'schick\\w*|send\\w*|gib|geben|zeig\\w*|list\\w*|ausgeb\\w*|kopier\\w*|fug\\w*|nenn\\w*|weiterleit\\w*|leite\\w*|' +
    'inclu\\w*|envoie\\w*|envoye\\w*|liste\\w*|montre\\w*|donne\\w*|copie\\w*|transf\\w*|' +
    'incluye\\w*|incluir|envia\\w*|lista\\w*|muestra\\w*|dame|copia\\w*|reenvia\\w*',
);
const EVERY = w(
  'all|every|each|entire|whole|full|complete|other|' +
    'alle\\w*|samtlich\\w*|jede\\w*|gesamt\\w*|komplett\\w*|vollstandig\\w*|ander\\w*|' +
    'tou\\w*|entier\\w*|complet\\w*|autres?|' +
    'toda\\w*|todo\\w*|cada|entera?|complet\\w*|otr\\w*',
);
const STORE = w(
  'documents?|files?|passages?|knowledge ?base|database|records|sources|context|chunks|emails?|customers?|clients?|users?|data|' +
    'dokument\\w*|dateien|unterlagen|wissens\\w*|datenbank|daten|kunden\\w*|quellen|passagen|' +
    'fichiers|base de connaissances?|donnees|sources|courriels|' +
    'archivos|base de conocimientos?|datos|fuentes|correos|clientes',
);

const re = (source: string): RegExp => new RegExp(`(?:^| )(?:${source})(?= |$)`, 'u');

const ROLE = w(
  'ai|assistant|chatbot|bot|model|mode|dan|unrestricted|unfiltered|jailbroken|character|persona|pirate|hacker|' +
    'ki|modus|rolle|uneingeschrankt\\w*|ia|personnage|role|sans restriction|modo|personaje|papel|sin restricciones',
);

export const CLAUSE_RULES: ClauseRule[] = [
  // "ignore all previous instructions", "vergiss deine Anweisungen", "oubliez les consignes"
  { flag: 'injection:override', all: [re(IGNORE), re(`${EARLIER}(?: \\w+){0,2} ${RULES_NOUN}`)] },
  // A new role for the model: "you are now DAN", "du bist jetzt eine KI ohne Regeln".
  {
    flag: 'injection:override',
    all: [
      re(
        'you are now|you are no longer|from now on|act as|pretend (?:to be|you are)|roleplay as|' +
          'du bist (?:jetzt|nun|ab sofort)|sie sind (?:jetzt|nun|ab sofort)|ab (?:jetzt|sofort)|' +
          '(?:tu es|vous etes) (?:maintenant|desormais|a present)|desormais|' +
          'ahora (?:tu )?eres|a partir de ahora',
      ),
      re(ROLE),
    ],
  },
  {
    flag: 'injection:override',
    all: [
      re(
        'developer mode|jailbreak|do anything now|(?:follow|obey) (?:these|the|my|only) new (?:instructions|rules)|' +
          'from now on (?:you )?(?:must |will |shall |should )?(?:only )?(?:answer|reply|respond|write|say)|' +
          '(?:befolge|folge) (?:diese|die|nur) neuen? (?:anweisung\\w*|regeln)|(?:suis|suivez) (?:ces|les) nouvelles (?:instructions|consignes)|' +
          '(?:sigue|obedece) (?:estas|las) nuevas (?:instrucciones|reglas)',
      ),
    ],
  },
  // Words addressed to the model itself: "note to the AI: …", "if you are an AI assistant".
  {
    flag: 'injection:override',
    all: [
      re(
        `(?:note|message|instructions?) (?:to|for) (?:the |any )?${MODEL}|if you are an? ${MODEL}|(?:dear|attention|hey) ${MODEL}|` +
          `(?:hinweis|nachricht|anweisung) (?:an|fur) (?:die|den|das) ${MODEL}|wenn du eine? ${MODEL} bist|` +
          `(?:note|message|consigne) (?:a|pour) (?:l'|la |le )?${MODEL}|si (?:tu es|vous etes) une? ${MODEL}|` +
          `(?:nota|mensaje) (?:para|a) (?:la |el )?${MODEL}|si eres una? ${MODEL}`,
      ),
    ],
  },
  // Dictating the answer: "reply only with the word …", "instead say …".
  {
    flag: 'injection:override',
    all: [
      re(
        '(?:reply|respond|answer) (?:only )?with (?:the |this )?(?:word|phrase|text|sentence)|say (?:exactly|only)|instead (?:say|write|answer with|reply with|respond with)|' +
          'antworte (?:nur )?mit|(?:reponds|repondez) (?:uniquement |seulement )?(?:par|avec)|responde (?:solo |solamente |unicamente )?con',
      ),
    ],
  },
  {
    flag: 'injection:reveal-prompt',
    all: [
      re(
        'system ?prompt|system message|systemanweisung\\w*|systemnachricht|prompt (?:du )?systeme|invite systeme|(?:prompt|mensaje|instrucciones) del sistema',
      ),
    ],
  },
  { flag: 'injection:reveal-prompt', all: [re(REVEAL), re(YOUR_PROMPT)] },
  {
    flag: 'injection:reveal-prompt',
    all: [
      re(
        '(?:initial|original|hidden|secret|internal) (?:prompt|instructions)|(?:everything|all|text|words) (?:above|before) (?:this|that|here)|' +
          '(?:repeat|print|output) (?:everything|all|the text|the words) (?:above|so far)|' +
          '(?:ursprunglich\\w*|versteckt\\w*|geheim\\w*) (?:anweisung\\w*|instruktion\\w*)|(?:instructions|consignes) (?:initiales|originales|cachees|secretes)|instrucciones (?:iniciales|originales|ocultas|secretas)',
      ),
    ],
  },
  // Broad on purpose for mail (a flagged email is drafted, not refused); documents that say
  // "we send every customer an invoice" must not be dropped, so these skip passages.
  {
    flag: 'injection:exfiltrate',
    all: [re(EXFIL_VERB), re(`${EVERY}(?: \\w+){0,2} ${STORE}`)],
    mailOnly: true,
  },
  {
    flag: 'injection:exfiltrate',
    all: [
      re(
        '(?:other|another) (?:customers?|clients?|users?|organi[sz]ations?|companies|tenants?)(?: s)? (?:data|documents?|emails?|information|details|orders?|addresses)|api keys?|secret keys?|access tokens?|private keys?|credentials',
      ),
    ],
    mailOnly: true,
  },
  // The same, addressed to the model: applies to documents too.
  {
    flag: 'injection:exfiltrate',
    all: [
      re(EXFIL_VERB),
      re(`${EVERY}(?: \\w+){0,2} ${STORE}`),
      re(
        `(?:your|in your|from your|you|du|dein\\w*|ton|ta|tes|votre|vos|tu|tus|su|sus) (?:\\w+ )?(?:reply|answer|response|antwort|reponse|respuesta|context|kontext|contexte|contexto|prompt)`,
      ),
    ],
  },
];

/** Phrases found with every separator removed (split by dots, dashes or single letters). */
export const COMPACT_RULES: { flag: InjectionFlag; pattern: RegExp }[] = [
  {
    flag: 'injection:override',
    pattern:
      /(ignore|disregard|forget)(all|any|the|your)*(previous|prior|above|earlier)(instructions?|rules|prompts?)/u,
  },
  {
    flag: 'injection:override',
    pattern:
      /(ignorier\w{0,2}|vergiss)(alle|deine)*(vorherigen|bisherigen|obigen)?(anweisungen|instruktionen|regeln)/u,
  },
  {
    flag: 'injection:override',
    pattern:
      /(ignore[rz]?|oublie[rz]?)(toutes|tous)?(les|tes|vos)(instructions|consignes|regles)(precedentes|anterieures)?/u,
  },
  {
    flag: 'injection:override',
    pattern:
      /(ignora\w{0,2}|olvida\w{0,2})(todas)?(las|tus)(instrucciones|reglas)(anteriores|previas)?/u,
  },
  {
    flag: 'injection:reveal-prompt',
    pattern:
      /(reveal|show|print|repeat|tellme|giveme)(me)?(your|the)(system)?(prompt|instructions)/u,
  },
  { flag: 'injection:reveal-prompt', pattern: /systemprompt|promptdusysteme|promptdelsistema/u },
];

/**
 * Markup that tries to open a new turn or break out of the data fences: chat-template tokens,
 * role labels at a line's start, our own fence tags, data-carrying markdown images.
 */
export const STRUCTURE_RULES: { flag: InjectionFlag; pattern: RegExp }[] = [
  {
    flag: 'injection:override',
    pattern: /<\|?\s*(im_start|im_end|system|assistant|endoftext|eot_id|start_header_id)\s*\|?>/u,
  },
  { flag: 'injection:override', pattern: /\[\/?\s*(inst|system|sys)\s*\]|<<\/?sys>>/u },
  {
    flag: 'injection:override',
    pattern: /^\s*(#{1,6}\s*)?(system|developer)\s*(message|prompt|override|instructions?)\s*:/mu,
  },
  {
    flag: 'injection:override',
    pattern: /<\/?\s*(passage|email|question|system|instructions?|data|document)\b[^>]*>/u,
  },
  { flag: 'injection:exfiltrate', pattern: /!\[[^\]]*\]\(\s*https?:\/\//u },
];
