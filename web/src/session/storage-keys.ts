// The keys are the specification's: web and browser tests read them from core.
export { PARAMS_PREFIX, paramKey, STORAGE_KEYS } from '@bulten/core';
