export const port = 5000;
