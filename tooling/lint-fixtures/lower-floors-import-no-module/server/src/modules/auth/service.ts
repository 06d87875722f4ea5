export const resolveSession = (token: string) => token.length > 0;
