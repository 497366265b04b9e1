import { createCipheriv, createDecipheriv, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PRIVATE_FILE_MODE, preparePrivateDirSync, tryChmodSync } from '../features/files/private-paths.ts';

/**
 * The server's own key (DATA_DIR/secret.key, created once, readable by the server only): it seals
 * file passwords at rest and signs short-lived download links. SECRET_KEY overrides it so that
 * several nodes share one.
 */
export class ServerSecret {
  private constructor(private readonly key: Buffer) {}

  static load(dataDir: string, fromEnv?: string): ServerSecret {
    if (fromEnv) return new ServerSecret(createHmac('sha256', 'glossa').update(fromEnv).digest());
    const file = path.join(dataDir, 'secret.key');
    preparePrivateDirSync(dataDir);
    if (!existsSync(file)) {
      writeFileSync(file, randomBytes(32).toString('base64'), { mode: PRIVATE_FILE_MODE, flag: 'wx' });
    }
    // Exactly 0600 whatever the umask; a key file from an older version or copied in is narrowed too.
    tryChmodSync(file, PRIVATE_FILE_MODE);
    return new ServerSecret(Buffer.from(readFileSync(file, 'utf8').trim(), 'base64'));
  }

  static ephemeral(): ServerSecret {
    return new ServerSecret(randomBytes(32));
  }

  seal(text: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
  }

  unseal(sealed: string): string {
    const raw = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  }

  /** A token carrying `payload` that only this key can have made. */
  sign(payload: object): string {
    const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
    return `${body}.${createHmac('sha256', this.key).update(body).digest('base64url')}`;
  }

  verify<T>(token: string): T | undefined {
    const [body, mac] = token.split('.');
    if (!body || !mac) return undefined;
    const expected = createHmac('sha256', this.key).update(body).digest();
    const given = Buffer.from(mac, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    try {
      return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as T;
    } catch {
      return undefined;
    }
  }
}
