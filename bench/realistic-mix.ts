/**
 * A realistic, mostly distinct stream of public reads (issue #10 §1), built from the seeded catalogue's own
 * vocabulary: what a crowd of visitors would send, not a handful of URLs an answer cache learns in a second.
 *
 * Words are ranked by how often they occur in a sample of live listings and drawn with a Zipf skew (rank r
 * with weight 1/r), so frequent words come far more often than rare ones. Every request is drawn from one
 * seeded generator, so runs are repeatable and all connections share one stream.
 *
 * Terms are typed as on a phone (issue #38 item 5): about one word in five of five letters or more carries a
 * typo (a letter dropped, doubled, swapped with the next or replaced by its neighbour on the keyboard), one
 * last word in ten is cut short as if still being typed, and a few words are Dhivehi typed in Latin letters.
 * The kind "misspelt term" is always misspelt, so its cost shows on its own.
 */
import type pg from 'pg';

/** The kinds of request in the mix, with their share of it. */
export const KIND_SHARES = {
  'one term': 0.2,
  'two terms': 0.1,
  'misspelt term': 0.04,
  'category + price': 0.1,
  // Issue #39 item 6: a scooter's year and cc, a boat's horsepower, a phone's storage or brand.
  'category fields': 0.06,
  island: 0.1,
  'sort + page': 0.06,
  suggestions: 0.16,
  'PD- id': 0.06,
  'item page': 0.12,
} as const;
export type Kind = keyof typeof KIND_SHARES;
export const KINDS = Object.keys(KIND_SHARES) as Kind[];

export interface MixRequest {
  kind: Kind;
  path: string;
}

export interface Vocabulary {
  /** Words by falling frequency. */
  words: string[];
  categoryIds: number[];
  locationIds: number[];
  /** Island ids per atoll (issue #39 item 5: a whole atoll as the location). */
  atolls: number[][];
  /** The ids of the categories with seeded fields, by slug (issue #39). */
  fieldCategories: Partial<Record<(typeof FIELD_CATEGORY_SLUGS)[number], number>>;
  /** Live listings to open and to name by display id. */
  listings: Array<{ id: string; displayId: string }>;
}

/** Mulberry32: a small seeded PRNG, so a run's stream can be made again. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Reads the catalogue's vocabulary from a sample of live listings, and live listings to open. */
export async function readVocabulary(client: pg.Client): Promise<Vocabulary> {
  const sample = await client.query<{ name: string; description: string }>(
    `SELECT name, description FROM listings TABLESAMPLE SYSTEM (5) REPEATABLE (7)
     WHERE status = 'Approved' AND NOT is_deleted LIMIT 20000`,
  );
  const counts = new Map<string, number>();
  for (const row of sample.rows) {
    for (const word of `${row.name} ${row.description}`.toLowerCase().match(/[a-z]{3,}/g) ?? []) {
      counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  const words = [...counts].sort((a, b) => b[1] - a[1]).map(([word]) => word);
  const categories = await client.query<{ id: number; slug: string }>(
    'SELECT id, slug FROM categories ORDER BY id',
  );
  const locations = await client.query<{ id: number; atoll_code: string }>(
    'SELECT id, atoll_code FROM maldives_locations ORDER BY id',
  );
  const atolls = new Map<string, number[]>();
  for (const row of locations.rows)
    atolls.set(row.atoll_code, [...(atolls.get(row.atoll_code) ?? []), row.id]);
  // Up to 50,000 random live listings (repeatable): item pages and display ids are the catalogue's long tail,
  // so few of them repeat — as when a crowd opens what it finds.
  await client.query('SELECT setseed(0.11)');
  const listings = await client.query<{ id: string; item_display_id: string }>(
    `SELECT id, item_display_id FROM listings
     WHERE status = 'Approved' AND NOT is_deleted ORDER BY random() LIMIT 50000`,
  );
  return {
    words,
    categoryIds: categories.rows.map((r) => r.id),
    locationIds: locations.rows.map((r) => r.id),
    atolls: [...atolls.values()],
    fieldCategories: Object.fromEntries(
      categories.rows.flatMap((r) =>
        (FIELD_CATEGORY_SLUGS as readonly string[]).includes(r.slug) ? [[r.slug, r.id]] : [],
      ),
    ),
    listings: listings.rows.map((r) => ({ id: r.id, displayId: r.item_display_id })),
  };
}

/** The categories whose fields the bulk seeder fills (seed-bulk.ts `ATTRIBUTES_SQL`). */
export const FIELD_CATEGORY_SLUGS = [
  'motorbikes-scooters',
  'boats-marine',
  'mobile-phones-tablets',
  'computers-laptops',
] as const;

/** Keys next to each other on a phone's QWERTY keyboard: a thumb lands on a neighbour. */
const KEYBOARD_ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'];
const neighbourOf = (letter: string, random: () => number): string => {
  for (const row of KEYBOARD_ROWS) {
    const at = row.indexOf(letter);
    if (at < 0) continue;
    const options = [row[at - 1], row[at + 1]].filter((ch): ch is string => Boolean(ch));
    return options[Math.floor(random() * options.length)] ?? letter;
  }
  return letter;
};

/** One typo in `word` (≥ 5 letters): a letter dropped, doubled, swapped with the next, or a keyboard neighbour. */
export function misspell(word: string, random: () => number): string {
  if (word.length < 5) return word;
  const at = 1 + Math.floor(random() * (word.length - 2));
  const x = random();
  if (x < 0.25) return word.slice(0, at) + word.slice(at + 1);
  if (x < 0.5) return word.slice(0, at) + word[at] + word.slice(at);
  if (x < 0.75) return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
  return word.slice(0, at) + neighbourOf(word[at]!, random) + word.slice(at + 1);
}

/** Dhivehi words as islanders type them in Latin letters, several spellings each. */
const LATIN_DHIVEHI = ['dhoani', 'dhoni', 'fonu', 'foanu', 'saikalu', 'friju', 'boat', 'engine', 'injin'];

/** Builds request generators over a vocabulary; `random` decides everything. */
export function createMixGenerator(vocabulary: Vocabulary, random: () => number) {
  const { words } = vocabulary;
  // Zipf over ranks: cumulative weights of 1/r.
  const cumulative: number[] = [];
  let sum = 0;
  for (let r = 1; r <= words.length; r++) cumulative.push((sum += 1 / r));
  const zipfWord = () => {
    const target = random() * sum;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! < target) lo = mid + 1;
      else hi = mid;
    }
    return words[lo]!;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  // Most visitors stay on page 1; a few page on, up to 20.
  const page = () => (random() < 0.7 ? 1 : 2 + Math.floor(random() ** 2 * 19));
  const sortOf = (withTerm: boolean) => {
    const x = random();
    if (withTerm && x < 0.6) return undefined; // relevance by default
    return x < 0.75 ? 'newest' : x < 0.88 ? 'price_asc' : 'price_desc';
  };
  const priceRange = (): [number, number] => {
    const low = Math.floor(random() * 80) * 50;
    return [low, low + 500 + Math.floor(random() * 40) * 250];
  };
  const browse = (params: Record<string, string | number | undefined>) => {
    const query = Object.entries(params)
      .filter(([, v]) => v !== undefined && v !== 1 && v !== '')
      .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
      .join('&');
    return `/api/marketplace/listings${query ? `?${query}` : ''}`;
  };

  /** A word as a phone user types it: one in five of 5+ letters misspelt, one in 33 Latin-typed Dhivehi. */
  const typedWord = () => {
    if (random() < 0.03) return pick(LATIN_DHIVEHI);
    const word = zipfWord();
    return word.length >= 5 && random() < 0.2 ? misspell(word, random) : word;
  };
  /** The last word, one time in ten cut to its first 3–5 letters (results while typing). */
  const lastWord = (word: string) =>
    word.length >= 5 && random() < 0.1 ? word.slice(0, 3 + Math.floor(random() * 3)) : word;

  const make: Record<Kind, () => string> = {
    'one term': () => browse({ query: lastWord(typedWord()), sort: sortOf(true), page: page() }),
    'two terms': () => {
      const a = typedWord();
      let b = typedWord();
      for (let i = 0; b === a && i < 5; i++) b = typedWord();
      return browse({ query: `${a} ${lastWord(b)}`, sort: sortOf(true), page: page() });
    },
    'misspelt term': () => {
      let word = zipfWord();
      for (let i = 0; word.length < 5 && i < 20; i++) word = zipfWord();
      return browse({ query: misspell(word, random), sort: sortOf(true), page: page() });
    },
    'category + price': () => {
      const chosen = new Set<number>();
      const n = 1 + Math.floor(random() * 3);
      while (chosen.size < n) chosen.add(pick(vocabulary.categoryIds));
      const [minPrice, maxPrice] = priceRange();
      return browse({
        categories: [...chosen].sort((x, y) => x - y).join(','),
        minPrice,
        maxPrice,
        sort: sortOf(false),
        page: page(),
      });
    },
    'category fields': () => {
      // One or two of the category's fields, as a buyer narrows: from a year, at least some cc or HP, a brand.
      const slug = pick(FIELD_CATEGORY_SLUGS);
      const filters: Record<(typeof FIELD_CATEGORY_SLUGS)[number], string[]> = {
        'motorbikes-scooters': [
          `year:${2010 + Math.floor(random() * 14)}..`,
          `engine_cc:${pick([100, 110, 125, 150])}..`,
          `make:${pick(['honda', 'yamaha', 'honda|yamaha', 'suzuki|tvs', 'vespa'])}`,
        ],
        'boats-marine': [
          `engine_hp:${pick([25, 40, 60, 85, 115])}..`,
          `length_ft:${pick([10, 15, 20, 25])}..${pick([30, 40, 60])}`,
          `type:${pick(['speedboat', 'dhoni', 'engine', 'dinghy|kayak'])}`,
        ],
        'mobile-phones-tablets': [
          `storage_gb:${pick([64, 128, 256])}..`,
          `ram_gb:${pick([4, 6, 8])}..`,
          `brand:${pick(['apple', 'samsung', 'apple|samsung', 'xiaomi|oppo|vivo'])}`,
        ],
        'computers-laptops': [
          `ram_gb:${pick([8, 16, 32])}..`,
          `storage_gb:${pick([256, 512, 1024])}..`,
          `brand:${pick(['apple', 'dell|hp|lenovo', 'asus'])}`,
        ],
      };
      const first = pick(filters[slug]);
      const second = random() < 0.5 ? pick(filters[slug]) : first;
      const fields = [...new Set([first, second])].filter(
        (filter, i, all) => all.findIndex((other) => other.split(':')[0] === filter.split(':')[0]) === i,
      );
      return browse({
        categories: vocabulary.fieldCategories[slug],
        fields: fields.join(','),
        query: random() < 0.2 ? zipfWord() : undefined,
        sort: sortOf(false),
        page: random() < 0.8 ? 1 : 2,
      });
    },
    island: () =>
      browse({
        // One island, or one time in four a whole atoll (issue #39 item 5).
        location: random() < 0.25 ? pick(vocabulary.atolls).join(',') : pick(vocabulary.locationIds),
        query: random() < 0.5 ? zipfWord() : undefined,
        page: random() < 0.85 ? 1 : 2,
      }),
    'sort + page': () => browse({ sort: sortOf(false), page: page() }),
    suggestions: () => {
      const word = zipfWord();
      const length = Math.min(word.length, 2 + Math.floor(random() * 4));
      return `/api/marketplace/suggestions?query=${encodeURIComponent(word.slice(0, length))}`;
    },
    'PD- id': () => browse({ query: pick(vocabulary.listings).displayId }),
    'item page': () => `/api/listings/${pick(vocabulary.listings).id}`,
  };
  return {
    /** One request of the given kind. */
    of: (kind: Kind): MixRequest => ({ kind, path: make[kind]() }),
    /** One request, its kind drawn by KIND_SHARES. */
    next(): MixRequest {
      let x = random();
      for (const kind of KINDS) {
        x -= KIND_SHARES[kind];
        if (x <= 0) return this.of(kind);
      }
      return this.of('one term');
    },
  };
}

/** `count` requests of the mix, and the share of them that are distinct. */
export function buildStream(
  vocabulary: Vocabulary,
  count: number,
  seed = 2026,
): { stream: MixRequest[]; distinctShare: number } {
  const generator = createMixGenerator(vocabulary, seededRandom(seed));
  const stream = Array.from({ length: count }, () => generator.next());
  return { stream, distinctShare: new Set(stream.map((r) => r.path)).size / count };
}

/**
 * `perKind` requests of each kind, none twice: first ones that appear nowhere in `seen` (inputs the server has
 * not answered before); a kind with few possible inputs (4 sorts × 20 pages, short prefixes of the vocabulary)
 * is filled up with inputs the mix also sent — measured on a restarted server with the answer caches off, so
 * none of them is answered from a cache either. `unseen` counts the first kind per kind.
 */
export function unseenRequests(
  vocabulary: Vocabulary,
  seen: Set<string>,
  perKind: number,
  seed = 4049,
): { requests: MixRequest[]; unseen: Record<string, number> } {
  const generator = createMixGenerator(vocabulary, seededRandom(seed));
  const requests: MixRequest[] = [];
  const unseen: Record<string, number> = {};
  for (const kind of KINDS) {
    const taken = new Set<string>();
    for (let tries = 0; taken.size < perKind && tries < perKind * 200; tries++) {
      const request = generator.of(kind);
      if (seen.has(request.path) || taken.has(request.path)) continue;
      taken.add(request.path);
      requests.push(request);
    }
    unseen[kind] = taken.size;
    for (let tries = 0; taken.size < perKind && tries < perKind * 200; tries++) {
      const request = generator.of(kind);
      if (taken.has(request.path)) continue;
      taken.add(request.path);
      requests.push(request);
    }
  }
  return { requests, unseen };
}
