import { defineConfig } from 'drizzle-kit';

/**
 * `npx drizzle-kit generate --name <what>` writes the next SQL migration and its snapshot from a
 * change to server/db/schema.ts; the server applies server/db/migrations at start.
 * `npm run db:check` (CI) fails when the committed schema and the last snapshot differ.
 * The steps of adding a field: docs/server-kit.md, "Adding a field".
 */
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
});
