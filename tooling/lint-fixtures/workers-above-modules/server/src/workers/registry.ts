export const handlers: Array<() => number> = [];
