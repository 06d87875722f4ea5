import { countThings } from '../b/service';
import { callVideoApi } from '../../providers/video/http';

export const describeThings = async () => ({ count: countThings(), remote: await callVideoApi() });
