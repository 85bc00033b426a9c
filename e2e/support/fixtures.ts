/** A user the e2e setup creates through the CLI, with a known password. */
export interface E2eUser {
  username: string;
  password: string;
  role: 'member' | 'operator' | 'admin' | 'superadmin';
  /** Member users: the demo member they belong to (filled in by the setup). */
  memberCode?: string;
  phone?: string;
  sms?: boolean;
}

/** The users of the e2e run: members without SMS, one with SMS, and one of each staff role. */
export const E2E_USERS = {
  /** Signs in and out in several tests; approves KVKK when asked. */
  member: { username: 'e2e-uye', password: 'E2e-Uye-Parola-2026', role: 'member' },
  /** Never approves KVKK before the KVKK test. */
  kvkk: { username: 'e2e-kvkk', password: 'E2e-Kvkk-Parola-2026', role: 'member' },
  /** Signs in with an SMS code. */
  sms: {
    username: 'e2e-sms',
    password: 'E2e-Sms-Parola-2026',
    role: 'member',
    phone: '+905551112233',
    sms: true,
  },
  /** Changes the ticker through the staff API. */
  admin: { username: 'e2e-admin', password: 'E2e-Admin-Parola-2026', role: 'admin' },
  /** Registers, corrects, cancels and imports trades in the staff console. */
  operator: { username: 'e2e-operator', password: 'E2e-Operator-Parola-2026', role: 'operator' },
  /** Manages users in the staff console. */
  superadmin: { username: 'e2e-super', password: 'E2e-Super-Parola-2026', role: 'superadmin' },
} as const satisfies Record<string, E2eUser>;

/** Which of the e2e users. */
export type E2eUserName = keyof typeof E2E_USERS;

/** What the global setup hands to the tests. */
export interface E2eContext {
  baseUrl: string;
  /** The run's temp folder (`/tmp/bulten-e2e-*`); failure screenshots and traces go to its `failures/`. */
  runDir: string;
  databaseFile: string;
  /** The web build the server serves (and the bundle budget reads). */
  webDist: string;
  /** Member code of the demo member the e2e member users belong to. */
  memberCode: string;
  /** Product ids of the demo catalogue: a crop and a live animal. */
  products: { crop: number; liveAnimal: number };
  /** The intro content version (tests that are not about the intro mark it seen). */
  introVersion: number | null;
}

declare module 'vitest' {
  export interface ProvidedContext {
    e2e: E2eContext;
  }
}
