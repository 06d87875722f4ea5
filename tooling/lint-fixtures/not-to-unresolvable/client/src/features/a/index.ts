// an alias that no tsconfig maps: it would slip past every other rule
export { Offer } from '@/features/missing';
