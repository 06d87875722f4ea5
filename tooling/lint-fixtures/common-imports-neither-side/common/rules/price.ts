import { apiBase } from '../../client/src/lib/api-base';
import { port } from '../../server/src/config';

export const priceUrl = `${apiBase}:${port}/price`;
