import { PriceTag } from '@/features/b';
import { optIn } from '@/features/funnel/opt-in';
import { sendEvent } from '../../funnel';

export const Offer = () => (
  <button type="button" onClick={() => void optIn('a@example.com').then(() => sendEvent('opted-in'))}>
    <PriceTag cents={900} />
  </button>
);
