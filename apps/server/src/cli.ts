import path from 'node:path';
import { parseArgs } from 'node:util';
import { moveFilesToDatabase } from './cli/move-files.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { backupCommand } from './cli/backup.ts';
import { exportSongsCommand } from './cli/export-songs.ts';
import { createAdminCommand } from './cli/create-admin.ts';
import { seedDemoCommand } from './cli/seed-demo.ts';
import { migrateToLatest } from './db/migrator.ts';

const USAGE = `Uporaba: npm run cli -- <ukaz> [možnosti]

Ukazi:
  create-admin --username U --email E --password P   ustvari preverjenega, odobrenega globalnega skrbnika
  migrate                                            izvede čakajoče migracije baze
  seed-demo [--songs N] [--events N] [--members N]   napolni bazo z majhnim slovenskim demo primerom
            [--groups G]                             (pesmarica z N pesmimi, privzeto 10; N dogodkov,
                                                     privzeto 12; skupina z N člani, privzeto 4, ob
                                                     --events 1000 ali več pa 200; z --groups G so
                                                     pesmi in dogodki enakomerno razdeljeni med G skupin)
  backup FILE                                        zapiše dosledno kopijo baze SQLite v FILE
  export-songs --community ID FILE                   zapiše pesmarico skupine ID kot ZIP (ChordPro,
                                                     OpenLyrics, datoteke z notami, pesmi.csv) v FILE
  move-files-to-database                             prenese naložene datoteke iz DATA_DIR/uploads v bazo
                                                     (za FILE_STORAGE=database); ponovni zagon nadaljuje`;

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (!command || command === '--help' || command === 'help') {
    console.log(USAGE);
    return command ? 0 : 1;
  }
  const config = loadConfig();
  const database = openDatabase(config.databaseUrl);
  try {
    await migrateToLatest(database);
    switch (command) {
      case 'migrate':
        console.log('Migracije so izvedene; baza je posodobljena.');
        return 0;
      case 'create-admin': {
        const { values } = parseArgs({
          args: rest,
          options: { username: { type: 'string' }, email: { type: 'string' }, password: { type: 'string' } },
        });
        return await createAdminCommand(database, values);
      }
      case 'seed-demo': {
        const { values } = parseArgs({
          args: rest,
          options: { songs: { type: 'string', default: '11' }, events: { type: 'string', default: '12' }, members: { type: 'string' }, groups: { type: 'string', default: '1' } },
        });
        const counts = { songs: Number(values.songs), events: Number(values.events), members: 0, groups: Number(values.groups) };
        counts.members = values.members === undefined ? (counts.events >= 1000 ? 200 : 4) : Number(values.members);
        for (const [name, n] of Object.entries(counts)) {
          if (!Number.isInteger(n) || n < (name === 'groups' ? 1 : 0) || n > 1_000_000) {
            console.error(`Napaka: --${name} mora biti celo število med 0 in 1000000.`);
            return 1;
          }
        }
        return await seedDemoCommand(database, { ...counts, tz: config.tzApp });
      }
      case 'move-files-to-database':
        await moveFilesToDatabase(database, path.join(config.dataDir, 'uploads'));
        return 0;
      case 'backup':
        return await backupCommand(database, rest[0]);
      case 'export-songs':
        return await exportSongsCommand(config, database, rest);
      default:
        console.error(`Neznan ukaz: ${command}\n\n${USAGE}`);
        return 1;
    }
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err) => {
    console.error(err instanceof ConfigError ? `Configuration error: ${err.message}` : `Napaka: ${err.message}`);
    process.exit(1);
  },
);
