import type { PgColumn } from 'drizzle-orm/pg-core';

export const tidy = (column: PgColumn) => column.name;
