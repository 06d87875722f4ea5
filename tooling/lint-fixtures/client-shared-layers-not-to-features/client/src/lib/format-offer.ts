// Keeps the rule: lib may use another shared layer.
import { offerBadge } from '@/components/ui/offer-badge';

export const formatOffer = () => offerBadge();
