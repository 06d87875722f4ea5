// a module reaching for the app that registers it
import { buildApp } from '../../app';

export const name = () => buildApp();
