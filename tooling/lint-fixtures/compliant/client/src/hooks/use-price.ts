// The shared layers may use each other: a hook over lib.
import { getJson } from '@/lib/api-client';

export const usePrice = () => getJson('/api/price');
