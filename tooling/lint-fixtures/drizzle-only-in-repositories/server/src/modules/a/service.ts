// a service that builds SQL itself instead of asking its repository
import { sql } from 'drizzle-orm';

export const countThings = () => sql`select count(*) from things`;
