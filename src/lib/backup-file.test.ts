import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  BACKUP_FORMAT,
  BackupFileError,
  MAX_BACKUP_BYTES,
  backupFileName,
  checkBackupFile,
  readBackupFile,
  writeBackupFile,
} from './backup-file';
import type { BackupProblem, BackupWallet } from './backup-file';
import { BACKUP_KDF, deriveAesKey, fromBase64, sealText } from './secret-box';

/** Cheap parameters so each test derives in milliseconds; the module takes any the header allows. */
const LOW_KDF = { N: 1024, r: 8, p: 1 };
const PASSPHRASE = 'correct horse battery staple';

const WALLETS: BackupWallet[] = [
  {
    serverUrl: 'https://lnbits.example.com',
    name: 'Coffee money',
    key: 'a1'.repeat(16),
    keyType: 'admin',
    inkey: 'b2'.repeat(16),
    walletId: 'c3'.repeat(16),
    userId: 'd4'.repeat(16),
  },
  { serverUrl: 'http://127.0.0.1:5000', name: 'Tips', key: 'e5'.repeat(16), keyType: 'invoice' },
];

/** Written once by this module (N = 1024) and checked in: later versions must still read it. */
const FIXTURE = readFileSync(new URL('./fixtures/backup-v1-low-kdf.json', import.meta.url), 'utf8');

async function problemOf(work: Promise<unknown>): Promise<BackupProblem> {
  const error: unknown = await work.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof BackupFileError)) {
    throw new Error(`expected a BackupFileError, got ${String(error)}`);
  }
  return error.problem;
}

const writeLow = (wallets = WALLETS) => writeBackupFile(wallets, PASSPHRASE, { kdf: LOW_KDF });

interface FileShape {
  format: string;
  version: number;
  created: string;
  kdf: { name: string; N: number; r: number; p: number; salt: string };
  verifier: { iv: string; ciphertext: string };
  payload: { iv: string; ciphertext: string };
  checksum: string;
}

/** The file as given, its checksum made again as a deliberate editor would. */
function withChecksum(file: FileShape): string {
  const { name, N, r, p, salt } = file.kdf;
  const header = JSON.stringify({
    format: file.format,
    version: file.version,
    created: file.created,
    kdf: { name, N, r, p, salt },
  });
  file.checksum = createHash('sha256')
    .update(
      [
        header,
        file.verifier.iv,
        file.verifier.ciphertext,
        file.payload.iv,
        file.payload.ciphertext,
      ].join('\n'),
    )
    .digest('hex');
  return JSON.stringify(file);
}

/** The file with one top-level field changed, its checksum left as written. */
function edited(text: string, change: (file: Record<string, unknown>) => void): string {
  const file = JSON.parse(text) as Record<string, unknown>;
  change(file);
  return JSON.stringify(file);
}

describe('backup file', () => {
  it('round-trips every wallet field, with a readable header', async () => {
    const now = new Date('2026-05-01T10:00:00.000Z');
    const text = await writeBackupFile(WALLETS, PASSPHRASE, { kdf: LOW_KDF, now });
    const file = JSON.parse(text) as Record<string, unknown>;
    expect(file).toMatchObject({
      format: BACKUP_FORMAT,
      version: 1,
      created: '2026-05-01T10:00:00.000Z',
      kdf: { name: 'scrypt', ...LOW_KDF },
    });
    expect(Object.keys(file)[0]).toBe('format');
    expect(text).not.toContain(WALLETS[0]!.key);
    expect(text).not.toContain('Coffee money');
    expect(await readBackupFile(text, PASSPHRASE)).toEqual(WALLETS);
  });

  it('uses the backup scrypt parameters by default and a fresh salt each time', async () => {
    const first = JSON.parse(await writeBackupFile([], PASSPHRASE)) as {
      kdf: { N: number; r: number; p: number; salt: string };
    };
    expect(first.kdf).toMatchObject(BACKUP_KDF);
    const second = JSON.parse(await writeLow([])) as { kdf: { salt: string } };
    expect(second.kdf.salt).not.toBe(first.kdf.salt);
  });

  it('reads the checked-in version 1 file', async () => {
    expect(await readBackupFile(FIXTURE, PASSPHRASE)).toEqual(WALLETS);
  });

  it('says "wrong passphrase" for a wrong passphrase, and nothing else', async () => {
    // Written as the app writes every file (128 MiB scrypt): about a second in Node.
    const text = await writeBackupFile(WALLETS, PASSPHRASE);
    expect(await problemOf(readBackupFile(text, 'correct horse battery stapler'))).toBe(
      'wrong-passphrase',
    );
  });

  it('says "damaged" for key-derivation settings it never writes, checksum made again', async () => {
    // A header changed on purpose (N halved, the checksum recomputed): the right passphrase gives
    // another key, and a file the app never wrote like this is damaged, not "wrong passphrase".
    const original = JSON.parse(FIXTURE) as FileShape;
    original.kdf.N = 512;
    expect(await problemOf(readBackupFile(withChecksum(original), PASSPHRASE))).toBe('damaged');
  });

  it('says "damaged" for a file cut short anywhere', async () => {
    for (const length of [20, 100, Math.floor(FIXTURE.length / 2), FIXTURE.length - 3]) {
      expect(await problemOf(readBackupFile(FIXTURE.slice(0, length), PASSPHRASE))).toBe('damaged');
    }
  });

  it('says "damaged" for a changed header, verifier or payload', async () => {
    const changes: ((file: Record<string, unknown>) => void)[] = [
      (file) => (file.created = '2020-01-01T00:00:00.000Z'),
      (file) => (file.kdf = { ...(file.kdf as object), N: 2048 }),
      (file) => {
        const payload = file.payload as { ciphertext: string };
        payload.ciphertext = `A${payload.ciphertext.slice(1)}`;
      },
      (file) => delete file.verifier,
      (file) => (file.checksum = '0'.repeat(64)),
    ];
    for (const change of changes) {
      expect(await problemOf(readBackupFile(edited(FIXTURE, change), PASSPHRASE))).toBe('damaged');
    }
  });

  it('says "damaged" when the header was changed and the checksum recomputed', async () => {
    // A deliberate change: only the header, bound to the payload as associated data, catches it.
    const original = JSON.parse(await writeLow()) as FileShape;
    original.created = '2020-01-01T00:00:00.000Z';
    const text = withChecksum(original);
    await expect(checkBackupFile(text)).resolves.toBeDefined();
    expect(await problemOf(readBackupFile(text, PASSPHRASE))).toBe('damaged');
  });

  it('says "newer version" for a later version, whatever its shape', async () => {
    const later = JSON.stringify({ format: BACKUP_FORMAT, version: 2, something: 'new' });
    expect(await problemOf(checkBackupFile(later))).toBe('newer-version');
    expect(await problemOf(checkBackupFile(edited(FIXTURE, (file) => (file.version = 7))))).toBe(
      'newer-version',
    );
  });

  it('says "not a backup" for other files', async () => {
    for (const text of [
      '',
      'hello',
      '[]',
      'null',
      '{"format":"something-else","version":1}',
      'date,amount\n2026-01-01,5',
      '{"wallets": []}',
    ]) {
      expect(await problemOf(checkBackupFile(text))).toBe('not-a-backup');
    }
    expect(await problemOf(checkBackupFile(' '.repeat(MAX_BACKUP_BYTES + 1)))).toBe('not-a-backup');
  });

  it('refuses hostile key-derivation settings before deriving anything', async () => {
    const hostile = [
      { N: 2 ** 30, r: 8, p: 1 },
      { N: 2 ** 20, r: 16, p: 16 },
      // 1 GiB (15 s in a phone's browser), and 2 GiB ("maxmem" exceeded): beyond twice the default.
      { N: 2 ** 20, r: 8, p: 1 },
      { N: 2 ** 20, r: 16, p: 1 },
      { N: 2 ** 17, r: 8, p: 3 },
      { N: 1000, r: 8, p: 1 },
      { N: 1024, r: 0, p: 1 },
      { N: 1024, r: 8, p: 1.5 },
      { N: -1024, r: 8, p: 1 },
    ];
    const started = performance.now();
    for (const params of hostile) {
      const text = edited(FIXTURE, (file) => (file.kdf = { ...(file.kdf as object), ...params }));
      expect(await problemOf(checkBackupFile(text))).toBe('damaged');
    }
    expect(
      await problemOf(
        checkBackupFile(edited(FIXTURE, (file) => (file.kdf = { name: 'argon2id', N: 1024 }))),
      ),
    ).toBe('damaged');
    expect(
      await problemOf(
        checkBackupFile(
          edited(FIXTURE, (file) => (file.kdf = { ...(file.kdf as object), salt: 'AAAA' })),
        ),
      ),
    ).toBe('damaged');
    // Refused from the header alone: no scrypt ran.
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('keeps the app-wallet mark, and reads files written before it (the fixture) without one', async () => {
    const marked: BackupWallet[] = [WALLETS[0]!, { ...WALLETS[1]!, appWalletOf: 0 }];
    expect(await readBackupFile(await writeLow(marked), PASSPHRASE)).toEqual(marked);
    expect(FIXTURE).not.toContain('appWalletOf');
    expect((await readBackupFile(FIXTURE, PASSPHRASE)).every((w) => !('appWalletOf' in w))).toBe(
      true,
    );
  });

  it('says "damaged" for an app-wallet mark that is no place in a list', async () => {
    for (const appWalletOf of [-1, 0.5, 1_000, '0']) {
      const text = await writeLow([{ ...WALLETS[0]!, appWalletOf } as unknown as BackupWallet]);
      expect(await problemOf(readBackupFile(text, PASSPHRASE)), String(appWalletOf)).toBe(
        'damaged',
      );
    }
  });

  it('refuses a payload that decrypts to wallets it cannot use', async () => {
    const bad = [{ ...WALLETS[0]!, serverUrl: 'javascript:alert(1)' }];
    const text = await writeLow(bad);
    expect(await problemOf(readBackupFile(text, PASSPHRASE))).toBe('damaged');
  });

  it('refuses server addresses Connect would refuse', async () => {
    for (const serverUrl of [
      'http://127.0.0.1:5700/?x=1#frag',
      'https://user:password@lnbits.example.com',
      'https://evil.example\\@lnbits.example.com',
    ]) {
      const text = await writeLow([{ ...WALLETS[0]!, serverUrl }]);
      expect(await problemOf(readBackupFile(text, PASSPHRASE)), serverUrl).toBe('damaged');
    }
  });

  it('never lets an error of its own parts through raw', async () => {
    // A verifier sealed under the right key with other text: not a wrong passphrase either.
    const file = JSON.parse(FIXTURE) as FileShape;
    const key = await deriveAesKey(PASSPHRASE, fromBase64(file.kdf.salt), LOW_KDF);
    file.verifier = await sealText(key, 'something else');
    expect(await problemOf(readBackupFile(withChecksum(file), PASSPHRASE))).toBe('damaged');
  });

  it('names the file by the local date', () => {
    expect(backupFileName(new Date(2026, 0, 9, 23, 30))).toBe('pocketbits-backup-2026-01-09.json');
  });
});
