import { and, eq, sql } from "drizzle-orm";
import { BoundedCache } from "../../../shared/bounded-cache";
import type { DbExecutor } from "../../db/client";
import { memberOfferVectors } from "../../db/schema";
import {
  activeSentenceModel,
  type PhraseModels,
  sentenceVectors,
  toUnitVector,
} from "./embeddings/phrase-vectors";
import {
  buildMatchProfile,
  type MatchProfile,
  type PreparedProfile,
  prepareProfile,
} from "./rules/matching-profile";

/**
 * The sentence model's vectors of what members offer, kept in the database (decision 0011, "Stored
 * offer vectors") so a suggestion list can order all its candidates by meaning: reading 500 stored
 * vectors is one indexed query, embedding them would take seconds. A member's vector is written when
 * they save their profile, and for candidates a suggestion list found without one (a few at once,
 * the rest in the background).
 */

/** A member and the text of what they offer (services, skills and title joined), as the order by meaning reads it. */
export type MemberOffer = { id: number; text: string };

/** A member's offer as the order by meaning reads it, or null when they offer nothing. */
export function memberOffer(id: number, profile: MatchProfile): MemberOffer | null {
  return preparedOffer(id, prepareProfile(profile));
}

/** The same, from a profile already prepared for scoring. */
export function preparedOffer(id: number, { wholeOffer }: PreparedProfile): MemberOffer | null {
  return wholeOffer ? { id, text: wholeOffer } : null;
}

/** A unit vector as one signed byte per dimension; cosine ignores the scale, so none is kept. */
export function packVector(vector: Float32Array): Buffer {
  let largest = 0;
  for (const value of vector) largest = Math.max(largest, Math.abs(value));
  const bytes = Buffer.alloc(vector.length);
  if (largest > 0) {
    vector.forEach((value, index) => {
      bytes.writeInt8(Math.round((value / largest) * 127), index);
    });
  }
  return bytes;
}

/** The unit vector of `packVector`'s bytes, or null for an empty or all-zero one. */
export function unpackVector(bytes: Uint8Array): Float32Array | null {
  return toUnitVector(Float32Array.from(new Int8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength)));
}

/**
 * Stored vectors as read, by model and member, with the offer text they are of: a suggestion list
 * reads the same few hundred candidates' vectors on every request, and fetching and decoding them
 * (512 bytes each, parsed from hex, scaled to unit length) was a third of its CPU. A vector is a
 * function of the model and the text, so an entry for the member's current text is what the row
 * holds; a changed offer has a new text and is read again. Storing a vector here replaces the entry
 * with what reading the row back gives (null for a vector that reads as none). About 2.2 KB an
 * entry, some 11 MB full.
 */
export const STORED_VECTOR_CACHE_SIZE = 5_000;
type StoredVector = { model: string; text: string; vector: Float32Array | null };
const storedVectors = new BoundedCache<number, StoredVector>(STORED_VECTOR_CACHE_SIZE);

/** The stored vectors of these members' current offers under `model`, by member id (a stale row is missing). */
export async function storedOfferVectors(
  db: DbExecutor,
  model: string,
  offers: readonly MemberOffer[],
): Promise<Map<number, Float32Array>> {
  const found = new Map<number, Float32Array>();
  const current = new Map<number, string>();
  for (const offer of offers) {
    const kept = storedVectors.get(offer.id);
    if (kept?.model !== model || kept.text !== offer.text) current.set(offer.id, offer.text);
    else if (kept.vector) found.set(offer.id, kept.vector);
  }
  if (current.size === 0) return found;
  const rows = await db
    .select({
      memberId: memberOfferVectors.memberId,
      offerText: memberOfferVectors.offerText,
      vector: memberOfferVectors.vector,
    })
    .from(memberOfferVectors)
    .where(
      and(
        sql`${memberOfferVectors.memberId} = any(${sql.param([...current.keys()])}::int[])`,
        eq(memberOfferVectors.model, model),
      ),
    );
  for (const row of rows) {
    if (current.get(row.memberId) !== row.offerText) continue;
    const vector = unpackVector(row.vector);
    storedVectors.set(row.memberId, { model, text: row.offerText, vector });
    if (vector) found.set(row.memberId, vector);
  }
  return found;
}

/** Stores these members' offer vectors (from the sentence model named `model`), replacing older ones. */
export async function storeOfferVectors(
  db: DbExecutor,
  model: string,
  offers: ReadonlyArray<MemberOffer & { vector: Float32Array }>,
) {
  if (offers.length === 0) return;
  const rows = offers.map(({ id, text, vector }) => ({
    memberId: id,
    model,
    offerText: text,
    vector: packVector(vector),
  }));
  await db
    .insert(memberOfferVectors)
    .values(rows)
    .onConflictDoUpdate({
      target: memberOfferVectors.memberId,
      set: { model: sql`excluded.model`, offerText: sql`excluded.offer_text`, vector: sql`excluded.vector` },
    });
  for (const row of rows) {
    storedVectors.set(row.memberId, { model, text: row.offerText, vector: unpackVector(row.vector) });
  }
}

/**
 * Embeds these members' offers with the sentence model and stores them (nothing when the model is
 * off or failing: the log says why).
 */
export async function fillOfferVectors(models: PhraseModels, db: DbExecutor, offers: readonly MemberOffer[]) {
  const model = activeSentenceModel(models);
  if (!model || offers.length === 0) return;
  const vectors = await sentenceVectors(
    models,
    offers.map((offer) => offer.text),
  );
  if (!vectors) return;
  await storeOfferVectors(
    db,
    model.name,
    offers.flatMap((offer) => {
      const vector = vectors.get(offer.text);
      return vector ? [{ ...offer, vector }] : [];
    }),
  );
}

/** Offers waiting to be embedded in the background, at most this many (the newest asked are kept). */
export const OFFER_QUEUE_SIZE = 5_000;
/**
 * Embedded together: about 50 ms of the sentence model's process, the longest a suggestion list
 * waits behind the background work (the process reads its messages in turn).
 */
const QUEUE_BATCH = 8;
/**
 * After each batch the queue rests this many times as long as the batch took: the start-up backfill
 * (up to OFFER_QUEUE_SIZE offers, a minute of the model's CPU) then takes at most a third of a core
 * while the app answers, not most of one of the machine's two (it halved the matches list's
 * throughput under load on the bench machine).
 */
const QUEUE_REST_FACTOR = 2;
const QUEUE_REST_MAX_MS = 1_000;
const rest = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/** Stores these members' offer vectors in the background (a profile saved, candidates found without one). */
export function queueOfferVectors(models: PhraseModels, db: DbExecutor, offers: readonly MemberOffer[]) {
  if (!activeSentenceModel(models)) return;
  const queue = models.offerQueue;
  const { queued } = queue;
  for (const offer of offers) {
    queued.delete(offer.id);
    queued.set(offer.id, { db, text: offer.text });
  }
  for (const id of queued.keys()) {
    if (queued.size <= OFFER_QUEUE_SIZE) break;
    queued.delete(id);
  }
  queue.draining ??= drain(models).finally(() => {
    queue.draining = null;
  });
}

async function drain(models: PhraseModels) {
  const { queued } = models.offerQueue;
  while (queued.size > 0) {
    const [first] = queued.values();
    const db = first?.db as DbExecutor;
    const offers: MemberOffer[] = [];
    for (const [id, entry] of queued) {
      if (entry.db !== db) continue;
      offers.push({ id, text: entry.text });
      queued.delete(id);
      if (offers.length === QUEUE_BATCH) break;
    }
    const startedAt = performance.now();
    try {
      await fillOfferVectors(models, db, offers);
    } catch (error) {
      activeSentenceModel(models)?.log.warn(
        { err: error },
        "Storing members' offer vectors failed; they are embedded again when needed",
      );
    }
    if (!activeSentenceModel(models)) queued.clear();
    if (queued.size > 0)
      await rest(Math.min(QUEUE_REST_MAX_MS, QUEUE_REST_FACTOR * (performance.now() - startedAt)));
  }
}

/** What a member's offer is built from (`memberOffer(row.id, buildMatchProfile(row))`), as `OFFER_SOURCE_COLUMNS` of `users u` read it. */
export type OfferSourceRow = {
  id: number;
  jobTitle: string | null;
  skills: string[];
  servicesOffered: string | null;
};
export const OFFER_SOURCE_COLUMNS = sql`u.id, u.job_title as "jobTitle", u.skills, u.services_offered as "servicesOffered"`;
/** Active members of `users u` without a stored offer vector. */
export const WITHOUT_OFFER_VECTOR = sql`u.is_active and not exists (select 1 from member_offer_vectors v where v.member_id = u.id)`;

/**
 * Queues the members who have no stored offer vector, the most recently active first (at start, so
 * suggestion lists find them stored rather than ordering only their first suggestions).
 */
export async function queueMissingOfferVectors(
  models: PhraseModels,
  db: DbExecutor,
  limit = OFFER_QUEUE_SIZE,
) {
  if (!activeSentenceModel(models)) return;
  const result = (await db.execute(sql`
    select ${OFFER_SOURCE_COLUMNS} from users u
    where ${WITHOUT_OFFER_VECTOR}
    order by u.last_active_at desc nulls last, u.id desc
    limit ${limit}`)) as unknown as { rows: OfferSourceRow[] };
  queueOfferVectors(
    models,
    db,
    result.rows.flatMap((row) => memberOffer(row.id, buildMatchProfile(row)) ?? []),
  );
}

/** Resolves once the background queue is empty (tests, benchmarks). */
export async function offerVectorsStored(models: PhraseModels): Promise<void> {
  while (models.offerQueue.draining) await models.offerQueue.draining;
}
