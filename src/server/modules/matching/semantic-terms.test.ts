import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../test/test-database";
import { expandedWords } from "./semantic-terms";
import { matchVocabularyChanged } from "./vocabulary-changes";

let database: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** The vocabulary words a wish is expanded into (its own words left out). */
async function neighbours(wish: string) {
  const own = new Set(wish.split(" "));
  return (await expandedWords(database.db, [wish])).map(({ word }) => word).filter((word) => !own.has(word));
}

describe("the matching vocabulary", () => {
  it("is read once, then again only after profile text changed in this process", async () => {
    await database.db.execute(sql`insert into match_words (word) values ('virtualization')`);
    expect(await neighbours("servers")).toContain("virtualization");
    // Written behind the process's back (as another app process would): not read before it ages out.
    await database.db.execute(sql`insert into match_words (word) values ('mainframe')`);
    expect(await neighbours("servers")).not.toContain("mainframe");
    matchVocabularyChanged();
    expect(await neighbours("servers")).toContain("mainframe");
  });

  it("finds a word committed after a higher id was read", async () => {
    // A transaction takes an id from the sequence, another takes the next one and commits first.
    const { rows } = (await database.db.execute(
      sql`select nextval(pg_get_serial_sequence('match_words', 'id'))::int as id`,
    )) as unknown as { rows: Array<{ id: number }> };
    await database.db.execute(sql`insert into match_words (word) values ('routers')`);
    matchVocabularyChanged();
    expect(await neighbours("servers")).toContain("routers");
    await database.db.execute(
      sql`insert into match_words (id, word) values (${rows[0]?.id}, 'workstations')`,
    );
    matchVocabularyChanged();
    expect(await neighbours("servers")).toContain("workstations");
  });
});
