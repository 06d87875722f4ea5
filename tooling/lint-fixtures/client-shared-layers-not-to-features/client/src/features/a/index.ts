export const offerLabel = 'Offer';
