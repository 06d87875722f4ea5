// a service that talks to the outside world past the adapters
export const pingPartner = () => globalThis.fetch('https://partner.example/ping');
