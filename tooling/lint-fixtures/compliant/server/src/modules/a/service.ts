import { countThings } from '../b/service';
import { callVideoApi } from '../../providers/video/index';

export const describeThings = async () => ({ count: countThings(), remote: await callVideoApi() });
