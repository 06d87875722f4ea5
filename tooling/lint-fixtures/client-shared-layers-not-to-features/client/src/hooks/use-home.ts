// Breaks the rule: a generic hook reaches up into the app.
import { HOME_PATH } from '../app/router';

export const useHome = () => HOME_PATH;
