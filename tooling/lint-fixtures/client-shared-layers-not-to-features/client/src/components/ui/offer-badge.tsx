// Breaks the rule: a shared component reaches up into a feature.
import { offerLabel } from '@/features/a';

export const offerBadge = () => offerLabel;
