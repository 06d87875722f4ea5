/**
 * The embedded test checkout's cards: Stripe's published test numbers and what each does
 * (https://docs.stripe.com/testing). Anything else is refused: test mode never takes a real card.
 */
export type TestCardOutcome = { ok: true } | { ok: false; code: 'card_declined' | 'insufficient_funds' | 'not_a_test_card'; message: string };

const CARDS: Record<string, TestCardOutcome> = {
  '4242424242424242': { ok: true },
  '4000000000000002': { ok: false, code: 'card_declined', message: 'Your card was declined.' },
  '4000000000009995': { ok: false, code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
};

export function chargeTestCard(cardNumber: string): TestCardOutcome {
  return (
    CARDS[cardNumber.replace(/[\s-]/g, '')] ?? {
      ok: false,
      code: 'not_a_test_card',
      message: 'TEST MODE accepts only Stripe test cards: 4242 4242 4242 4242, 4000 0000 0000 0002 or 4000 0000 0000 9995.',
    }
  );
}
