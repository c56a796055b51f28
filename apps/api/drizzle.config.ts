import { defineConfig } from 'drizzle-kit';

// Generation only: migrations are applied by the app at start (PGlite holds its folder
// exclusively, so no second process may open it).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
  casing: 'snake_case',
});
