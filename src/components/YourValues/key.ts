// The one localStorage key of the reader's values: a JSON object, placeholder name → value. A file
// of its own so that the code every page loads (./store.ts) takes the key without the rest of ./values.ts.
export const STORAGE_KEY = 'rackfield.your-values';
