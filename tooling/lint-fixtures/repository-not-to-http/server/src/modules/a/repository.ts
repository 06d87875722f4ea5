// a repository that decides the HTTP answer itself
import { AppError } from '../../http/app-error';

export const findThing = (id: string) => {
  if (!id) throw new AppError('not_found');
  return { id };
};
