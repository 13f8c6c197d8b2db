import {searchSynonyms, type Synonym} from '../../data/searchSynonyms';
import {queryWords, stem, STOP_WORDS, words as writtenWords, type QueryWord} from './text';

/*
 * Questions in plain words ("how do I enable dark mode?"): what the reader asks about is a few words among
 * scaffolding ("how do I"), generic verbs ("add", "use") and the site's own name, and often in other words than
 * the docs use. This module turns a query into what the engine searches: the topic words (required), the rest
 * (optional, weighing less), and the docs' words for the reader's (`src/data/searchSynonyms.ts`).
 */

/** Words that open a question. A query that starts with one, or ends with "?", is a question. */
const QUESTION_OPENERS = new Set([
  'how',
  'what',
  'whats',
  "what's",
  'where',
  'why',
  'when',
  'which',
  'who',
  'can',
  'could',
  'should',
  'is',
  'are',
  'does',
  'do',
  'did',
  'will',
  'would',
]);

/** Scaffolding that the stop words (`text.ts`) do not already drop: it says nothing about the topic. */
const SCAFFOLDING = new Set([
  'could',
  'did',
  'who',
  'whats',
  "what's",
  'possible',
  'way',
  'anyone',
  'please',
  'able',
  'trying',
  'try',
  'know',
  'tell',
  'explain',
  'help',
]);

/**
 * Generic verbs and the site's own names: in a question they say little about which page answers it ("how do I
 * add a blog post" is about the blog), so they are optional and weigh less, unless nothing else is left.
 */
const WEAK_WORDS = new Set(
  [
    'add',
    'use',
    'using',
    'make',
    'get',
    'set',
    'setup',
    'create',
    'change',
    'move',
    'enable',
    'new',
    'put',
    'show',
    'have',
    'want',
    'need',
    'work',
    'configure',
    'customize',
    'customise',
    'write',
    // "What does the classic preset include?" is about the preset.
    'include',
    'contain',
    // Switches and qualifiers: "turn off the blog", "my own plugin" are about the blog and plugins.
    'turn',
    'switch',
    'off',
    'own',
    'docusaurus',
    'site',
    'website',
    'project',
    // On a documentation site, "my docs" is the whole site, and the audience ("let readers…", "can people…") is
    // everyone's: "can people read my docs offline" is about offline reading.
    'docs',
    'documentation',
    'people',
    'reader',
    'user',
    'visitor',
    'keep',
  ].map(stem),
);

/** What a weak word weighs next to a topic word. */
export const WEAK_WORD_WEIGHT = 0.4;

/** One thing the query asks for (see `query.ts`, where each becomes a slot). */
export type QueryPlan = QueryWord & {
  /** A page that lacks it loses most of its score. */
  required: boolean;
  weight: number;
  /** Other index terms that count as this word itself: the reader's words when this is a synonym's docs word. */
  alternatives: string[];
};

export type AnalysedQuery = {question: boolean; plans: QueryPlan[]};

/**
 * Verbs that open a request in plain words ("keep old links working after renaming pages", "turn off the blog"):
 * readers type what they want done as often as they ask how.
 */
const REQUEST_VERBS = new Set([
  'add',
  'allow',
  'change',
  'clear',
  'create',
  'delete',
  'deploy',
  'disable',
  'display',
  'embed',
  'enable',
  'generate',
  'get',
  'hide',
  'host',
  'include',
  'keep',
  'let',
  'link',
  'make',
  'move',
  'offer',
  'prevent',
  'preview',
  'put',
  'remember',
  'remove',
  'rename',
  'run',
  'serve',
  'set',
  'show',
  'start',
  'stop',
  'support',
  'track',
  'translate',
  'try',
  'turn',
  'type',
  'use',
  'wrap',
  'write',
]);

/** A query this long, with this many function words, is a sentence, not keywords. */
const SENTENCE_WORDS = 5;
const SENTENCE_STOP_WORDS = 2;

/**
 * Whether a query is a question in plain words rather than keywords: it opens with a question word, ends with
 * "?", opens with a request verb and reads as a phrase ("deploy to github pages", not "deploy github pages"), or
 * is a sentence.
 */
export function isQuestion(query: string): boolean {
  const typed = writtenWords(query.toLowerCase());
  const first = query.trim().toLowerCase().split(/\s+/)[0] ?? '';
  const stopWords = typed.filter((word) => STOP_WORDS.has(word)).length;
  const request = REQUEST_VERBS.has(typed[0] ?? '') && typed.length >= 3 && (stopWords > 0 || typed.length >= 4);
  const sentence = typed.length >= SENTENCE_WORDS && stopWords >= SENTENCE_STOP_WORDS;
  return query.trim().endsWith('?') || QUESTION_OPENERS.has(first) || request || sentence;
}

const termOf = (word: QueryWord): string => word.term;

/**
 * The synonym table with each reader phrase as its meaningful words, longest first (the longest match wins).
 * One-word phrases match the word as typed, not its stem: stems of different words meet ("locally" and
 * "localization" are both `local`), and a synonym would then hijack a query it was not written for. Phrases of
 * several words match by stems, so that one entry covers their inflections.
 */
function readerPhrases(synonyms: Synonym[]): {words: string[]; synonym: Synonym}[] {
  return synonyms
    .flatMap((synonym) =>
      synonym.readers.map((reader) => {
        const words = queryWords(reader);
        // A phrase of several words is specific enough to match by stems ("renaming pages" is "renamed page").
        return {words: words.map((word) => (words.length > 1 ? word.term : word.word)), synonym};
      }),
    )
    .filter(({words}) => words.length > 0)
    .sort((a, b) => b.words.length - a.words.length);
}

const PHRASES = readerPhrases(searchSynonyms);

/**
 * The plans of a synonym's docs words, standing for the reader's words they replace: the reader's terms count as
 * the docs word at the same position (the extra ones as the last), so a page that uses the reader's words still
 * matches. Docs words beyond the number of reader words are optional.
 */
function synonymPlans(reader: QueryWord[], docs: string): QueryPlan[] {
  const docsWords = queryWords(docs);
  return docsWords.map((word, position) => {
    const last = position === docsWords.length - 1;
    const aligned = last ? reader.slice(position) : reader.slice(position, position + 1);
    return {
      ...word,
      required: position < reader.length,
      weight: 1,
      alternatives: aligned.map(termOf).filter((term) => term !== word.term),
    };
  });
}

/** Replaces the reader phrases of the synonym table found in `words` (as whole words, in order). */
function applySynonyms(words: QueryPlan[], question: boolean, phrases = PHRASES): QueryPlan[] {
  const result: QueryPlan[] = [];
  let position = 0;
  while (position < words.length) {
    const found = phrases.find((phrase) =>
      phrase.words.every((word, offset) => {
        const typed = words[position + offset];
        return (phrase.words.length > 1 ? typed?.term : typed?.word) === word;
      }),
    );
    if (found) {
      const replaced = words.slice(position, position + found.words.length);
      // The docs' words are weighed as the reader's would be: the site's own name stays light in a question.
      result.push(...synonymPlans(replaced, found.synonym.docs).map((plan) => weakened(plan, question)));
      position += found.words.length;
    } else {
      result.push(words[position]!);
      position += 1;
    }
  }
  return result;
}

/**
 * What a query asks for. Every query gets the synonyms; a question also loses its scaffolding, and its generic
 * verbs and the site's names become optional, so that the topic decides which page is first.
 */
export function analyseQuery(query: string): AnalysedQuery {
  const question = isQuestion(query);
  const words = queryWords(query).filter((word) => !(question && SCAFFOLDING.has(word.word)));
  const hasTopic = words.some((word) => !WEAK_WORDS.has(word.term));
  const plans = words.map((word): QueryPlan =>
    weakened({...word, required: true, weight: 1, alternatives: []}, question && hasTopic),
  );
  return {question, plans: applySynonyms(plans, question && hasTopic)};
}

/** A plan made optional and light when it is a weak word of a question with a topic. */
function weakened(plan: QueryPlan, questionWithTopic: boolean): QueryPlan {
  return questionWithTopic && WEAK_WORDS.has(plan.term) ? {...plan, required: false, weight: WEAK_WORD_WEIGHT} : plan;
}
