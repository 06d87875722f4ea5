// tests may use Drizzle and fetch directly
import { sql } from 'drizzle-orm';

export const probe = () => [sql`select 1`, fetch('http://127.0.0.1/')];
