// the workers take their adapters as arguments, they do not import the root that builds them
import { adapters } from '../adapters';

export const storage = () => adapters.storage;
