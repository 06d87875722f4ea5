// an adapter throwing an HTTP error: it should raise its own and let the module map it
import { AppError } from '../../http/app-error';

export const portal = () => Promise.reject(new AppError('not in TEST MODE'));
