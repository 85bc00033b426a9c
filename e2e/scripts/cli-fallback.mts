// Stand-in for the two `bulten` CLI commands the e2e setup needs (`seed-demo`, `user add`), used only
// while server/src/cli/main.ts does not exist yet. Same arguments, same server functions.
import { istanbulDate } from '../../core/src/time.ts';
import { loadConfig } from '../../server/src/config/config.ts';
import { openDatabase } from '../../server/src/db/database.ts';
import { migrateToLatest } from '../../server/src/db/migrate.ts';
import { seedDemo } from '../../server/src/modules/demo/demo.service.ts';
import { createUser } from '../../server/src/modules/users/users.service.ts';

const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
};

const config = loadConfig();
const db = openDatabase(config.databaseUrl);
await migrateToLatest(db.kysely);
if (args[0] === 'seed-demo') {
  const now = new Date();
  const years = Number(option('years') ?? 3);
  await seedDemo(db, { seed: Number(option('seed') ?? 1), years, today: istanbulDate(now), config, now });
} else if (args[0] === 'user' && args[1] === 'add') {
  await createUser(db.kysely, {
    username: option('username') ?? '',
    password: option('password') ?? '',
    role: (option('role') ?? 'member') as Parameters<typeof createUser>[1]['role'],
    memberCode: option('member-code') ?? null,
    phone: option('phone') ?? null,
    smsVerification: args.includes('--sms'),
  });
} else {
  console.error(`cli-fallback: unsupported command ${args.join(' ')}`);
  process.exitCode = 2;
}
await db.kysely.destroy();
