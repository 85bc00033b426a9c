/** Prefix of every parameter the web keeps in local storage (e.g. the intro version already seen). */
export const PARAMS_PREFIX = 'bulten_param_';

/** The web's local storage keys of the session, exactly as the specification names them. */
export const STORAGE_KEYS = {
  profilePhoto: 'profile_photo',
  userInfo: 'kullanici_bilgileri',
  rememberMe: 'remember_me',
  signedInBefore: 'onceden_giris_yapildi_mi',
  language: 'language',
  langId: 'langid',
  defaultToken: 'token',
  onlineToken: 'online_bulten_token',
} as const;

/** The storage key of a named parameter. */
export function paramKey(name: string): string {
  return `${PARAMS_PREFIX}${name}`;
}
