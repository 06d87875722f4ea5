// a feature that calls the API past the api client
export const getOffer = async () => (await fetch('/api/offer')).json();
