import { ROLES, type Role } from '@bulten/core';
import { Option, type Command as Program } from 'commander';
import { changePasswordOf } from '../modules/auth/password-change.js';
import { listUsers } from '../modules/users/users.repository.js';
import { createUser } from '../modules/users/users.service.js';
import { type Command, type CommandRunner, say } from './context.js';

/** Options of `user add`. */
export interface UserAddOptions {
  username: string;
  password: string;
  role: Role;
  memberCode?: string;
  phone?: string;
  sms?: boolean;
}

/** `user add`: creates an account with a hashed password. */
export const userAddCommand: Command<[UserAddOptions]> = async (ctx, o) => {
  const id = await createUser(
    ctx.db.kysely,
    {
      username: o.username,
      password: o.password,
      role: o.role,
      memberCode: o.memberCode ?? null,
      phone: o.phone ?? null,
      smsVerification: o.sms === true,
    },
    ctx.now(),
  );
  say(ctx.out, `created user ${o.username} (${o.role}, id ${id})`);
  return 0;
};

/** `user passwd`: sets a new password, clears a lockout and ends every session of the user. */
export const userPasswdCommand: Command<[{ username: string; password: string }]> = async (ctx, o) => {
  const ended = await changePasswordOf(ctx.db.kysely, o.username, o.password, ctx.now());
  say(ctx.out, `password of ${o.username} changed; ${ended} sessions ended`);
  return 0;
};

/** `user list`: every account, one per line (tab-separated, with a header). */
export const userListCommand: Command = async (ctx) => {
  say(ctx.out, ['id', 'username', 'role', 'member', 'phone', 'active'].join('\t'));
  for (const u of await listUsers(ctx.db.kysely)) {
    say(
      ctx.out,
      [u.id, u.username, u.role, u.member_code ?? '-', u.phone ?? '-', u.active ? 'yes' : 'no'].join('\t'),
    );
  }
  return 0;
};

/** Registers `user add`, `user passwd` and `user list`. */
export function registerUserCommands(program: Program, run: CommandRunner): void {
  const user = program.command('user').description('manage accounts');
  user
    .command('add')
    .description('create an account')
    .requiredOption('--username <name>', 'user name')
    .requiredOption('--password <password>', 'password')
    .addOption(new Option('--role <role>', 'role').choices(ROLES).makeOptionMandatory())
    .option('--member-code <code>', 'member code (required for the member role)')
    .option('--phone <phone>', 'mobile phone for SMS codes')
    .option('--sms', 'ask for an SMS code at sign-in')
    .action((o: UserAddOptions) => run((ctx) => userAddCommand(ctx, o)));
  user
    .command('passwd')
    .description('set a new password (ends every session of the user)')
    .requiredOption('--username <name>', 'user name')
    .requiredOption('--password <password>', 'new password')
    .action((o: { username: string; password: string }) => run((ctx) => userPasswdCommand(ctx, o)));
  user
    .command('list')
    .description('list the accounts')
    .action(() => run(userListCommand));
}
