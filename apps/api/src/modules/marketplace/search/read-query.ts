/**
 * Reading a search query against the live catalogue's words (issue #38 item 1–3, decision 041). One rule for
 * browse, the header suggestions and saved-search alerts: each turns the buyer's text into the same
 * `SearchReading` and tests listings' search vectors with its `match`.
 *
 * Per word of the query (`query-words.ts`):
 * - the word as typed, when a live listing holds it (English words stemmed: "chairs" finds "chair");
 * - words with the same folded key (`search_key`, migration 0029): Dhivehi typed in Latin letters meets
 *   Thaana ("dhoani", "dhoni" and ދޯނި), "yamaaha" meets "yamaha";
 * - when no live listing holds the word: the live words within its typo budget (swapped letters one edit),
 *   reported as a correction ("did you mean"); else two live words it splits into ("raincoat" → rain coat);
 * - two neighbouring words that some listing writes as one ("rain coat" → raincoat);
 * - the last word also as the start of a word (results while typing);
 * - the other names of its synonym group (`synonyms.ts` and the admin's groups, `synonym-groups.ts`);
 * - filler words ("cheap", "for sale", "used") are not required.
 * All words must match (`match`). A word with none of the above is left out when other words match; a query
 * none of whose words match anything matches nothing. When no listing holds every word, `relaxed` matches any
 * of them, ranked by how many (`rank`).
 */
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../../db/client';
import { FILLER_WORDS, editDistance, isThaana, queryWords, typoBudget, type QueryWord } from './query-words';
import { loadSynonymGroups, type SynonymGroups } from './synonym-groups';

/** What a query asks of the listings' search vectors, as `tsquery` texts (lexemes, quoted). */
export interface SearchReading {
  /** Listings holding every required word in some accepted form (MATCHES_NOTHING.match: none). */
  match: string;
  /**
   * When `match` finds nothing: listings holding any of the words (null with fewer than two). Rank by `rank`.
   */
  relaxed: string | null;
  /** Ranking tests for `match`: a listing passing more ranks higher (the words as typed: exact beats forgiven). */
  rank: string[];
  /** Ranking tests for `relaxed`: the words as typed, then each word's own test (more words matched first). */
  relaxedRank: string[];
  /** Words no live listing holds that were read as a live word (for "Showing results for …"). */
  corrections: Array<{ typed: string; corrected: string }>;
  /** Words left out: nothing live holds them or anything near them. */
  ignored: string[];
}

/** A reading that matches nothing: a lexeme with a space, which no listing's vector holds. */
export const MATCHES_NOTHING: SearchReading = {
  match: "'no such word'",
  relaxed: null,
  rank: [],
  relaxedRank: [],
  corrections: [],
  ignored: [],
};

/** A lexeme quoted for a tsquery text. */
const quoted = (lexeme: string) => `'${lexeme.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
/**
 * A live word as a tsquery part: a Thaana word of four or more characters also with its suffixes (the plural
 * ތައް, the genitive ގެ, the dative ށް…: ގޮނޑި finds ގޮނޑިތައް), which Dhivehi writes joined to the word.
 */
const isThaanaWithSuffixes = (word: string) => isThaana(word) && [...word].length >= 4;
const wordForm = (lexeme: string) => (isThaanaWithSuffixes(lexeme) ? `${quoted(lexeme)}:*` : quoted(lexeme));
const anyOf = (parts: string[]) => (parts.length === 1 ? parts[0]! : `(${parts.join(' | ')})`);
const allOf = (parts: string[]) => (parts.length === 1 ? parts[0]! : `(${parts.join(' & ')})`);
const phrase = (lexemes: string[]) =>
  lexemes.length === 1 ? quoted(lexemes[0]!) : `(${lexemes.map(quoted).join(' <-> ')})`;

/**
 * A tsquery text whose every lexeme must be in a listing's name or description (weights A and C of its search
 * vector), not only in its category name (B): "scooter" ranks the Honda Dio described as a scooter above a
 * motorbike in the "Motorbikes & Scooters" category.
 */
export const inText = (test: string) =>
  test.replace(/('(?:[^']|'')*')(:\*)?/g, (_, lexeme, star) => `${lexeme}:${star ? '*' : ''}AC`);

/** One input word as the catalogue knows it. */
interface WordFacts {
  /** Its lexeme(s) as the listings' vectors hold words ([] for a stop word such as "for"). */
  lexemes: string[];
  /** Live listings holding its (first) lexeme. */
  listings: number;
  /** Its lexeme's folded key. */
  key: string;
  /** Live words with the same key or similar trigrams of it: [lexeme, listings, key]. */
  candidates: Array<[string, number, string]>;
  /** Whether some live word starts with its lexeme. */
  startsLiveWord: boolean;
  /** Whether some live word starts with the word as typed ("bicy": its stem "bici" starts none). */
  typedStartsLiveWord: boolean;
}

/** Ask the catalogue about every word at once (one statement). */
export async function lookUp(
  db: Database,
  words: string[],
  options: { typos?: ReadonlySet<string>; prefixes?: ReadonlySet<string> } = {},
): Promise<Map<string, WordFacts>> {
  if (words.length === 0) return new Map();
  // Per word, only what its reading can use: every word its live count and its other spellings (same key, a
  // btree lookup); the words the buyer typed (`typos`), when no live listing holds them, their typo candidates;
  // the last word (`prefixes`) whether live words start with it. Typo candidates share a run of letters with
  // the word's key — its first two, or its first, middle or last three (one typo in a word of 5+ letters leaves
  // one of them whole) — found through the key's indexes, then ordered by trigram similarity. Prefixes are
  // byte-order ranges, so a btree serves them with a pattern computed per word. pg_trgm's `%` operator is not
  // used: on PGlite it answers nothing and stalls the connection (decision 041).
  const typos = JSON.stringify([...(options.typos ?? [])]);
  const prefixes = JSON.stringify([...(options.prefixes ?? [])]);
  const result = await db.execute(sql`
    with input as (select w from jsonb_array_elements_text(${JSON.stringify(words)}::jsonb) w),
         lexed as (select w, l.lexemes, search_key(l.lexemes[1]) as key,
                          ${typos}::jsonb ? w as wants_typos, ${prefixes}::jsonb ? w as wants_prefix
                   from input,
                   lateral (select array(select unnest(tsvector_to_array(to_tsvector('english', search_text(w)))))
                            as lexemes) l
                   where cardinality(l.lexemes) > 0),
         probed as (select x.*, replace(replace(x.key, '%', ''), '_', '') as k from lexed x)
    select w, lexemes, coalesce(v.listings, 0) as listings, key,
           (select coalesce(jsonb_agg(jsonb_build_array(c.lexeme, c.listings, c.search_key)), '[]'::jsonb) from (
              select c.lexeme, c.listings, c.search_key from live_search_words c
              where c.search_key = key and c.listings > 0 limit 12) c) as spellings,
           case when wants_typos and coalesce(v.listings, 0) = 0 and length(k) >= 3 then
             (select coalesce(jsonb_agg(jsonb_build_array(c.lexeme, c.listings, c.search_key)), '[]'::jsonb) from (
                select c.lexeme, c.listings, c.search_key from (
                  select * from live_search_words c
                  where c.search_key collate "C" >= left(k, 2) and c.search_key collate "C" < left(k, 2) || '~'
                  union
                  select * from live_search_words c
                  where length(k) >= 4
                    and (c.search_key like '%' || left(k, 3) || '%' or c.search_key like '%' || right(k, 3) || '%'
                         or c.search_key like '%' || substr(k, length(k) / 2, 3) || '%')) c
                where c.listings > 0 and length(c.search_key) between length(k) - 3 and length(k) + 3
                order by similarity(c.search_key, key) desc, c.listings desc
                limit 24) c)
           end as candidates,
           wants_prefix and exists(select 1 from live_search_words p
                  where p.lexeme collate "C" >= lexemes[1] and p.lexeme collate "C" < lexemes[1] || chr(1114111)
                    and p.listings > 0) as starts_live_word,
           wants_prefix and exists(select 1 from live_search_words p
                  where p.lexeme collate "C" >= lower(w) and p.lexeme collate "C" < lower(w) || chr(1114111)
                    and p.listings > 0) as typed_starts_live_word
    from probed left join live_search_words v on v.lexeme = lexemes[1]`);
  const facts = new Map<string, WordFacts>();
  for (const row of rowsOf<{
    w: string;
    lexemes: string[];
    listings: number | string;
    key: string;
    spellings: Array<[string, number, string]> | string;
    candidates: Array<[string, number, string]> | string | null;
    starts_live_word: boolean;
    typed_starts_live_word: boolean;
  }>(result)) {
    facts.set(row.w, {
      lexemes: row.lexemes,
      listings: Number(row.listings),
      key: row.key,
      candidates: [...jsonOf(row.spellings), ...jsonOf(row.candidates)],
      startsLiveWord: row.starts_live_word,
      typedStartsLiveWord: row.typed_starts_live_word,
    });
  }
  return facts;
}

const jsonOf = <T>(value: T[] | string | null): T[] =>
  value === null ? [] : typeof value === 'string' ? (JSON.parse(value) as T[]) : value;

/** A run of the query's words read together: one word, or a phrase of a synonym group. */
interface Unit {
  words: QueryWord[];
  group: readonly string[] | null;
  /**
   * Whether the group holds the unit as written or by its folded key (a known word: "couch" is a sofa, not a
   * typo of "touch"), not only what a correction of it would be.
   */
  known?: boolean;
}

/** Split the words into units, each synonym phrase (longest first) one unit. */
function unitsOf(words: QueryWord[], groups: SynonymGroups['groups']): Unit[] {
  const units: Unit[] = [];
  for (let i = 0; i < words.length;) {
    let found: Unit | null = null;
    if (!words[i]!.excluded) {
      for (const span of [3, 2, 1]) {
        const text = words
          .slice(i, i + span)
          .map((w) => w.text)
          .join(' ');
        if (i + span > words.length || words.slice(i, i + span).some((w) => w.excluded)) continue;
        const group = groups.find((g) => g.includes(text));
        if (group) {
          found = { words: words.slice(i, i + span), group, known: true };
          break;
        }
      }
    }
    units.push(found ?? { words: [words[i]!], group: null });
    i += found?.words.length ?? 1;
  }
  return units;
}

/** Ways to cut a long word in two (each part ≥ 3 letters): "raincoat" → rain + coat, … */
function splitsOf(word: string): Array<[string, string]> {
  if (word.length < 6 || isThaana(word)) return [];
  const splits: Array<[string, string]> = [];
  for (let at = 3; at <= word.length - 3; at += 1) splits.push([word.slice(0, at), word.slice(at)]);
  return splits;
}

const isNumber = (word: string) => /^\p{N}+$/u.test(word);

/** Endings the English stemmer takes off ("washing" → "wash", "battery" → "batteri"), to compare whole words. */
const ENDINGS = ['', 's', 'es', 'e', 'ing', 'ed', 'er', 'ers', 'y', 'ies'];

/**
 * Edits between a typed word and a live word: the least of the typed word against the live word with each
 * ending the stemmer may have taken off it, the stems against each other, and their folded keys.
 */
function typoDistance(typed: string, typedLexeme: string, typedKey: string, lexeme: string, key: string) {
  let best = Math.min(editDistance(typedLexeme, lexeme), editDistance(typedKey, key));
  const stems = lexeme.endsWith('i') ? [lexeme, `${lexeme.slice(0, -1)}y`] : [lexeme];
  for (const stem of stems) {
    for (const ending of ENDINGS) best = Math.min(best, editDistance(typed, stem + ending));
  }
  return best;
}

/**
 * The live words nearest a word no live listing holds, within its typo budget (`typoBudget`): every candidate
 * at the least distance, commonest first as the look-up gave them. [] when nothing is near enough.
 */
function nearestTypos(text: string, fact: WordFacts): Array<[string, number, string]> {
  const budget = typoBudget(text.length);
  if (budget === 0) return [];
  let best = budget + 1;
  let nearest: Array<[string, number, string]> = [];
  for (const candidate of fact.candidates) {
    const distance = typoDistance(text, fact.lexemes[0]!, fact.key, candidate[0], candidate[2]);
    if (distance > budget) continue;
    if (distance < best) [best, nearest] = [distance, [candidate]];
    else if (distance === best) nearest.push(candidate);
  }
  return nearest;
}

/** Options of a reading. */
export interface ReadingOptions {
  /**
   * Whether a word no live listing holds is read as the live words within its typo budget, and a Latin word as
   * another Latin spelling with its folded key (default true). False is "search instead for …": the words as
   * typed, their plurals, Thaana spellings, synonyms and prefix only.
   */
  corrections?: boolean;
}

/** A query's words and units before the catalogue is asked. */
interface QueryPlan {
  words: QueryWord[];
  units: Unit[];
  onlyFiller: boolean;
}

/** The words to ask the catalogue about for one query: its words, their halves, joins and synonym members. */
function planOf(
  text: string,
  groups: SynonymGroups['groups'],
): { plan: QueryPlan; inputs: Set<string> } | null {
  const words = queryWords(text);
  if (words.length === 0) return null;
  const units = unitsOf(words, groups);
  const inputs = new Set<string>();
  for (const unit of units) {
    for (const word of unit.words) {
      inputs.add(word.text);
      for (const [a, b] of splitsOf(word.text)) inputs.add(a).add(b);
    }
    for (const member of unit.group ?? []) for (const w of member.split(' ')) inputs.add(w);
  }
  for (let i = 0; i + 1 < words.length; i += 1) inputs.add(words[i]!.text + words[i + 1]!.text);
  return { plan: { words, units, onlyFiller: words.every((w) => FILLER_WORDS.has(w.text)) }, inputs };
}

/**
 * Read `text` against the live catalogue (two statements at most: its words, and the display form of a
 * correction). The result depends only on the text and the catalogue's words, so callers cache it with their
 * answers.
 * @returns the reading; MATCHES_NOTHING when no word of the text is a word (punctuation, stop words alone)
 */
export async function readSearchQuery(
  db: Database,
  text: string,
  options: ReadingOptions = {},
): Promise<SearchReading> {
  return (await readSearchQueries(db, [text], options)).get(text) ?? MATCHES_NOTHING;
}

/**
 * Read many texts at once with one look-up of all their words (saved-search alerts read every saved term in a
 * pass). Same rule and result per text as `readSearchQuery`.
 * @returns each text's reading, keyed by the text as given
 */
export async function readSearchQueries(
  db: Database,
  texts: readonly string[],
  options: ReadingOptions = {},
): Promise<Map<string, SearchReading>> {
  const synonyms = await loadSynonymGroups(db);
  const plans = new Map<string, QueryPlan>();
  const inputs = new Set<string>();
  const typos = new Set<string>();
  const prefixes = new Set<string>();
  for (const text of new Set(texts)) {
    const planned = planOf(text, synonyms.groups);
    if (!planned) continue;
    plans.set(text, planned.plan);
    for (const word of planned.inputs) {
      inputs.add(word);
      if (isThaanaWithSuffixes(word)) prefixes.add(word); // its suffixed forms (`wordForm`)
    }
    if (options.corrections !== false) for (const word of planned.plan.words) typos.add(word.text);
    prefixes.add(planned.plan.words[planned.plan.words.length - 1]!.text);
  }
  const readings = new Map<string, SearchReading>(texts.map((text) => [text, MATCHES_NOTHING]));
  if (plans.size === 0) return readings;
  const facts = await lookUp(db, [...inputs], { typos, prefixes });
  // A one-word unit with no group by its letters joins the group of a member with the same folded key
  // (ފޯނު and "foanu" join the group of "fonu": phone, mobile, …); its members are looked up then.
  const { memberKeys } = synonyms;
  const joined = new Set<string>();
  for (const { units, words } of plans.values()) {
    for (const unit of units) {
      const fact = unit.words.length === 1 && !unit.group ? facts.get(unit.words[0]!.text) : undefined;
      if (!fact || fact.key.length < 3) continue;
      // As typed, a Latin word joins by its key only when it is a Dhivehi word ("outbord" is not outboard).
      const dhivehi =
        isThaana(unit.words[0]!.text) || fact.candidates.some(([c, , k]) => k === fact.key && isThaana(c));
      if (options.corrections === false && !dhivehi && fact.listings === 0) continue;
      const byKey = (key: string) =>
        synonyms.groups.find((g) => g.some((member) => memberKeys.get(member) === key));
      let group = byKey(fact.key);
      unit.known = group !== undefined;
      // A word no live listing holds joins the group of what it is read as: its nearest live word
      // ("refridgerator" → refrigerator: fridge, …) or the two words it runs together ("airconditioner" → air
      // conditioner: aircon, AC, …), so a typo finds what the word itself would have found.
      if (!group && fact.listings === 0 && options.corrections !== false) {
        const text = unit.words[0]!.text;
        for (const [, , key] of nearestTypos(text, fact)) {
          group = byKey(key);
          if (group) break;
        }
        for (const [a, b] of group ? [] : splitsOf(text)) {
          group = synonyms.groups.find((g) => g.includes(`${a} ${b}`));
          if (group) break;
        }
      }
      // The last word still being typed, no live word yet, is also the start of a name in one group ("strol" →
      // stroller: pram, …; "airc" → aircon: AC, …), so the results while typing are what the word will find.
      const word = unit.words[0]!;
      if (!group && word === words[words.length - 1] && fact.listings === 0 && word.text.length >= 4) {
        const started = synonyms.groups.filter((g) => g.some((member) => member.startsWith(word.text)));
        if (started.length === 1) group = started[0];
      }
      if (!group) continue;
      unit.group = group;
      for (const member of group) for (const w of member.split(' ')) if (!facts.has(w)) joined.add(w);
    }
  }
  if (joined.size > 0) {
    const thaana = new Set([...joined].filter(isThaanaWithSuffixes));
    for (const [w, fact] of await lookUp(db, [...joined], { prefixes: thaana })) facts.set(w, fact);
  }
  for (const [text, plan] of plans) {
    const reading = assemble(plan, facts, options.corrections !== false);
    // A word read twice (also as part of a joined pair) is reported once.
    const seen = new Set<string>();
    const corrections = reading.corrections.filter(
      ({ typed }) => !seen.has(typed) && Boolean(seen.add(typed)),
    );
    readings.set(text, { ...reading, corrections });
  }
  return readings;
}

/**
 * A correction is found as a lexeme ("refriger"); the buyer is shown the word as live listings write it, the
 * written form nearest to what was typed ("refrigerator"), from up to 3 live listings holding it (any 3: the
 * search vector's index finds them at once). One statement for all of them; only the results page asks, when
 * it says "Showing results for …" (issue #38 item 3).
 * @returns the corrections with `corrected` written out (as found when no listing writes it otherwise)
 */
export async function correctionsAsWritten(
  db: Database,
  corrections: SearchReading['corrections'],
): Promise<SearchReading['corrections']> {
  if (corrections.length === 0) return corrections;
  const lexemes = [...new Set(corrections.map((c) => c.corrected))];
  const result = await db.execute(sql`
    select x.lexeme, jsonb_agg(distinct lower(t.token)) as written
    from jsonb_array_elements_text(${JSON.stringify(lexemes)}::jsonb) x(lexeme),
    lateral (select l.name, l.description from live_listing_search s join listings l on l.id = s.id
             where s.search_vector @@ (quote_literal(x.lexeme))::tsquery limit 3) l,
    lateral ts_debug('english', search_text(l.name || ' ' || coalesce(l.description, ''))) t
    where t.lexemes[1] = x.lexeme
    group by x.lexeme`);
  const written = new Map(
    rowsOf<{ lexeme: string; written: string[] | string }>(result).map((row) => [
      row.lexeme,
      jsonOf(row.written),
    ]),
  );
  return corrections.map((correction) => {
    const forms = written.get(correction.corrected);
    if (!forms?.length) return correction;
    const nearest = forms.reduce((best, form) =>
      editDistance(correction.typed, form) < editDistance(correction.typed, best) ? form : best,
    );
    return { ...correction, corrected: nearest };
  });
}

/** One query's reading from the catalogue's facts about its words. */
function assemble(plan: QueryPlan, facts: Map<string, WordFacts>, correct: boolean): SearchReading {
  const { words, units, onlyFiller } = plan;
  const live = (word: string) => {
    const fact = facts.get(word);
    return fact !== undefined && fact.listings > 0;
  };

  const corrections: SearchReading['corrections'] = [];
  const ignored: string[] = [];
  const lastWord = words[words.length - 1]!;

  /**
   * Whether a live word with the same folded key is another spelling of `word`: a Thaana one; a Latin one within
   * two edits for a Dhivehi word (one with a Thaana spelling: "dhoni", "doani", "dhoani"), else within its typo
   * budget (at least one edit: "yamaaha" is yamaha; "settee" is not "set").
   */
  function sameWord(word: string, fact: WordFacts, candidate: string): boolean {
    if (isThaana(word) || isThaana(candidate)) return true;
    if (word.length < 4) return false;
    const dhivehi = fact.candidates.some(([other, , key]) => key === fact.key && isThaana(other));
    return editDistance(word, candidate) <= (dhivehi ? 2 : Math.max(1, typoBudget(word.length)));
  }

  /** A word as live listings hold it and its other live spellings (same folded key); no corrections. */
  function spellingsOf(word: string): string[] {
    const fact = facts.get(word);
    if (!fact) return [];
    const forms = new Set<string>();
    if (fact.listings > 0 || (fact.startsLiveWord && isThaanaWithSuffixes(word)))
      forms.add(wordForm(fact.lexemes[0]!));
    for (const [candidate, , key] of fact.candidates) {
      if (key === fact.key && sameWord(word, fact, candidate)) forms.add(wordForm(candidate));
    }
    return [...forms];
  }

  /**
   * A word's accepted forms (tsquery parts). `typos`: whether a word no live listing holds is read as the live
   * words near it (not for a known synonym whose group's other names are live).
   */
  function formsOf(word: QueryWord, typos = true): string[] {
    const fact = facts.get(word.text);
    if (!fact) return []; // a stop word
    const lexeme = fact.lexemes[0]!;
    const forms = new Set<string>();
    if (fact.listings > 0 || (fact.startsLiveWord && isThaanaWithSuffixes(lexeme)))
      forms.add(wordForm(lexeme));
    if (isNumber(word.text)) return [quoted(lexeme)]; // numbers: as typed only
    const thaana = isThaana(word.text);
    // The same folded key: other spellings of the same word (Latin-typed Dhivehi, doubled letters).
    // As typed ("search instead for …"), a Latin word is not read as another Latin spelling ("yamaaha" is not
    // yamaha) unless it is a Dhivehi word (one with a Thaana spelling: "dhoni" still finds "dhoani").
    const dhivehiWord = fact.candidates.some(([candidate, , key]) => key === fact.key && isThaana(candidate));
    for (const [candidate, , key] of fact.candidates) {
      if (key !== fact.key || (!correct && !thaana && !dhivehiWord && !isThaana(candidate))) continue;
      if (sameWord(word.text, fact, candidate)) forms.add(wordForm(candidate));
    }
    if (fact.listings === 0 && correct && typos) {
      // Typos: the nearest live words within the word's budget.
      const nearest = nearestTypos(word.text, fact).map(([candidate]) => candidate);
      // Reported when a Latin word is read as another Latin word: the commonest live one with its folded key
      // ("yamaaha" → yamaha), else its nearest typo. Not reported: a word with a Thaana spelling (Latin-typed
      // Dhivehi has no one right spelling: "dhoni" is not corrected to "dhoani"), and a last word that is the
      // start of a live word (still being typed).
      const sameKey = fact.candidates.filter(
        ([candidate, , key]) => key === fact.key && candidate !== lexeme,
      );
      const dhivehi = sameKey.some(([candidate]) => isThaana(candidate));
      const stillTyping = word === lastWord && (fact.startsLiveWord || fact.typedStartsLiveWord);
      const latinSpelling = sameKey
        .filter(([candidate]) => !isThaana(candidate) && forms.has(quoted(candidate)))
        .sort((a, b) => b[1] - a[1])[0]?.[0];
      const latin = latinSpelling ?? nearest.find((candidate) => !isThaana(candidate));
      if (latin && !thaana && !dhivehi && !stillTyping)
        corrections.push({ typed: word.text, corrected: latin });
      // A last word still being typed is read as the start of a word, not as a typo of a shorter one ("strol" is
      // a stroller, not a "stroke").
      if (!stillTyping) for (const candidate of nearest.slice(0, 3)) forms.add(wordForm(candidate));
    }
    // The word written as two, one after the other ("raincoat" finds "rain coat").
    for (const [a, b] of splitsOf(word.text)) {
      if (live(a) && live(b)) forms.add(phrase([facts.get(a)!.lexemes[0]!, facts.get(b)!.lexemes[0]!]));
    }
    // The last word as typed so far (its prefix form includes the word itself).
    if (word === lastWord && word.text.length >= 3) {
      if (fact.startsLiveWord) {
        forms.delete(quoted(lexeme));
        forms.add(`${quoted(lexeme)}:*`);
        if (fact.listings > 0 && !isThaana(lexeme)) wholeWordOf.set(`${quoted(lexeme)}:*`, quoted(lexeme));
      }
      if (fact.typedStartsLiveWord && word.text !== lexeme) {
        forms.add(`${quoted(word.text)}:*`);
        if (fact.listings > 0) wholeWordOf.set(`${quoted(word.text)}:*`, quoted(lexeme));
      }
    }
    return [...forms];
  }

  /**
   * A last word that live listings hold whole is, when only some of the words must match, that word and not
   * the start of others: "teak dining table" relaxed is not "… or tablet" (each prefix form → the whole word).
   */
  const wholeWordOf = new Map<string, string>();
  const withoutPrefixes = (part: string) =>
    [...wholeWordOf].reduce((text, [prefix, whole]) => text.replaceAll(prefix, whole), part);

  const required: string[] = [];
  /** Each one-word unit's own forms (as typed, other spellings, corrections, prefix), without its synonyms. */
  const spelled: string[] = [];
  const optional: string[] = [];
  const typed: string[] = [];
  const excluded: string[] = [];
  let anyNonNumberKnown = false;
  const numberParts: string[] = [];
  for (let u = 0; u < units.length; u += 1) {
    const unit = units[u]!;
    if (unit.words.length === 1 && unit.words[0]!.excluded) {
      const fact = facts.get(unit.words[0]!.text);
      if (fact) excluded.push(`!${quoted(fact.lexemes[0]!)}`);
      continue;
    }
    const alternatives = new Set<string>();
    const asTyped: string[] = [];
    for (const word of unit.words) {
      const fact = facts.get(word.text);
      if (fact) asTyped.push(fact.lexemes[0]!);
    }
    // The other names of its synonym group, each word as the catalogue holds it or another spelling of it
    // (a Latin-typed Dhivehi member meets its Thaana form).
    const synonymForms: string[] = [];
    for (const member of unit.group ?? []) {
      const memberForms = member.split(' ').map(spellingsOf);
      if (memberForms.every((forms) => forms.length > 0)) {
        synonymForms.push(
          memberForms.length === 1
            ? anyOf(memberForms[0]!)
            : `(${memberForms.map((forms) => anyOf(forms)).join(' <-> ')})`,
        );
      }
    }
    if (unit.words.length === 1) {
      for (const form of formsOf(unit.words[0]!, !(unit.known && synonymForms.length > 0)))
        alternatives.add(form);
      if (alternatives.size > 0) spelled.push(anyOf([...alternatives]));
    } else if (asTyped.length > 0 && asTyped.every((lexeme, i) => live(unit.words[i]!.text) || !lexeme)) {
      alternatives.add(phrase(asTyped));
    }
    for (const form of synonymForms) alternatives.add(form);
    // Two neighbouring one-word units some listing writes as one word.
    const next = units[u + 1];
    if (unit.words.length === 1 && next && next.words.length === 1 && !next.words[0]!.excluded) {
      const joined = unit.words[0]!.text + next.words[0]!.text;
      const nextForms = formsOf(next.words[0]!);
      if (live(joined) && alternatives.size > 0 && nextForms.length > 0) {
        const part = `(${anyOf([...alternatives])} & ${anyOf(nextForms)}) | ${quoted(facts.get(joined)!.lexemes[0]!)}`;
        required.push(`(${part})`);
        typed.push(...asTyped.map(quoted), quoted(facts.get(next.words[0]!.text)!.lexemes[0]!));
        anyNonNumberKnown = true;
        u += 1;
        continue;
      }
    }
    const filler = !onlyFiller && unit.words.every((w) => FILLER_WORDS.has(w.text));
    if (asTyped.length === 0 && alternatives.size === 0) continue; // stop words
    if (alternatives.size === 0) {
      ignored.push(unit.words.map((w) => w.text).join(' '));
      continue;
    }
    const part = anyOf([...alternatives]);
    if (filler) {
      optional.push(part);
      continue;
    }
    if (unit.words.length === 1 && isNumber(unit.words[0]!.text)) numberParts.push(part);
    else {
      required.push(part);
      anyNonNumberKnown = true;
    }
    typed.push(phrase(asTyped));
  }
  if (!anyNonNumberKnown && numberParts.length === 0) return { ...MATCHES_NOTHING, ignored };
  // Numbers alone match only when no other word was asked for ("2018" finds; "playstation 5" does not).
  if (!anyNonNumberKnown && ignored.length > 0) return { ...MATCHES_NOTHING, ignored };
  const all = [...required, ...numberParts];
  const match = allOf([...all, ...excluded]);
  const typedAll = allOf(typed);
  // Ranking: the words as typed, then the words in some spelling of their own, above synonyms; each test once
  // anywhere and once in the name or description (a word the listing's own text holds beats its category's).
  const ownSpelling = allOf(spelled);
  const rank = [typedAll, inText(typedAll), ownSpelling, inText(ownSpelling)].filter(
    (test, i, tests) => test !== '' && test !== '()' && test !== allOf(all) && tests.indexOf(test) === i,
  );
  const relaxable = [...required, ...optional].map(withoutPrefixes);
  return {
    match,
    relaxed: all.length >= 2 ? allOf([anyOf(relaxable), ...excluded]) : null,
    rank,
    relaxedRank: relaxable.length >= 2 ? [...rank, ...relaxable] : rank,
    corrections,
    ignored,
  };
}
