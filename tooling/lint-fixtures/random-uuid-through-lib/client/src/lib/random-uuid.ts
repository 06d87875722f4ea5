// the one place allowed to call it (it falls back where the browser lacks it)
export const randomUuid = () => (typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : '');
