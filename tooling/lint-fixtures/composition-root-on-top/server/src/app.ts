export const buildApp = () => 'app';
