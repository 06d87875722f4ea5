// The creator's credits: the header's balance, the ledger, and what other features need after a spend.
export { CreditBalance } from './components/credit-balance';
export { CreditLedger } from './components/credit-ledger';
export { useCredits } from './api/get-credits';
export { invalidateCredits } from './api/invalidate-credits';
