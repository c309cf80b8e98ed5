import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { profileUpdateRequestSchema } from "../../../shared/contracts/profiles";
import { memberOfferVectors, users } from "../../db/schema";
import { insertUser } from "../../db/seed/factories";
import type { SessionUser } from "../../http/sessions";
import { openTestDatabase } from "../../test/test-database";
import { updateOwnProfile } from "../profiles/profiles.service";
import { cosine, createPhraseModels, type Embedder, toUnitVector } from "./embeddings/phrase-vectors";
import {
  fillOfferVectors,
  memberOffer,
  offerVectorsStored,
  packVector,
  queueMissingOfferVectors,
  storedOfferVectors,
  storeOfferVectors,
  unpackVector,
} from "./offer-vectors";

/** The matching models these tests run with (an app builds its own from its config). */
let models = createPhraseModels({ remote: null, sentence: null }, console);
const sentenceOnly = (embedder: Embedder, log: { warn(details: object, message: string): void }) =>
  createPhraseModels({ remote: null, sentence: embedder }, log);

let database: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterEach(() => (models = createPhraseModels({ remote: null, sentence: null }, console)));
afterAll(() => database.close());

/** A sentence model whose vectors depend on the text alone (its letters' counts), with a count of what it read. */
function letterModel(name: string) {
  const texts: string[] = [];
  const embedder: Embedder = {
    name,
    async embed(batch) {
      texts.push(...batch);
      return batch.map((text) => {
        const counts = new Float32Array(26);
        for (const char of text.toLowerCase()) {
          const index = char.charCodeAt(0) - 97;
          if (index >= 0 && index < 26) counts[index] = (counts[index] ?? 0) + 1;
        }
        return toUnitVector(counts);
      });
    },
  };
  models = sentenceOnly(embedder, { warn: vi.fn() });
  return { embedder, texts };
}

const unit = (values: number[]) => toUnitVector(Float32Array.from(values)) as Float32Array;

describe("packed offer vectors", () => {
  it("keep a unit vector in one signed byte per dimension, close enough for cosine", () => {
    const vector = unit(Array.from({ length: 512 }, (_, index) => Math.sin(index * 1.7)));
    const bytes = packVector(vector);
    expect(bytes).toHaveLength(512);
    const back = unpackVector(bytes) as Float32Array;
    expect(cosine(vector, back)).toBeGreaterThan(0.999);
    expect(unpackVector(packVector(new Float32Array(4)))).toBeNull();
    expect(unpackVector(new Uint8Array(0))).toBeNull();
  });
});

describe("stored offer vectors", () => {
  it("are read back for the member's current offer and model only, and replaced when stored again", async () => {
    const member = await insertUser(database.db, { jobTitle: "Caterer", servicesOffered: "event catering" });
    const offer = memberOffer(member.id, member);
    expect(offer).toEqual({ id: member.id, text: "event catering, Caterer" });
    if (!offer) throw new Error("no offer");
    const first = unit([1, 0, 0]);
    await storeOfferVectors(database.db, "model-a", [{ ...offer, vector: first }]);

    const read = await storedOfferVectors(database.db, "model-a", [offer]);
    expect([...read.keys()]).toEqual([member.id]);
    expect(cosine(read.get(member.id) as Float32Array, first)).toBeCloseTo(1, 5);
    expect((await storedOfferVectors(database.db, "model-b", [offer])).size).toBe(0);
    expect(
      (await storedOfferVectors(database.db, "model-a", [{ ...offer, text: "boxed lunches" }])).size,
    ).toBe(0);
    expect((await storedOfferVectors(database.db, "model-a", [])).size).toBe(0);

    await storeOfferVectors(database.db, "model-a", [{ ...offer, vector: unit([0, 1, 0]) }]);
    const [row] = await database.db
      .select()
      .from(memberOfferVectors)
      .where(eq(memberOfferVectors.memberId, member.id));
    expect(row?.offerText).toBe("event catering, Caterer");
    const replaced = (await storedOfferVectors(database.db, "model-a", [offer])).get(member.id);
    expect(cosine(replaced as Float32Array, unit([0, 1, 0]))).toBeCloseTo(1, 5);
  });

  it("are read from the database once: a list asking again gets the kept vector, a changed offer is read again", async () => {
    const member = await insertUser(database.db, { jobTitle: "Baker", servicesOffered: "wedding cakes" });
    const offer = memberOffer(member.id, member);
    if (!offer) throw new Error("no offer");
    await storeOfferVectors(database.db, "model-kept", [{ ...offer, vector: unit([0, 0, 1]) }]);
    const select = vi.spyOn(database.db, "select");
    try {
      const first = (await storedOfferVectors(database.db, "model-kept", [offer])).get(member.id);
      expect(cosine(first as Float32Array, unit([0, 0, 1]))).toBeCloseTo(1, 5);
      expect((await storedOfferVectors(database.db, "model-kept", [offer])).get(member.id)).toBe(first);
      expect(select).not.toHaveBeenCalled();

      expect(
        (await storedOfferVectors(database.db, "model-kept", [{ ...offer, text: "birthday cakes" }])).size,
      ).toBe(0);
      expect((await storedOfferVectors(database.db, "model-other", [offer])).size).toBe(0);
      expect(select).toHaveBeenCalledTimes(2);
    } finally {
      select.mockRestore();
    }
  });

  it("are embedded by the sentence model and stored, and nothing is stored while it is off", async () => {
    const member = await insertUser(database.db, { jobTitle: "Roofer", servicesOffered: "roof repairs" });
    const offer = memberOffer(member.id, member);
    if (!offer) throw new Error("no offer");
    await fillOfferVectors(models, database.db, [offer]);
    expect((await storedOfferVectors(database.db, "letters", [offer])).size).toBe(0);

    const { texts } = letterModel("letters");
    await fillOfferVectors(models, database.db, [offer]);
    expect(texts).toEqual(["roof repairs, Roofer"]);
    expect((await storedOfferVectors(database.db, "letters", [offer])).size).toBe(1);
  });

  it("are stored in the background for a saved profile and for active members who have none", async () => {
    const { texts } = letterModel("letters-saved");
    const member = await insertUser(database.db, { jobTitle: "Florist" });
    const session = { id: member.id } as SessionUser;
    await updateOwnProfile(
      database.db,
      models,
      session,
      profileUpdateRequestSchema.parse({ servicesOffered: "wedding flowers" }),
    );
    await offerVectorsStored(models);
    expect(texts).toContain("wedding flowers, Florist");
    expect(
      (
        await storedOfferVectors(database.db, "letters-saved", [
          { id: member.id, text: "wedding flowers, Florist" },
        ])
      ).size,
    ).toBe(1);

    const waiting = await insertUser(database.db, { jobTitle: "Tiler", servicesOffered: "bathroom tiling" });
    const away = await insertUser(database.db, { jobTitle: "Glazier", servicesOffered: "window glazing" });
    await database.db.update(users).set({ isActive: false }).where(eq(users.id, away.id));
    await database.db.execute(sql`delete from member_offer_vectors where member_id = ${member.id}`);
    await queueMissingOfferVectors(models, database.db);
    await offerVectorsStored(models);
    expect(texts).toContain("bathroom tiling, Tiler");
    expect(texts).not.toContain("window glazing, Glazier");
    const stored = await database.db
      .select({ memberId: memberOfferVectors.memberId })
      .from(memberOfferVectors);
    expect(stored.map((row) => row.memberId)).toEqual(expect.arrayContaining([member.id, waiting.id]));
    expect(stored.map((row) => row.memberId)).not.toContain(away.id);
  });
});
