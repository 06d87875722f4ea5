import { sql } from 'drizzle-orm';
import { now } from '../../db/client';

export const countRows = () => [sql`select count(*)`, now];
