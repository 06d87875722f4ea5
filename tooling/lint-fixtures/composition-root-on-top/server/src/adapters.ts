export const adapters = { storage: 'local' };
