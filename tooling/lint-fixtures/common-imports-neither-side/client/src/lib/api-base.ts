export const apiBase = '/api';
