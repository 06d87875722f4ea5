import { planIds } from './plans';

export const creditsFor = (plan: string) => planIds.indexOf(plan as never) * 100;
