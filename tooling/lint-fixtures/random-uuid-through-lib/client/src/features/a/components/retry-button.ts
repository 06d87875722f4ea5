// planted: a key made with crypto.randomUUID throws on a plain-HTTP host
export const attemptKey = () => crypto.randomUUID();
