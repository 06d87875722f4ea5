import { creditsFor } from './credits';

export const planIds = ['free', 'pro'] as const;
export const creditsOfPro = () => creditsFor('pro');
