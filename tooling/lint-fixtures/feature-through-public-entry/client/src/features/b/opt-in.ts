// not a public entry: only funnel/opt-in.ts is listed in EXTRA_FEATURE_ENTRIES
export const optIn = () => true;
