import { CREDIT_BACK_WINDOW_DAYS, REFUND_WINDOW_DAYS } from '@common/contracts/billing';

/** /subscription's credit packs, 7-day refund and credit-back guarantee (ADR 049). Numbers come from the catalogue and the contract. */
export const MONEY_BACK_COPY = {
  packsTitle: 'Buy more credits',
  packsIntro: 'One-time packs for any plan. They never expire and are added to your balance at once.',
  packVideos: (videos: number) => `${videos} videos`,
  buyPack: (name: string, price: string) => `Buy ${name} for ${price}`,
  packCardTitle: (name: string) => `Pay for ${name}`,
  packAdded: (credits: number) => `${credits} credits were added to your balance.`,
  refundTitle: `Full refund within ${REFUND_WINDOW_DAYS} days`,
  refundIntro: (until: string) => `You can cancel with a full refund of your first payment until ${until}.`,
  refundWhat: (amount: string, withdrawn: number, kept: number) =>
    `You get ${amount} back and your plan ends now. ${withdrawn} credits from that payment are withdrawn from your balance.` +
    (kept > 0 ? ` ${kept} of its credits you already used stay used: you keep those videos and owe nothing for them.` : ''),
  refundStart: 'Cancel and refund',
  refundConfirm: 'Yes, cancel and refund',
  refundKeep: 'Keep my plan',
  refundDone: 'Your payment was refunded and your plan has ended.',
  creditBackTitle: `${CREDIT_BACK_WINDOW_DAYS}-day credit-back guarantee`,
  creditBackIntro: (until: string) =>
    `Generated at least 5 videos, used them in paid campaigns, and they did not pay off? Ask for a full refund until ${until}. We review every request.`,
  creditBackLabel: 'Which campaigns ran, and what did they return?',
  creditBackSubmit: 'Ask for a refund',
  creditBackStatus: {
    requested: 'Your credit-back request is being reviewed.',
    refunded: 'Your credit-back request was approved and refunded.',
    rejected: 'Your credit-back request was not approved.',
  },
} as const;

/** /admin/refunds: the review of refund and credit-back requests (ADR 049). */
export const ADMIN_REFUNDS_COPY = {
  title: 'Refunds',
  intro: 'Credit-back requests wait here for a decision. Approving refunds the first payment, ends the plan and withdraws its unspent credits.',
  loading: 'Loading refund requests',
  loadError: 'The refund requests could not be loaded.',
  retry: 'Try again',
  empty: 'No refund requests yet.',
  emptyText: 'Requests appear here when a customer asks for the credit-back guarantee or cancels with a refund.',
  columns: { customer: 'Customer', plan: 'Plan', amount: 'Amount', requested: 'Requested', decided: 'Decided', reason: 'Reason', status: 'Status', actions: 'Decision' },
  kind: { 'cancel-within-7-days': '7-day refund', 'credit-back': 'Credit-back' },
  status: { requested: 'Waiting for review', refunded: 'Refunded', rejected: 'Declined' },
  videos: (count: number) => `${count} ${count === 1 ? 'video' : 'videos'} rendered`,
  noReason: 'No reason given',
  approve: 'Approve',
  decline: 'Decline',
  approveTitle: 'Approve and refund?',
  approveText: (amount: string, email: string) => `${email} gets ${amount} back, the plan ends now and the unspent credits of that payment are withdrawn.`,
  approveConfirm: 'Yes, refund',
  declineTitle: 'Decline this request?',
  declineText: (email: string) => `${email}'s plan stays as it is. Say why for the record.`,
  noteLabel: 'Note (kept with the decision)',
  declineConfirm: 'Decline request',
  cancel: 'Back',
  approved: (email: string) => `Refunded ${email}.`,
  declined: (email: string) => `Declined ${email}'s request.`,
} as const;
