// a declared public entry (FEATURE_ENTRIES): the opt-in screen takes only this call
import { getJson } from '@/lib/api-client';

export const optIn = (email: string) => getJson(`/api/opt-in?email=${encodeURIComponent(email)}`);
