/** The credits module's face: the one door to the ledger (grant, spend, refund, balance, history) for renders, plans, achievements and admin adjustments (docs/decisions/015). */
export {
  adjustCredits,
  getBalance,
  getRenderCost,
  getSpentCredits,
  grantCredits,
  grantSignupCredits,
  hasCreditMove,
  listLedger,
  refundRender,
  spendCredits,
  spendRenderCredits,
  sumCreditsByKeys,
  sumLedger,
} from './ledger';
export { creditsUserData } from './user-data';
