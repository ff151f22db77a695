/** Prints how the search reads each given query against the judged catalogue (a tuning aid for issue #38). */
import { sql } from 'drizzle-orm';
import { openDatabase, rowsOf } from '../../apps/api/src/db/client';
import { readSearchQuery } from '../../apps/api/src/modules/marketplace/search/read-query';
import { seedJudgedCatalogue } from './run-relevance';

const database = await openDatabase({});
await database.migrate();
await seedJudgedCatalogue(database.db);
for (const query of process.argv.slice(2)) {
  const stems = rowsOf(await database.db.execute(sql`select to_tsvector('english', ${query})::text as v`))[0];
  console.log(query, JSON.stringify(stems), JSON.stringify(await readSearchQuery(database.db, query)));
}
await database.close();
