import { parseArgs } from 'node:util';
import { email as emailSchema, requiredText } from '@daybook/domain';
import { prepareDatabase } from '../bootstrap.js';
import { systemClock } from '../clock.js';
import { loadConfig } from '../config.js';
import { isUniqueViolation } from '../db/database.js';
import { writeAudit } from '../modules/audit/audit.repository.js';
import { hashPassword, newPasswordProblems } from '../modules/auth/passwords.js';
import { insertUser } from '../modules/users/users.repository.js';

/** `npm run create-admin -- --email E --name N`: creates an admin (password from ADMIN_PASSWORD or a prompt). */
async function readPassword(): Promise<string> {
  if (process.env.ADMIN_PASSWORD) return process.env.ADMIN_PASSWORD;
  if (!process.stdin.isTTY) {
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8').split('\n')[0]?.trim() ?? '';
  }
  return promptHidden('Password for the new admin: ');
}

/** Reads a line from the terminal without echoing it (raw mode), so the password is not on screen. */
function promptHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const input = process.stdin;
    let typed = '';
    process.stdout.write(question);
    input.setRawMode(true);
    input.resume();
    input.setEncoding('utf8');
    const finish = (error?: Error) => {
      input.setRawMode(false);
      input.pause();
      input.off('data', onData);
      process.stdout.write('\n');
      if (error) reject(error);
      else resolve(typed);
    };
    const onData = (chunk: string) => {
      for (const character of chunk) {
        if (character === '\r' || character === '\n') return finish();
        if (character === '\u0003') return finish(new Error('Cancelled'));
        if (character === '\u007f' || character === '\b') typed = typed.slice(0, -1);
        else typed += character;
      }
    };
    input.on('data', onData);
  });
}

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { email: { type: 'string' }, name: { type: 'string' } } });
  const email = emailSchema.safeParse(values.email ?? '');
  const name = requiredText(150).safeParse(values.name ?? '');
  if (!email.success || !name.success) {
    console.error('Usage: npm run create-admin -- --email admin@example.org --name "Full Name"');
    return 2;
  }
  const password = await readPassword();
  const problems = newPasswordProblems(password);
  if (problems.length > 0) {
    console.error(`The password was refused:\n- ${problems.join('\n- ')}`);
    return 2;
  }
  const config = loadConfig();
  const database = await prepareDatabase(config, systemClock);
  try {
    const now = systemClock.now().toISOString();
    const passwordHash = await hashPassword(password);
    const user = await database.db.transaction().execute(async (trx) => {
      const created = await insertUser(trx, {
        email: email.data,
        name: name.data,
        password_hash: passwordHash,
        role: 'admin',
        created_at: now,
        updated_at: now,
      });
      await trx.updateTable('organisation').set({ bootstrapped_at: now }).where('id', '=', 1).execute();
      await writeAudit(trx, {
        actorId: null,
        action: 'create',
        entity: 'user',
        entityId: created.id,
        after: { id: created.id, email: created.email, name: created.name, role: created.role, via: 'create-admin' },
        at: systemClock.now(),
      });
      return created;
    });
    console.log(`Created admin ${user.email} (id ${user.id}) on ${database.dialect}.`);
    return 0;
  } catch (error) {
    if (isUniqueViolation(error)) {
      console.error(`An account with the email ${email.data} already exists.`);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
